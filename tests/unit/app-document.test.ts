import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, BOOT_SPLASH_ATTRIBUTE, carriesAccessToken, cookieValue, holdsPrerenderedPage } from '../../src/schema/app-document.ts';

describe('cookieValue (the SPA reads document.cookie with it, the server the Cookie header)', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['  b = x%20y ', 'b', 'x y'],
    ['ab=1; b=2', 'b', '2'],
    ['b=', 'b', ''],
    ['b=%E0%A4%A', 'b', null],
    ['a=1', 'b', null],
    ['novalue; b=3', 'b', '3'],
  ])('%j → %s = %j', (cookies, name, value) => expect(cookieValue(cookies, name)).toBe(value));

  it('has nothing without a header', () => expect(cookieValue(undefined, 'b')).toBeNull());
});

describe('carriesAccessToken', () => {
  it.each([
    [`${ACCESS_TOKEN_COOKIE}=abc`, true],
    [`sidebar.collapsed=1; ${ACCESS_TOKEN_COOKIE}=abc`, true],
    [`${ACCESS_TOKEN_COOKIE}=`, false],
    [`x${ACCESS_TOKEN_COOKIE}=abc`, false],
    [undefined, false],
  ])('%j → %s', (cookies, expected) => expect(carriesAccessToken(cookies)).toBe(expected));
});

describe('holdsPrerenderedPage', () => {
  /** A #root whose first element has these attributes (null: an empty #root); no DOM in unit tests. */
  const rootWith = (attributes: readonly string[] | null): Element =>
    ({ firstElementChild: attributes === null ? null : { hasAttribute: (name: string) => attributes.includes(name) } }) as unknown as Element;

  it('is false for an empty #root and for the loading splash, true for a page', () => {
    expect(holdsPrerenderedPage(rootWith(null))).toBe(false);
    expect(holdsPrerenderedPage(rootWith([BOOT_SPLASH_ATTRIBUTE]))).toBe(false);
    expect(holdsPrerenderedPage(rootWith(['class']))).toBe(true);
  });
});
