import { assign, fromPromise, setup } from 'xstate';
import { MEDIA_PROVIDER_TYPE } from '../schema/media-provider.ts';
import type { MediaProvider } from '../schema/reference.ts';
import { failureType } from '../services/api-failure.ts';
import { clientConfig } from '../services/client-config.ts';
import { disconnectMediaProvider, instagramAuthorizationUrl } from '../services/media-providers-api.ts';
import { beginConnect, beginInstagramAuthorization } from '../services/media-return.ts';
import { isSocialAuthCancelled, requestFacebookConnectToken } from '../services/social-auth.ts';
import type { NavigateParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { dataDeletionPath, facebookCallbackPath, returnPathFor, type ConnectableProvider, type ConnectionOrigin } from './media/media-routes.ts';

/**
 * Connect and disconnect on a media-provider grid (spec 03 §2 "Social connection screens", spec 02
 * §2.5): the connect modal, then Facebook's login (a short token, taken to the callback route) or
 * Instagram's authorization window (the browser leaves for it, the return address stored first);
 * the 'Desconectar {name}' confirmation, the call, then the provider's data-deletion page. The
 * grid's list itself is a listMachine; this machine owns only the dialogs and the calls.
 */

export interface MediaProviderInput {
  readonly from: ConnectionOrigin;
  /** The draft whose post tool started it (from=property-editor); null on the grids. */
  readonly contextId?: string | null;
}

/** Which failure the view reads out: in the connect modal, or above the grid after a disconnect. */
export type MediaProviderFailure = 'facebook' | 'instagram' | 'disconnect';

export interface MediaProviderContext {
  readonly from: ConnectionOrigin;
  readonly contextId: string | null;
  /** The provider of the open dialog (kept while its call runs and after a failure). */
  readonly provider: MediaProvider | null;
  readonly failure: MediaProviderFailure | null;
}

export type MediaProviderEvent =
  | { readonly type: 'connect.requested'; readonly provider: MediaProvider }
  | { readonly type: 'connect.confirmed' }
  | { readonly type: 'connect.cancelled' }
  | { readonly type: 'disconnect.requested'; readonly provider: MediaProvider }
  | { readonly type: 'disconnect.confirmed' }
  | { readonly type: 'disconnect.cancelled' };

/** What the Facebook login hands the callback route. */
export interface FacebookLogin {
  readonly accessToken: string;
  readonly state: string;
}

const providerKey = (provider: MediaProvider | null): ConnectableProvider =>
  provider?.type === MEDIA_PROVIDER_TYPE.Instagram ? 'instagram' : 'facebook';

/** After a disconnection, the provider's data-deletion page confirms it (spec 03 §2), told where the agent came from. */
const toDataDeletion = {
  type: 'navigate',
  params: ({ context }: { readonly context: MediaProviderContext }) => ({
    // `disconnected`: the page shows the outcome instead of asking again (nothing is deleted by it).
    to: dataDeletionPath({ provider: providerKey(context.provider), from: context.from, disconnected: true }),
  }),
} as const;

export const mediaProviderMachine = setup({
  types: {
    input: {} as MediaProviderInput,
    context: {} as MediaProviderContext,
    events: {} as MediaProviderEvent,
  },
  actors: {
    /** Facebook's short token, and a fresh state (stored in this tab) that the callback checks (issue 20). */
    facebookToken: fromPromise<FacebookLogin>(async () => {
      const accessToken = await requestFacebookConnectToken(clientConfig());
      return { accessToken, state: beginConnect('facebook') };
    }),
    /** Instagram's authorization URL with a fresh state; the state and the return address are stored for the callback. */
    instagramUrl: fromPromise<string, { readonly returnTo: string }>(async ({ input }) =>
      beginInstagramAuthorization(await instagramAuthorizationUrl(), input.returnTo),
    ),
    disconnect: fromPromise<void, { readonly mediaProviderId: string }>(({ input }) => disconnectMediaProvider(input.mediaProviderId)),
  },
  actions: {
    open: assign((_, params: { readonly provider: MediaProvider }) => ({ provider: params.provider, failure: null })),
    fail: assign((_, params: { readonly failure: MediaProviderFailure }) => ({ failure: params.failure })),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
  guards: {
    isInstagram: ({ context }) => context.provider?.type === MEDIA_PROVIDER_TYPE.Instagram,
    isFacebook: ({ context }) => context.provider?.type === MEDIA_PROVIDER_TYPE.Facebook,
    wasCancelled: (_, params: { readonly error: unknown }) => isSocialAuthCancelled(params.error),
    /** Already gone (another tab, the data-deletion page): the agent wanted exactly that. */
    wasAlreadyGone: (_, params: { readonly error: unknown }) => failureType(params.error) === 'MEDIA_PROVIDER_NOT_FOUND',
  },
}).createMachine({
  id: 'mediaProvider',
  context: ({ input }) => ({ from: input.from, contextId: input.contextId ?? null, provider: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'connect.requested': { target: 'connectOpen', actions: { type: 'open', params: ({ event }) => ({ provider: event.provider }) } },
        'disconnect.requested': {
          target: 'confirmingDisconnect',
          actions: { type: 'open', params: ({ event }) => ({ provider: event.provider }) },
        },
      },
    },
    // The connect modal: icon, permissions, note, and the provider's button.
    connectOpen: {
      tags: ['connectDialog'],
      on: {
        'connect.confirmed': [
          { guard: 'isFacebook', target: 'authorizingFacebook' },
          { guard: 'isInstagram', target: 'fetchingInstagramUrl' },
        ],
        'connect.cancelled': { target: 'idle' },
      },
    },
    authorizingFacebook: {
      tags: ['busy', 'connectDialog'],
      invoke: {
        id: 'facebookToken',
        src: 'facebookToken',
        onDone: {
          target: 'leaving',
          actions: {
            type: 'navigate',
            params: ({ context, event }) => ({
              to: facebookCallbackPath({ ...event.output, from: context.from, contextId: context.contextId }),
            }),
          },
        },
        onError: [
          // The agent closed the popup: back to the modal, nothing to report.
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ error: event.error }) }, target: 'connectOpen' },
          { target: 'connectOpen', actions: { type: 'fail', params: { failure: 'facebook' } } },
        ],
      },
    },
    fetchingInstagramUrl: {
      tags: ['busy', 'connectDialog'],
      invoke: {
        id: 'instagramUrl',
        src: 'instagramUrl',
        input: ({ context }) => ({ returnTo: returnPathFor(context.from, context.contextId) }),
        onDone: {
          target: 'leaving',
          // Instagram's window (offline: the server's consent page) is not a page of the SPA.
          actions: { type: 'navigate', params: ({ event }) => ({ to: event.output, full: true }) },
        },
        onError: { target: 'connectOpen', actions: { type: 'fail', params: { failure: 'instagram' } } },
      },
    },
    confirmingDisconnect: {
      tags: ['disconnectDialog'],
      on: {
        'disconnect.confirmed': { target: 'disconnecting' },
        'disconnect.cancelled': { target: 'idle' },
      },
    },
    disconnecting: {
      tags: ['busy', 'disconnectDialog'],
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({ mediaProviderId: context.provider?.mediaProviderId ?? '' }),
        onDone: { target: 'leaving', actions: toDataDeletion },
        onError: [
          { guard: { type: 'wasAlreadyGone', params: ({ event }) => ({ error: event.error }) }, target: 'leaving', actions: toDataDeletion },
          { target: 'idle', actions: { type: 'fail', params: { failure: 'disconnect' } } },
        ],
      },
    },
    // The browser is on its way elsewhere: every button stays disabled, the dialog stays until it goes.
    leaving: { tags: ['busy'] },
  },
});
