import { assign, fromPromise, setup } from 'xstate';
import type { MediaProviderAgent } from '../schema/media-provider.ts';
import { clientConfig } from '../services/client-config.ts';
import { connectFacebook, connectInstagram, instagramAuthorizationUrl } from '../services/media-providers-api.ts';
import { beginInstagramAuthorization, forgetInstagramReturnTo } from '../services/media-return.ts';
import { isSocialAuthCancelled, requestFacebookConnectToken } from '../services/social-auth.ts';
import type { NavigateParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import type { ConnectableProvider } from './media/media-routes.ts';

/**
 * /oauth/authorize/instagram and /oauth/authorize/facebook (spec 03 §2): a spinner while the code
 * (Instagram) or the short token (Facebook) is handed to the server, then a success view and the
 * redirect 3 s later, or the error view with 'Regresar al inicio' and 'Volver a intentar'. A
 * callback without its code or token is an error. Retry: Instagram asks for a new authorization
 * URL and leaves for it; Facebook runs its login again and connects with the new token here.
 */

export interface OAuthCallbackInput {
  readonly provider: ConnectableProvider;
  /**
   * The query's code (Instagram) or access_token (Facebook); null when missing, and for Instagram
   * also when the query's state is not the one this tab sent (the route checks it).
   */
  readonly credential: string | null;
  /** Where success leads (media-routes.ts callbackTarget). */
  readonly target: string;
}

/** Which message the error view shows (spec 03 §8). */
export type OAuthCallbackFailure = 'authorization' | 'instagram' | 'facebook';

export interface OAuthCallbackContext {
  readonly provider: ConnectableProvider;
  readonly credential: string | null;
  readonly target: string;
  readonly failure: OAuthCallbackFailure | null;
}

export type OAuthCallbackEvent = { readonly type: 'home' } | { readonly type: 'retry' };

export const REDIRECT_DELAY_MS = 3000;

export interface ConnectInput {
  readonly provider: ConnectableProvider;
  readonly credential: string;
}

export const oauthCallbackMachine = setup({
  types: {
    input: {} as OAuthCallbackInput,
    context: {} as OAuthCallbackContext,
    events: {} as OAuthCallbackEvent,
  },
  actors: {
    connect: fromPromise<MediaProviderAgent, ConnectInput>(({ input }) =>
      input.provider === 'instagram' ? connectInstagram(input.credential) : connectFacebook(input.credential),
    ),
    /** A new authorization: a fresh state; the return address stored before stays. */
    instagramUrl: fromPromise<string>(async () => beginInstagramAuthorization(await instagramAuthorizationUrl(), null)),
    facebookToken: fromPromise<string>(() => requestFacebookConnectToken(clientConfig())),
  },
  actions: {
    fail: assign((_, params: { readonly failure: OAuthCallbackFailure }) => ({ failure: params.failure })),
    useToken: assign((_, params: { readonly credential: string }) => ({ credential: params.credential, failure: null })),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
    /** The stored Instagram return address served its purpose (services/media-return.ts). */
    forgetReturn: () => forgetInstagramReturnTo(),
  },
  guards: {
    hasCredential: ({ context }) => context.credential !== null && context.credential !== '',
    isInstagram: ({ context }) => context.provider === 'instagram',
    wasCancelled: (_, params: { readonly error: unknown }) => isSocialAuthCancelled(params.error),
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ provider: input.provider, credential: input.credential, target: input.target, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasCredential', target: 'connecting' },
        // No code or token (the agent refused, or the address was cut): the error view (spec 03 §8).
        { target: 'failed', actions: { type: 'fail', params: { failure: 'authorization' } } },
      ],
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ provider: context.provider, credential: context.credential ?? '' }),
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'authorization' } } },
      },
    },
    succeeded: {
      after: {
        redirectDelay: {
          target: 'leaving',
          // Replace: going back should not land on a callback whose code is spent.
          actions: ['forgetReturn', { type: 'navigate', params: ({ context }) => ({ to: context.target, replace: true }) }],
        },
      },
    },
    failed: {
      on: {
        home: { target: 'leaving', actions: { type: 'navigate', params: { to: '/', replace: true } } },
        retry: [{ guard: 'isInstagram', target: 'fetchingInstagramUrl' }, { target: 'authorizingFacebook' }],
      },
    },
    fetchingInstagramUrl: {
      tags: ['busy'],
      invoke: {
        id: 'instagramUrl',
        src: 'instagramUrl',
        onDone: { target: 'leaving', actions: { type: 'navigate', params: ({ event }) => ({ to: event.output, full: true }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'instagram' } } },
      },
    },
    authorizingFacebook: {
      tags: ['busy'],
      invoke: {
        id: 'facebookToken',
        src: 'facebookToken',
        onDone: { target: 'connecting', actions: { type: 'useToken', params: ({ event }) => ({ credential: event.output }) } },
        onError: [
          // The popup was closed: the error view stays as it was.
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'failed', actions: { type: 'fail', params: { failure: 'facebook' } } },
        ],
      },
    },
    leaving: { tags: ['busy'] },
  },
});
