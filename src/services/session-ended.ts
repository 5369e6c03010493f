import type { ApiFailure } from './api-failure.ts';

/**
 * Issue 21: the composition root's re-sign-in (the shell's dialog) for the page's api client, kept
 * apart from `api-client.ts` so the root can set it without loading the client (ky and the schemas
 * load on first use, issue 7). True = signed in again, replay; false = fail as it did.
 */
export type SessionEndedHandler = (failure: ApiFailure) => Promise<boolean>;

let handler: SessionEndedHandler | undefined;

/** undefined removes it. */
export const setSessionEndedHandler = (next: SessionEndedHandler | undefined): void => {
  handler = next;
};

/** What the page's client calls for a refusal that ended the session. */
export const sessionEnded: SessionEndedHandler = (failure) => (handler === undefined ? Promise.resolve(false) : handler(failure));
