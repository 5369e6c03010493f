import type { InstagramConnector, ProviderGrant } from './media.ts';
import { expiryOf, idOf, isObject, providerJson, textOf, type Fetch } from './provider-http.ts';

/** Business Login for Instagram's permissions: the profile, and publishing (spec 03: posts). */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish'];
export const INSTAGRAM_AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize';
const INSTAGRAM_TOKEN_URL = 'https://api.instagram.com/oauth/access_token';
const INSTAGRAM_GRAPH = 'https://graph.instagram.com';

export interface InstagramConnectOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Registered in the app's dashboard: `<PUBLIC_URL>/oauth/authorize/instagram`, the SPA's callback. */
  readonly redirectUri: string;
  readonly fetch?: Fetch;
  readonly now?: () => Date;
}

/** The SPA's callback route, where Instagram sends the browser back with `?code=`. */
export const instagramRedirectUri = (publicUrl: string): string => `${publicUrl}/oauth/authorize/instagram`;

/**
 * Instagram API with Instagram Login (developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login):
 *
 * 1. the authorization window at www.instagram.com/oauth/authorize (response_type=code);
 * 2. `POST api.instagram.com/oauth/access_token` (form: client id and secret, authorization_code,
 *    the same redirect_uri, the code) → a short-lived token and the user id — documented both
 *    flat and wrapped in `data: [ … ]`, so both are read;
 * 3. `GET graph.instagram.com/access_token?grant_type=ig_exchange_token` → the long-lived token (60 days);
 * 4. `GET graph.instagram.com/v22.0/me?fields=user_id,username` → the account's name.
 */
export function createInstagramConnector({
  clientId,
  clientSecret,
  redirectUri,
  fetch: fetchFn = fetch,
  now = () => new Date(),
}: InstagramConnectOptions): InstagramConnector {
  return {
    authorizationUrl() {
      const params = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: INSTAGRAM_SCOPES.join(',') });
      return `${INSTAGRAM_AUTHORIZE_URL}?${params.toString()}`;
    },

    async exchange(authorizationCode): Promise<ProviderGrant | null> {
      // Instagram appends '#_' to the redirect; a client that kept it sends it along.
      const code = authorizationCode.endsWith('#_') ? authorizationCode.slice(0, -2) : authorizationCode;
      const answered = await providerJson(fetchFn, INSTAGRAM_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code }).toString(),
      });
      const grant = Array.isArray(answered?.data) ? answered.data[0] : answered;
      const shortToken = isObject(grant) ? textOf(grant.access_token) : null;
      const userId = isObject(grant) ? idOf(grant.user_id) : null;
      if (shortToken === null || userId === null) return null;

      const long = await providerJson(
        fetchFn,
        `${INSTAGRAM_GRAPH}/access_token?${new URLSearchParams({ grant_type: 'ig_exchange_token', client_secret: clientSecret, access_token: shortToken }).toString()}`,
      );
      const accessToken = textOf(long?.access_token);
      if (long === null || accessToken === null) return null;

      const me = await providerJson(fetchFn, `${INSTAGRAM_GRAPH}/v22.0/me?${new URLSearchParams({ fields: 'user_id,username', access_token: accessToken }).toString()}`);
      if (me === null) return null;
      return { accountId: userId, accountName: textOf(me.username), accessToken, expiresAt: expiryOf(long.expires_in, now()) };
    },
  };
}
