/**
 * What a connection callback needs from the screen that started the connection: the OAuth `state`
 * that proves this tab started it (both networks, issue 20) and, for Instagram, where to return
 * once connected (spec 03: "a stored target"). Instagram's trip leaves the SPA and comes back to
 * /oauth/authorize/instagram with a code and the state Instagram echoes; Facebook's login hands a
 * short token to /oauth/authorize/facebook with the state the grid adds. Kept in sessionStorage:
 * this tab only, gone with it, never sent to our server.
 *
 * Why the state (docs/decisions.md, "No OAuth state"; issue 20): without it, a crafted link to a
 * callback carrying an attacker's code or token, opened by a signed-in agent, would connect the
 * attacker's account. A state is single use: the callback claims (and so removes) it on its first
 * check, so a callback address replayed later connects nothing.
 */

import { safeStorage } from './web-storage.ts';

/** The two networks an agent connects (media-routes.ts ConnectableProvider). */
type ConnectableProvider = 'instagram' | 'facebook';

const RETURN_KEY = 'agentes.instagram.returnTo';
const stateKey = (provider: ConnectableProvider): string => `agentes.${provider}.state`;

// Unwritable storage: the callback then refuses the credential, and 'Volver a intentar' says so again.
const { read, write, remove } = safeStorage('sessionStorage');

export const readInstagramReturnTo = (): string | null => read(RETURN_KEY);

/** The state this tab sent for a connection to `provider`, if one is pending (tests read it). */
export const readConnectState = (provider: ConnectableProvider): string | null => read(stateKey(provider));

/** A fresh random state for a connection this tab starts; it replaces any earlier one. */
export const beginConnect = (provider: ConnectableProvider): string => {
  const state = globalThis.crypto.randomUUID();
  write(stateKey(provider), state);
  return state;
};

/**
 * Whether `given` is the state this tab sent for `provider`. The stored state is removed either
 * way: a state is good for one check.
 */
export const claimConnectState = async (provider: ConnectableProvider, given: string | null): Promise<boolean> => {
  const expected = read(stateKey(provider));
  remove(stateKey(provider));
  return expected !== null && given !== null && given === expected;
};

/** The stored Instagram return address served its purpose (the connection succeeded or was declined). */
export const forgetInstagramReturnTo = (): void => {
  remove(RETURN_KEY);
};

/**
 * Prepares the trip to Instagram's window: a fresh state and (when given) the return address are
 * stored, and the authorization URL gains `state`, which Instagram (and the offline consent page)
 * send back to the callback.
 */
export const beginInstagramAuthorization = (authorizationUrl: string, returnTo: string | null): string => {
  const state = beginConnect('instagram');
  if (returnTo !== null) write(RETURN_KEY, returnTo);
  const url = new URL(authorizationUrl, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('state', state);
  // A relative answer (the offline page) stays relative to our own origin.
  return /^https?:\/\//i.test(authorizationUrl) ? url.href : `${url.pathname}${url.search}`;
};
