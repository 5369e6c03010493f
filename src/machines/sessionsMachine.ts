import { assign, fromPromise, setup } from 'xstate';
import { sessionsTexts } from '../i18n/account.ts';
import type { AgentSession } from '../schema/session.ts';
import { closeOtherSessions, closeSession, listSessions } from '../services/sessions-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The account's 'Sesiones activas' (issue 21: a session per device): the agent's sessions, most
 * recently used first; 'Cerrar sesión' on another device's, or 'Cerrar las demás', each after a
 * confirmation. A closed session leaves the list at once; a failed close says so and keeps it.
 */

export interface SessionsContext {
  readonly sessions: readonly AgentSession[];
  /** The session the confirmation is about ('session.close.requested'). */
  readonly closing: AgentSession | null;
}

export type SessionsEvent =
  | { readonly type: 'session.close.requested'; readonly id: string }
  | { readonly type: 'others.close.requested' }
  | { readonly type: 'close.confirmed' }
  | { readonly type: 'close.cancelled' }
  | { readonly type: 'retry' };

const failed: NotifyParams = { kind: 'error', message: sessionsTexts.failed };

export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
  },
  actors: {
    load: fromPromise<readonly AgentSession[]>(() => listSessions()),
    close: fromPromise<void, { readonly id: string }>(({ input }) => closeSession(input.id)),
    closeOthers: fromPromise<number>(() => closeOtherSessions()),
  },
  actions: {
    keepSessions: assign((_, params: { readonly sessions: readonly AgentSession[] }) => ({ sessions: params.sessions })),
    choose: assign(({ context }, params: { readonly id: string }) => ({
      closing: context.sessions.find((session) => session.id === params.id) ?? null,
    })),
    forget: assign({ closing: null }),
    removeClosed: assign(({ context }) => ({
      sessions: context.sessions.filter((session) => session.id !== context.closing?.id),
      closing: null,
    })),
    keepCurrentOnly: assign(({ context }) => ({ sessions: context.sessions.filter((session) => session.current) })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
  },
  guards: {
    /** Only another device's session, still listed, is offered 'Cerrar sesión'. */
    isOtherSession: ({ context }, params: { readonly id: string }) =>
      context.sessions.some((session) => session.id === params.id && !session.current),
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
  },
}).createMachine({
  id: 'sessions',
  context: { sessions: [], closing: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'listed', actions: { type: 'keepSessions', params: ({ event }) => ({ sessions: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
    listed: {
      on: {
        'session.close.requested': {
          guard: { type: 'isOtherSession', params: ({ event }) => ({ id: event.id }) },
          target: 'confirming',
          actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
        },
        'others.close.requested': { guard: 'hasOthers', target: 'confirmingOthers' },
      },
    },
    confirming: {
      on: {
        'close.confirmed': { target: 'closing' },
        'close.cancelled': { target: 'listed', actions: 'forget' },
      },
    },
    closing: {
      tags: ['busy'],
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({ id: context.closing?.id ?? '' }),
        onDone: {
          target: 'listed',
          actions: ['removeClosed', { type: 'notify', params: { kind: 'success', message: sessionsTexts.closed } }],
        },
        onError: { target: 'listed', actions: ['forget', { type: 'notify', params: failed }] },
      },
    },
    confirmingOthers: {
      on: {
        'close.confirmed': { target: 'closingOthers' },
        'close.cancelled': { target: 'listed' },
      },
    },
    closingOthers: {
      tags: ['busy'],
      invoke: {
        id: 'closeOthers',
        src: 'closeOthers',
        onDone: {
          target: 'listed',
          actions: ['keepCurrentOnly', { type: 'notify', params: { kind: 'success', message: sessionsTexts.othersClosed } }],
        },
        onError: { target: 'listed', actions: { type: 'notify', params: failed } },
      },
    },
  },
});
