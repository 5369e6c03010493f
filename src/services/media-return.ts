/**
 * What the Instagram callback needs from the screen that sent the agent to Instagram: where to
 * return once connected (spec 03: "a stored target") and the OAuth `state` that proves this tab
 * started the authorization. The browser leaves the SPA for Instagram's window and comes back to
 * /oauth/authorize/instagram with only a code (and the state Instagram echoes), so both are written
 * here first. Kept in sessionStorage: this tab only, gone with it, never sent to our server.
 *
 * Why the state (docs/decisions.md, "No OAuth state"): without it, a crafted link to the callback
 * carrying an attacker's code, opened by a signed-in agent, would connect the attacker's account.
 */

import { safeStorage } from './web-storage.ts';

const RETURN_KEY = 'agentes.instagram.returnTo';
const STATE_KEY = 'agentes.instagram.state';

// Unwritable storage: the callback then refuses the code, and 'Volver a intentar' says so again.
const { read, write, remove } = safeStorage('sessionStorage');

export const readInstagramReturnTo = (): string | null => read(RETURN_KEY);

/** The state this tab sent to Instagram, if an authorization is pending. */
export const readInstagramState = (): string | null => read(STATE_KEY);

/** Both spent: the connection succeeded. */
export const forgetInstagramReturnTo = (): void => {
  remove(RETURN_KEY);
  remove(STATE_KEY);
};

/**
 * Prepares the trip to Instagram's window: a fresh random state and (when given) the return
 * address are stored, and the authorization URL gains `state`, which Instagram (and the offline
 * consent page) send back to the callback.
 */
export const beginInstagramAuthorization = (authorizationUrl: string, returnTo: string | null): string => {
  const state = globalThis.crypto.randomUUID();
  write(STATE_KEY, state);
  if (returnTo !== null) write(RETURN_KEY, returnTo);
  const url = new URL(authorizationUrl, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('state', state);
  // A relative answer (the offline page) stays relative to our own origin.
  return /^https?:\/\//i.test(authorizationUrl) ? url.href : `${url.pathname}${url.search}`;
};
