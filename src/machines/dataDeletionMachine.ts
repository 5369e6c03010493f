import { assign, fromPromise, setup } from 'xstate';
import { MEDIA_PROVIDER_TYPE, type DataDeletionRequest } from '../schema/media-provider.ts';
import { findDataDeletionRequest, loadDeletionSummary, removeMediaConnection, type DeletionSummary } from '../services/media-providers-api.ts';
import type { ConnectableProvider } from './media/media-routes.ts';

/**
 * The data-deletion pages (spec 03 §2 "Data-deletion pages"; issue 20: delete only on the agent's
 * explicit confirmation). A signed-in agent first sees what is stored for that provider (the
 * account's name and, for Facebook, its pages) and the data goes only when they press the confirm
 * button; with nothing stored the page says so. Right after the grid's 'Desconectar' (which
 * already asked) the page shows the outcome. `?code=` shows the status of a request Meta's signed
 * callback made. A visitor who is not signed in reads the spec's confirmation: nothing stored here
 * can be tied to them.
 */

export interface DataDeletionInput {
  readonly provider: ConnectableProvider;
  readonly signedIn: boolean;
  /** The grid has just disconnected (the query's `disconnected=1`): nothing is left to confirm. */
  readonly disconnected?: boolean;
  /** A confirmation code of a provider's deletion request (the query's `code`). */
  readonly code?: string | null;
}

export interface DataDeletionContext {
  readonly provider: ConnectableProvider;
  readonly signedIn: boolean;
  readonly disconnected: boolean;
  readonly code: string | null;
  readonly summary: DeletionSummary | null;
  readonly request: DataDeletionRequest | null;
}

export type DataDeletionEvent = { readonly type: 'confirm' } | { readonly type: 'retry' };

const TYPES = { instagram: MEDIA_PROVIDER_TYPE.Instagram, facebook: MEDIA_PROVIDER_TYPE.Facebook } as const;

export const dataDeletionMachine = setup({
  types: {
    input: {} as DataDeletionInput,
    context: {} as DataDeletionContext,
    events: {} as DataDeletionEvent,
  },
  actors: {
    load: fromPromise<DeletionSummary | null, { readonly provider: ConnectableProvider }>(({ input }) => loadDeletionSummary(TYPES[input.provider])),
    remove: fromPromise<void, { readonly provider: ConnectableProvider }>(({ input }) => removeMediaConnection(TYPES[input.provider])),
    request: fromPromise<DataDeletionRequest, { readonly code: string }>(({ input }) => findDataDeletionRequest(input.code)),
  },
  actions: {
    keepSummary: assign((_, params: { readonly summary: DeletionSummary | null }) => ({ summary: params.summary })),
    keepRequest: assign((_, params: { readonly request: DataDeletionRequest }) => ({ request: params.request })),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code !== '',
    signedIn: ({ context }) => context.signedIn,
    justDisconnected: ({ context }) => context.disconnected,
    isStored: (_, params: { readonly summary: DeletionSummary | null }) => params.summary !== null,
  },
}).createMachine({
  id: 'dataDeletion',
  context: ({ input }) => ({
    provider: input.provider,
    signedIn: input.signedIn,
    disconnected: input.disconnected ?? false,
    code: input.code ?? null,
    summary: null,
    request: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasCode', target: 'readingRequest' }, { guard: 'signedIn', target: 'loading' }, { target: 'removed' }],
    },
    readingRequest: {
      tags: ['busy'],
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: { target: 'requestFound', actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) } },
        onError: { target: 'requestMissing' },
      },
    },
    // What is stored, read only: the page deletes nothing on its own (issue 20).
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: [
          {
            guard: { type: 'isStored', params: ({ event }) => ({ summary: event.output }) },
            target: 'confirming',
            actions: { type: 'keepSummary', params: ({ event }) => ({ summary: event.output }) },
          },
          // After the grid's disconnection the page reports it, as spec 03 words it.
          { guard: 'justDisconnected', target: 'removed' },
          { target: 'nothingStored' },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading' } },
    },
    confirming: {
      on: { confirm: { target: 'removing' } },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: { target: 'removed' },
        // Never claim a removal that failed: the error and a retry instead.
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { retry: { target: 'removing' } },
    },
    removed: { type: 'final' },
    nothingStored: { type: 'final' },
    requestFound: { type: 'final' },
    requestMissing: { type: 'final' },
  },
});
