import { assign, setup } from 'xstate';
import type { Agent } from '../schema/agent.ts';
import type { SignedIn } from '../services/access-api.ts';
import { ignoreEffect } from './effects.ts';

/**
 * Issue 21, item 2: signing in again where the agent stands. Owned by the composition root. When a
 * private call of the signed-in agent is refused because the session ended (ACCESS_TOKEN_INVALID, or
 * SESSION_REVOKED: closed from another device or by a password change), the api client parks the call
 * and the root sends `session.ended`: the shell then shows the sign-in dialog over the page, saying why.
 * Every other call refused meanwhile joins the same dialog. Signed in again as the same agent: the new
 * token goes to the session and every parked call is replayed, so the page and its machines carry on.
 * As another agent: nothing is replayed (the page holds the first agent's data); the app loads
 * /dashboard afresh. 'Cerrar sesión' drops the parked calls (they fail as they did) and signs out.
 */

export type SessionEndReason = 'ACCESS_TOKEN_INVALID' | 'SESSION_REVOKED';

export interface ReauthContext {
  /** Why the dialog is open; null while it is closed. SESSION_REVOKED wins: it explains more. */
  readonly reason: SessionEndReason | null;
  /** The agent whose session ended (the one signed in on this page). */
  readonly agentId: string;
  /** Their e-mail, prefilled in the dialog. */
  readonly email: string;
}

export type ReauthEvent =
  | { readonly type: 'session.ended'; readonly reason: SessionEndReason; readonly agent: Pick<Agent, 'agentId' | 'emailAddress'> }
  | { readonly type: 'reauth.signedIn'; readonly agent: Agent; readonly accessToken: string }
  | { readonly type: 'reauth.signOut' };

export const reauthMachine = setup({
  types: {
    context: {} as ReauthContext,
    events: {} as ReauthEvent,
  },
  actions: {
    open: assign((_, params: { readonly reason: SessionEndReason; readonly agent: Pick<Agent, 'agentId' | 'emailAddress'> }) => ({
      reason: params.reason,
      agentId: params.agent.agentId,
      email: params.agent.emailAddress,
    })),
    noteRevoked: assign({ reason: 'SESSION_REVOKED' as const }),
    close: assign({ reason: null }),
    /** The root stores the new token as the login does (session.signedIn). */
    renewSession: (_, _params: SignedIn) => ignoreEffect(),
    /** The root stores the other agent's token and loads /dashboard with a full reload. */
    switchAgent: (_, _params: SignedIn) => ignoreEffect(),
    /** Every parked call is sent again, with the new token. */
    replayParked: () => ignoreEffect(),
    /** Every parked call fails with its original refusal. */
    dropParked: () => ignoreEffect(),
    /** The normal logout (session.signOut). */
    signOut: () => ignoreEffect(),
  },
  guards: {
    revoked: (_, params: { readonly reason: SessionEndReason }) => params.reason === 'SESSION_REVOKED',
    sameAgent: ({ context }, params: { readonly agent: Agent }) => params.agent.agentId === context.agentId,
  },
}).createMachine({
  id: 'reauth',
  context: { reason: null, agentId: '', email: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.ended': {
          target: 'open',
          actions: { type: 'open', params: ({ event }) => ({ reason: event.reason, agent: event.agent }) },
        },
      },
    },
    /** The dialog: one for every call refused while it is open. */
    open: {
      on: {
        'session.ended': {
          guard: { type: 'revoked', params: ({ event }) => ({ reason: event.reason }) },
          actions: 'noteRevoked',
        },
        'reauth.signedIn': [
          {
            guard: { type: 'sameAgent', params: ({ event }) => ({ agent: event.agent }) },
            target: 'idle',
            actions: [
              { type: 'renewSession', params: ({ event }) => ({ agent: event.agent, accessToken: event.accessToken }) },
              'replayParked',
              'close',
            ],
          },
          {
            target: 'leaving',
            actions: [
              'dropParked',
              { type: 'switchAgent', params: ({ event }) => ({ agent: event.agent, accessToken: event.accessToken }) },
            ],
          },
        ],
        'reauth.signOut': { target: 'idle', actions: ['dropParked', 'signOut', 'close'] },
      },
    },
    /** Another agent signed in: the page is being replaced by a full load of /dashboard. */
    leaving: { type: 'final' },
  },
});
