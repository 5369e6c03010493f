/**
 * What the server, the build and the SPA agree on about the app's HTML document (issue 7). An
 * agent's page is not pre-rendered (it needs the agent's data), so the server sends a returning
 * agent, whose request carries the token cookie (spec 01 §4), the app shell with the loading splash
 * already in `#root`, painted from the HTML while the app loads (build/prerender.ts writes it). A
 * visitor without a token gets the shell without it: their page is the sign-in form, which shows
 * no splash. The entry tells that splash from a pre-rendered page, which it hydrates instead.
 */

export const ACCESS_TOKEN_COOKIE = 'auth.accessToken';

/**
 * Marks a pre-rendered page's button that the HTML keeps disabled and the entry enables at once,
 * holding its press until the page is live (issue 21, services/early-actions.ts).
 */
export const UNTIL_LIVE_ATTRIBUTE = 'data-until-live';

/** Marks the element the build wraps the loading splash in, inside `#root`. */
export const BOOT_SPLASH_ATTRIBUTE = 'data-boot-splash';

/** A cookie's value in a `Cookie` header or `document.cookie`; null when absent or not decodable. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  if (cookies === undefined) return null;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether a request's cookies hold a token (which the server cannot check without a query: the SPA does). */
export const carriesAccessToken = (cookies: string | undefined): boolean => (cookieValue(cookies, ACCESS_TOKEN_COOKIE) ?? '') !== '';

/** Whether `#root` holds a page the build pre-rendered, to hydrate (not nothing, nor the loading splash). */
export const holdsPrerenderedPage = (root: Element): boolean =>
  root.firstElementChild !== null && !root.firstElementChild.hasAttribute(BOOT_SPLASH_ATTRIBUTE);
