import type { OfflineConsentPurpose, SocialProvider } from '../schema/agent.ts';
import type { ClientConfig } from '../schema/client-config.ts';
import { loadScript } from './load-script.ts';

/**
 * Obtains a provider access token for sign-in or sign-up. Offline (no client id / app id configured),
 * the server's local consent page stands in for the provider's popup and posts the token back.
 */

export type SocialAuthFailureReason = 'cancelled' | 'failed';

/** `cancelled`: the agent closed the popup or refused; nothing to report. `failed`: show the generic error. */
export class SocialAuthError extends Error {
  readonly reason: SocialAuthFailureReason;

  constructor(reason: SocialAuthFailureReason, message: string) {
    super(message);
    this.name = 'SocialAuthError';
    this.reason = reason;
  }
}

/** True for a SocialAuthError of reason `cancelled`, or a plain `{ reason: 'cancelled' }` (test doubles). */
export const isSocialAuthCancelled = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'reason' in error && error.reason === 'cancelled';

export const OAUTH_WINDOW_NAME = 'agentes-oauth';
export const OAUTH_MESSAGE_SOURCE = 'agentes-oauth';
const POPUP_FEATURES = 'width=480,height=640';
const POPUP_POLL_MS = 500;

/** What the consent page posts to its opener. */
interface ConsentMessage {
  readonly source: typeof OAUTH_MESSAGE_SOURCE;
  readonly provider: SocialProvider;
  readonly purpose?: OfflineConsentPurpose;
  readonly accessToken: string;
}

/** A sign-in token is never taken for a connection's short token, nor the reverse (the page says which it minted). */
const isConsentMessage = (data: unknown, provider: SocialProvider, purpose: OfflineConsentPurpose): data is ConsentMessage =>
  typeof data === 'object' &&
  data !== null &&
  'source' in data &&
  data.source === OAUTH_MESSAGE_SOURCE &&
  'provider' in data &&
  data.provider === provider &&
  (!('purpose' in data) || data.purpose === purpose) &&
  'accessToken' in data &&
  typeof data.accessToken === 'string' &&
  data.accessToken !== '';

/**
 * The offline consent page in a popup; resolves with the token it posts back from our own origin.
 * `connect` (a Facebook connection, issue 9) makes the page mint a short token instead of a sign-in token.
 */
export const requestOfflineToken = (provider: SocialProvider, purpose: OfflineConsentPurpose = 'sign-in'): Promise<string> =>
  new Promise((resolve, reject) => {
    const page = purpose === 'sign-in' ? `/oauth-consent/${provider}` : `/oauth-consent/${provider}?purpose=${purpose}`;
    const popup = window.open(page, OAUTH_WINDOW_NAME, POPUP_FEATURES);
    if (popup === null) {
      reject(new SocialAuthError('failed', 'The consent popup was blocked'));
      return;
    }
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isConsentMessage(event.data, provider, purpose)) return;
      finish();
      popup.close();
      resolve(event.data.accessToken);
    };
    // The consent page closes itself right after posting: give its message one more poll to arrive.
    let closedOnce = false;
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      if (!closedOnce) {
        closedOnce = true;
        return;
      }
      finish();
      reject(new SocialAuthError('cancelled', 'The consent popup was closed'));
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
  });

/* Google Identity Services: the token client (https://developers.google.com/identity/oauth2/web/guides/use-token-model). */
interface GoogleTokenResponse {
  readonly access_token?: string;
  readonly error?: string;
}
interface GoogleTokenClient {
  requestAccessToken(): void;
}
interface GoogleAccounts {
  readonly oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: GoogleTokenResponse) => void;
      error_callback?: (error: { readonly type: string }) => void;
    }): GoogleTokenClient;
  };
}

const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SCOPES = 'profile email';

const requestGoogleToken = async (clientId: string): Promise<string> => {
  await loadScript(GOOGLE_SDK).catch(() => {
    throw new SocialAuthError('failed', 'Google Identity Services did not load');
  });
  const accounts = (globalThis as { google?: { accounts?: GoogleAccounts } }).google?.accounts;
  if (accounts === undefined) throw new SocialAuthError('failed', 'Google Identity Services is unavailable');
  return new Promise((resolve, reject) => {
    accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPES,
        callback: (response) => {
          if (response.access_token !== undefined && response.error === undefined) resolve(response.access_token);
          else reject(new SocialAuthError('cancelled', response.error ?? 'No token'));
        },
        error_callback: (error) =>
          reject(
            new SocialAuthError(error.type === 'popup_closed' ? 'cancelled' : 'failed', `Google sign-in: ${error.type}`),
          ),
      })
      .requestAccessToken();
  });
};

/* Facebook JavaScript SDK (https://developers.facebook.com/docs/javascript/reference/FB.login). */
interface FacebookLoginResponse {
  readonly authResponse?: { readonly accessToken: string } | null;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

export const FACEBOOK_SDK_VERSION = 'v22.0';
export const FACEBOOK_SCOPES = 'email,public_profile';
const FACEBOOK_SDK = 'https://connect.facebook.net/es_LA/sdk.js';

let facebookReady: Promise<FacebookSdk> | null = null;

const loadFacebook = (appId: string): Promise<FacebookSdk> => {
  facebookReady ??= loadScript(FACEBOOK_SDK)
    .then(() => {
      const sdk = (globalThis as { FB?: FacebookSdk }).FB;
      if (sdk === undefined) throw new Error('FB missing');
      sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
      return sdk;
    })
    .catch(() => {
      facebookReady = null;
      throw new SocialAuthError('failed', 'The Facebook SDK did not load');
    });
  return facebookReady;
};

const requestFacebookToken = async (appId: string, scope: string = FACEBOOK_SCOPES): Promise<string> => {
  const sdk = await loadFacebook(appId);
  return new Promise((resolve, reject) => {
    sdk.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new SocialAuthError('cancelled', 'Facebook login was not authorised'));
      },
      { scope },
    );
  });
};

/** The provider's access token, through the real SDK when configured, else the offline consent page. */
export const requestSocialToken = (provider: SocialProvider, config: ClientConfig): Promise<string> => {
  if (provider === 'google') {
    return config.googleClientId === null ? requestOfflineToken('google') : requestGoogleToken(config.googleClientId);
  }
  return config.facebookAppId === null ? requestOfflineToken('facebook') : requestFacebookToken(config.facebookAppId);
};

/**
 * What a Facebook connection asks for (issue 9): the pages the agent manages and the right to post
 * on them, on top of the profile (https://developers.facebook.com/docs/permissions).
 */
export const FACEBOOK_CONNECT_SCOPES = 'public_profile,pages_show_list,pages_read_engagement,pages_manage_posts';

/** A short-lived Facebook user token for a connection: the SDK's login when configured, else the offline consent page. */
export const requestFacebookConnectToken = (config: ClientConfig): Promise<string> =>
  config.facebookAppId === null ? requestOfflineToken('facebook', 'connect') : requestFacebookToken(config.facebookAppId, FACEBOOK_CONNECT_SCOPES);
