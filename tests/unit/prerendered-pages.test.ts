import { describe, expect, it } from 'vitest';
import { APP_SHELL, PRERENDERED_PAGES, htmlDocumentFor } from '../../server/http/prerendered-pages.ts';

describe('the HTML document of a path', () => {
  it('is the pre-rendered page of a public path, its query ignored', () => {
    expect(htmlDocumentFor('/login')).toBe('login.html');
    expect(htmlDocumentFor('/login?continue_url=%2Fcustomers')).toBe('login.html');
    expect(htmlDocumentFor('/signup?continue_url=%2F')).toBe('signup.html');
    expect(htmlDocumentFor('/password-reset?authorization=abc')).toBe('password-reset.html');
  });

  it('is index.html for every other path, including near misses', () => {
    for (const url of ['/', '/?x=1', '/dashboard', '/login/', '/LOGIN', '/login.html', '/loginx', '/constructor', '/__proto__']) {
      expect(htmlDocumentFor(url), url).toBe(APP_SHELL);
    }
  });

  it('names one .html file per page, none of them index.html', () => {
    const files = [...PRERENDERED_PAGES.values()];
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+\.html$/);
    expect(files).not.toContain(APP_SHELL);
  });
});
