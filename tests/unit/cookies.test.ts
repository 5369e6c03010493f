import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAccessToken,
  getCookie,
  readAccessToken,
  readSidebarCollapsed,
  storeAccessToken,
  storeSidebarCollapsed,
  type CookieJar,
} from '../../src/services/cookies.ts';

/** A jar with document.cookie's semantics: writes carry attributes, reads list name=value pairs. */
class FakeJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(write: string) {
    this.writes.push(write);
    const [pair = '', ...attributes] = write.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const expired = attributes.some((attribute) => attribute === 'Max-Age=0');
    if (expired) this.values.delete(name);
    else this.values.set(name, pair.slice(separator + 1));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('access token cookie', () => {
  it('is auth.accessToken, path /, SameSite=Strict', () => {
    const jar = new FakeJar();
    storeAccessToken('tok/en+1', jar);
    expect(readAccessToken(jar)).toBe('tok/en+1');
    const write = jar.writes[0] ?? '';
    expect(write.startsWith('auth.accessToken=')).toBe(true);
    expect(write).toContain('Path=/');
    expect(write).toContain('SameSite=Strict');
    expect(write).not.toContain('Secure');
  });

  it('is Secure when the page is served over https', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const jar = new FakeJar();
    storeAccessToken('token', jar);
    expect(jar.writes[0]).toMatch(/; Secure$/);
  });

  it('is removed at logout', () => {
    const jar = new FakeJar();
    storeAccessToken('token', jar);
    clearAccessToken(jar);
    expect(readAccessToken(jar)).toBeNull();
    expect(jar.writes[1]).toContain('Path=/');
  });

  it('reads as absent when empty or when there is no document', () => {
    const jar = new FakeJar();
    jar.values.set('auth.accessToken', '');
    expect(readAccessToken(jar)).toBeNull();
    expect(readAccessToken(null)).toBeNull();
  });
});

describe('cookies', () => {
  it('finds a cookie among others, by exact name', () => {
    const jar = new FakeJar();
    jar.values.set('auth.accessTokenOld', 'x');
    jar.values.set('other', 'y');
    jar.values.set('auth.accessToken', 'abc');
    expect(getCookie('auth.accessToken', jar)).toBe('abc');
    expect(getCookie('missing', jar)).toBeNull();
  });

  it('keeps the sidebar flag', () => {
    const jar = new FakeJar();
    expect(readSidebarCollapsed(jar)).toBe(false);
    storeSidebarCollapsed(true, jar);
    expect(readSidebarCollapsed(jar)).toBe(true);
    expect(jar.writes[0]).toMatch(/^sidebar\.collapsed=true; Path=\/; SameSite=Strict/);
    storeSidebarCollapsed(false, jar);
    expect(readSidebarCollapsed(jar)).toBe(false);
  });
});
