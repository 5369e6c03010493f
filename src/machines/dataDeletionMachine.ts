import { fromPromise, setup } from 'xstate';
import { MEDIA_PROVIDER_TYPE } from '../schema/media-provider.ts';
import { removeMediaConnection } from '../services/media-providers-api.ts';
import type { ConnectableProvider } from './media/media-routes.ts';

/**
 * The data-deletion confirmation pages (spec 03 §2; DECISIONS.md: they really delete). For a
 * signed-in agent the page removes that provider's connection and stored token before it says the
 * data was removed; idempotent, so arriving right after 'Desconectar' finds nothing left and is
 * done at once. A visitor who is not signed in has nothing stored to remove here.
 */

export interface DataDeletionInput {
  readonly provider: ConnectableProvider;
  readonly signedIn: boolean;
}

export interface DataDeletionContext {
  readonly provider: ConnectableProvider;
  readonly signedIn: boolean;
}

export type DataDeletionEvent = { readonly type: 'retry' };

const TYPES = { instagram: MEDIA_PROVIDER_TYPE.Instagram, facebook: MEDIA_PROVIDER_TYPE.Facebook } as const;

export const dataDeletionMachine = setup({
  types: {
    input: {} as DataDeletionInput,
    context: {} as DataDeletionContext,
    events: {} as DataDeletionEvent,
  },
  actors: {
    remove: fromPromise<void, { readonly provider: ConnectableProvider }>(({ input }) => removeMediaConnection(TYPES[input.provider])),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'dataDeletion',
  context: ({ input }) => ({ provider: input.provider, signedIn: input.signedIn }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'signedIn', target: 'removing' }, { target: 'removed' }],
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
  },
});
