import { assign, fromPromise, setup } from 'xstate';
import type { MediaProviderAgent, MediaProviderReplacement } from '../schema/media-provider.ts';
import { failureType } from '../services/api-failure.ts';
import { clientConfig } from '../services/client-config.ts';
import { connectMediaProvider, instagramAuthorizationUrl, mediaProviderReplacement } from '../services/media-providers-api.ts';
import { beginInstagramAuthorization, claimConnectState, forgetInstagramReturnTo } from '../services/media-return.ts';
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
 *
 * Issue 20: the query's `state` must be the one this tab stored when it started the connection
 * (claimed once, services/media-return.ts), else nothing is sent to the server and the error view
 * says the agent did not start it. A different account than the connected one is connected only
 * after the agent confirms it in the 'Conectar otra cuenta de …' dialog, which names both.
 */

export interface OAuthCallbackInput {
  readonly provider: ConnectableProvider;
  /** The query's code (Instagram) or access_token (Facebook); null when missing. */
  readonly credential: string | null;
  /** The query's state: connected only if it is the one this tab stored for the provider. */
  readonly state: string | null;
  /** Where success leads (media-routes.ts callbackTarget). */
  readonly target: string;
}

/** Which message the error view shows (spec 03 §8; 'unrequested': a callback this tab did not start). */
export type OAuthCallbackFailure = 'authorization' | 'instagram' | 'facebook' | 'unrequested';

export interface OAuthCallbackContext {
  readonly provider: ConnectableProvider;
  readonly credential: string | null;
  readonly state: string | null;
  readonly target: string;
  readonly failure: OAuthCallbackFailure | null;
  /** Both account names while the replace dialog is open. */
  readonly replacement: MediaProviderReplacement | null;
}

export type OAuthCallbackEvent =
  | { readonly type: 'home' }
  | { readonly type: 'retry' }
  | { readonly type: 'replace.confirmed' }
  | { readonly type: 'replace.cancelled' };

export const REDIRECT_DELAY_MS = 3000;

export interface ConnectInput {
  readonly provider: ConnectableProvider;
  readonly credential: string;
  readonly replace: boolean;
}

const fail = (failure: OAuthCallbackFailure) => ({ type: 'fail', params: { failure } }) as const;
const toTarget = [
  'forgetReturn',
  { type: 'navigate', params: ({ context }: { readonly context: OAuthCallbackContext }) => ({ to: context.target, replace: true }) },
] as const;

export const oauthCallbackMachine = setup({
  types: {
    input: {} as OAuthCallbackInput,
    context: {} as OAuthCallbackContext,
    events: {} as OAuthCallbackEvent,
  },
  actors: {
    /** True when the query's state is the one this tab stored (spent by this check either way). */
    claimState: fromPromise<boolean, { readonly provider: ConnectableProvider; readonly state: string | null }>(({ input }) =>
      claimConnectState(input.provider, input.state),
    ),
    connect: fromPromise<MediaProviderAgent, ConnectInput>(({ input }) => connectMediaProvider(input.provider, input.credential, input.replace)),
    replacement: fromPromise<MediaProviderReplacement, { readonly provider: ConnectableProvider }>(({ input }) => mediaProviderReplacement(input.provider)),
    /** A new authorization: a fresh state; the return address stored before stays. */
    instagramUrl: fromPromise<string>(async () => beginInstagramAuthorization(await instagramAuthorizationUrl(), null)),
    facebookToken: fromPromise<string>(() => requestFacebookConnectToken(clientConfig())),
  },
  actions: {
    fail: assign((_, params: { readonly failure: OAuthCallbackFailure }) => ({ failure: params.failure })),
    useToken: assign((_, params: { readonly credential: string }) => ({ credential: params.credential, failure: null })),
    askReplace: assign((_, params: { readonly replacement: MediaProviderReplacement }) => ({ replacement: params.replacement })),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
    /** The stored Instagram return address served its purpose (services/media-return.ts). */
    forgetReturn: () => forgetInstagramReturnTo(),
  },
  guards: {
    hasCredential: ({ context }) => context.credential !== null && context.credential !== '',
    isInstagram: ({ context }) => context.provider === 'instagram',
    wasCancelled: (_, params: { readonly error: unknown }) => isSocialAuthCancelled(params.error),
    isClaimed: (_, params: { readonly claimed: boolean }) => params.claimed,
    isAccountChange: (_, params: { readonly error: unknown }) => failureType(params.error) === 'MEDIA_PROVIDER_ACCOUNT_CHANGE',
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({
    provider: input.provider,
    credential: input.credential,
    state: input.state,
    target: input.target,
    failure: null,
    replacement: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasCredential', target: 'claiming' },
        // No code or token (the agent refused, or the address was cut): the error view (spec 03 §8).
        { target: 'failed', actions: fail('authorization') },
      ],
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claimState',
        src: 'claimState',
        input: ({ context }) => ({ provider: context.provider, state: context.state }),
        onDone: [
          { guard: { type: 'isClaimed', params: ({ event }) => ({ claimed: event.output }) }, target: 'connecting' },
          // Not started in this tab (a crafted link, a replayed address): nothing reaches the server.
          { target: 'failed', actions: fail('unrequested') },
        ],
        onError: { target: 'failed', actions: fail('unrequested') },
      },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ provider: context.provider, credential: context.credential ?? '', replace: false }),
        onDone: { target: 'succeeded' },
        onError: [
          { guard: { type: 'isAccountChange', params: ({ event }) => ({ error: event.error }) }, target: 'loadingReplacement' },
          { target: 'failed', actions: fail('authorization') },
        ],
      },
    },
    loadingReplacement: {
      tags: ['busy'],
      invoke: {
        id: 'replacement',
        src: 'replacement',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: { target: 'confirmingReplace', actions: { type: 'askReplace', params: ({ event }) => ({ replacement: event.output }) } },
        onError: { target: 'failed', actions: fail('authorization') },
      },
    },
    // 'Conectar otra cuenta de …': both names; the connection stays as it was until the agent confirms.
    confirmingReplace: {
      tags: ['replaceDialog'],
      on: {
        'replace.confirmed': { target: 'replacing' },
        // Kept: back where the connection started, which still shows the connected account.
        'replace.cancelled': { target: 'leaving', actions: toTarget },
      },
    },
    replacing: {
      tags: ['busy', 'replaceDialog'],
      invoke: {
        id: 'replace',
        src: 'connect',
        input: ({ context }) => ({ provider: context.provider, credential: context.credential ?? '', replace: true }),
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: fail('authorization') },
      },
    },
    succeeded: {
      after: {
        // Replace: going back should not land on a callback whose code is spent.
        redirectDelay: { target: 'leaving', actions: toTarget },
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
        onError: { target: 'failed', actions: fail('instagram') },
      },
    },
    authorizingFacebook: {
      tags: ['busy'],
      invoke: {
        id: 'facebookToken',
        src: 'facebookToken',
        // The token came straight from the login run on this page (no address carried it): no state to check.
        onDone: { target: 'connecting', actions: { type: 'useToken', params: ({ event }) => ({ credential: event.output }) } },
        onError: [
          // The popup was closed: the error view stays as it was.
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'failed', actions: fail('facebook') },
        ],
      },
    },
    leaving: { tags: ['busy'] },
  },
});
