/**
 * Browser cookies the SPA owns: the access token (the spec keeps it in a JavaScript-readable
 * cookie sent as a bearer header; DECISIONS.md contains the risk with SameSite=Strict and Secure)
 * and the sidebar's collapsed flag.
 */

import { ACCESS_TOKEN_COOKIE, cookieValue } from '../schema/app-document.ts';

export { ACCESS_TOKEN_COOKIE };
export const SIDEBAR_COLLAPSED_COOKIE = 'sidebar.collapsed';

const DAY_SECONDS = 24 * 60 * 60;
/** As long as the server keeps an idle token alive. */
const ACCESS_TOKEN_MAX_AGE = 30 * DAY_SECONDS;
const PREFERENCE_MAX_AGE = 365 * DAY_SECONDS;

/** The part of `document` cookies need; tests pass a fake jar. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  /** Defaults to whether the page is served over https. */
  readonly secure?: boolean;
}

const defaultJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);

const servedOverHttps = (): boolean => globalThis.location?.protocol === 'https:';

export const getCookie = (name: string, jar: CookieJar | null = defaultJar()): string | null =>
  jar === null ? null : cookieValue(jar.cookie, name);

const attributes = ({ maxAgeSeconds, secure = servedOverHttps() }: CookieOptions): string => {
  const parts = ['Path=/', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
};

export const setCookie = (
  name: string,
  value: string,
  options: CookieOptions = {},
  jar: CookieJar | null = defaultJar(),
): void => {
  if (jar === null) return;
  jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(options)}`;
};

export const removeCookie = (name: string, jar: CookieJar | null = defaultJar()): void => {
  if (jar === null) return;
  jar.cookie = `${name}=; ${attributes({ maxAgeSeconds: 0 })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

export const readAccessToken = (jar: CookieJar | null = defaultJar()): string | null => {
  const token = getCookie(ACCESS_TOKEN_COOKIE, jar);
  return token === null || token === '' ? null : token;
};

export const storeAccessToken = (token: string, jar: CookieJar | null = defaultJar()): void =>
  setCookie(ACCESS_TOKEN_COOKIE, token, { maxAgeSeconds: ACCESS_TOKEN_MAX_AGE }, jar);

export const clearAccessToken = (jar: CookieJar | null = defaultJar()): void => removeCookie(ACCESS_TOKEN_COOKIE, jar);

export const readSidebarCollapsed = (jar: CookieJar | null = defaultJar()): boolean =>
  getCookie(SIDEBAR_COLLAPSED_COOKIE, jar) === 'true';

export const storeSidebarCollapsed = (collapsed: boolean, jar: CookieJar | null = defaultJar()): void =>
  setCookie(SIDEBAR_COLLAPSED_COOKIE, String(collapsed), { maxAgeSeconds: PREFERENCE_MAX_AGE }, jar);
