import { API_PREFIX } from './api-prefix.ts';

/**
 * GETs the entry starts before the app's code has arrived (issue 7). A returning agent's first
 * screen waits on the session check (`GET /auth/landlords`), and that call used to leave only once
 * React, the machines and the API client had loaded and run: on a phone, about a second after the
 * page. The entry now sends it with a bare `fetch` at once, and the API client's first identical
 * call takes the answer instead of asking again. Only the token the early call carried can claim
 * it, and only once; anything else goes to the network as usual.
 */
interface Early {
  readonly token: string;
  readonly response: Promise<Response>;
}

const started = new Map<string, Early>();

export const startEarlyGet = (path: string, apiKey: string, token: string): void => {
  if (started.has(path) || apiKey === '') return;
  const response = fetch(`${API_PREFIX}${path}`, { headers: { 'X-Api-Key': apiKey, Authorization: `Bearer ${token}` } });
  // Claimed later, or never (a page that did not need it): an unhandled failure must not surface.
  response.catch(() => undefined);
  started.set(path, { token, response });
};

/** The early answer for `path` sent with `token`, once; undefined when there is none to take. */
export const takeEarlyGet = (path: string, token: string | null): Promise<Response> | undefined => {
  const early = started.get(path);
  if (early === undefined) return undefined;
  started.delete(path);
  return early.token === token ? early.response : undefined;
};
