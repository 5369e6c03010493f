import { assign, fromPromise, setup } from 'xstate';
import type { Agent } from '../schema/agent.ts';
import type { ErrorType } from '../schema/errors.ts';
import { failureType } from '../services/api-failure.ts';
import { fetchCurrentAgent, logout } from '../services/access-api.ts';
import { clearAccessToken, readAccessToken, storeAccessToken } from '../services/cookies.ts';

/**
 * Whether an agent is signed in, determined by fetching the current agent with the token of the
 * `auth.accessToken` cookie (spec 01 §4). Started once at the composition root, which reads the
 * cookie for the input: without a token the machine starts signed out, in its very first
 * snapshot, so a page without a token never shows the splash and a pre-rendered public page
 * hydrates as rendered (issue 7).
 */

export interface SessionInput {
  /** Whether the `auth.accessToken` cookie holds a token when the page starts. */
  readonly hasToken: boolean;
}

export interface SessionContext {
  readonly agent: Agent | null;
  /** The input's answer, read once by the first state. */
  readonly startedWithToken: boolean;
}

export type SessionEvent =
  | { readonly type: 'session.signedIn'; readonly agent: Agent; readonly accessToken: string }
  | { readonly type: 'session.refresh' }
  | { readonly type: 'session.agentUpdated'; readonly agent: Agent }
  | { readonly type: 'session.signOut' };

/** Answers that mean the stored token is worthless; anything else (a network failure) keeps it. */
const REFUSED_TOKEN: readonly ErrorType[] = ['ACCESS_TOKEN_INVALID', 'SESSION_REVOKED', 'AGENT_NOT_FOUND'];

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    readToken: fromPromise<string | null>(async () => readAccessToken()),
    fetchAgent: fromPromise<Agent>(() => fetchCurrentAgent()),
    logout: fromPromise<void>(() => logout()),
  },
  actions: {
    storeToken: (_, params: { readonly accessToken: string }) => storeAccessToken(params.accessToken),
    clearToken: () => clearAccessToken(),
    assignAgent: assign({ agent: (_, params: { readonly agent: Agent }) => params.agent }),
    forgetAgent: assign({ agent: null }),
  },
  guards: {
    startedWithToken: ({ context }) => context.startedWithToken,
    hasToken: (_, params: { readonly token: string | null }) => params.token !== null && params.token !== '',
    tokenRefused: (_, params: { readonly error: unknown }) => REFUSED_TOKEN.includes(failureType(params.error)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ agent: null, startedWithToken: input.hasToken }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['undetermined'],
      initial: 'starting',
      on: {
        // A sign-in that ends while a stored token is still being checked (a pre-rendered form is
        // usable meanwhile) wins: its token is the newer one.
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            { type: 'assignAgent', params: ({ event }) => ({ agent: event.agent }) },
          ],
        },
      },
      states: {
        starting: {
          always: [
            { guard: 'startedWithToken', target: 'fetchingAgent' },
            { target: '#session.signedOut' },
          ],
        },
        /** A refresh while signed out reads the cookie again (it may have been set since). */
        readingToken: {
          invoke: {
            id: 'readToken',
            src: 'readToken',
            onDone: [
              { guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) }, target: 'fetchingAgent' },
              { target: '#session.signedOut' },
            ],
            onError: { target: '#session.signedOut' },
          },
        },
        fetchingAgent: {
          invoke: {
            id: 'fetchAgent',
            src: 'fetchAgent',
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'assignAgent', params: ({ event }) => ({ agent: event.output }) },
            },
            onError: [
              {
                guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: 'clearToken',
              },
              { target: '#session.signedOut' },
            ],
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.agentUpdated': { actions: { type: 'assignAgent', params: ({ event }) => ({ agent: event.agent }) } },
        'session.signedIn': {
          target: '.idle',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            { type: 'assignAgent', params: ({ event }) => ({ agent: event.agent }) },
          ],
        },
        'session.signOut': { target: 'signingOut' },
      },
      states: {
        idle: {
          on: { 'session.refresh': { target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshAgent',
            src: 'fetchAgent',
            onDone: { target: 'idle', actions: { type: 'assignAgent', params: ({ event }) => ({ agent: event.output }) } },
            onError: [
              {
                guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: ['clearToken', 'forgetAgent'],
              },
              // A failed refresh keeps the agent we have.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            { type: 'assignAgent', params: ({ event }) => ({ agent: event.agent }) },
          ],
        },
        'session.refresh': { target: 'checking.readingToken' },
      },
    },
    signingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        // The cookie goes either way: the agent asked to leave.
        onDone: { target: 'signedOut', actions: ['clearToken', 'forgetAgent'] },
        onError: { target: 'signedOut', actions: ['clearToken', 'forgetAgent'] },
      },
    },
  },
});
