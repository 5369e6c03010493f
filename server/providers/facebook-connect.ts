import { createHmac } from 'node:crypto';
import type { FacebookPage } from '../../src/schema/media-provider.ts';
import type { FacebookConnector, ProviderGrant } from './media.ts';
import { expiryOf, idOf, isObject, providerJson, textOf, type Fetch } from './provider-http.ts';

/** The Graph API version the SPA's SDK uses (spec 03 §9). */
export const GRAPH_URL = 'https://graph.facebook.com/v22.0';
const GRAPH_HOST = 'graph.facebook.com';
/** At most this many pages of `me/accounts` (100 pages each) are followed. */
const MAX_PAGE_REQUESTS = 10;
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface FacebookConnectOptions {
  readonly appId: string;
  readonly appSecret: string;
  readonly fetch?: Fetch;
  readonly now?: () => Date;
}

/**
 * Facebook through the Graph API (developers.facebook.com/docs/facebook-login/guides/access-tokens):
 *
 * 1. `GET /debug_token` with the app token: the short token is valid and was issued to our app
 *    (a token of another app would otherwise be accepted as ours).
 * 2. `GET /oauth/access_token?grant_type=fb_exchange_token`: the long-lived user token (~60 days).
 * 3. `GET /me?fields=id,name` with that token and its `appsecret_proof`: the same user.
 *
 * Pages: `GET /me/accounts?fields=id,name,picture{url}`, following `paging.next` on graph.facebook.com.
 */
export function createFacebookConnector({ appId, appSecret, fetch: fetchFn = fetch, now = () => new Date() }: FacebookConnectOptions): FacebookConnector {
  const proof = (token: string): string => createHmac('sha256', appSecret).update(token).digest('hex');
  const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

  return {
    async exchange(shortToken): Promise<ProviderGrant | null> {
      const debug = await providerJson(
        fetchFn,
        `https://${GRAPH_HOST}/debug_token?${query({ input_token: shortToken, access_token: `${appId}|${appSecret}` })}`,
      );
      const data = isObject(debug?.data) ? debug.data : null;
      const userId = idOf(data?.user_id);
      if (data === null || data.is_valid !== true || idOf(data.app_id) !== appId || userId === null) return null;

      const exchanged = await providerJson(
        fetchFn,
        `${GRAPH_URL}/oauth/access_token?${query({
          grant_type: 'fb_exchange_token',
          client_id: appId,
          client_secret: appSecret,
          fb_exchange_token: shortToken,
        })}`,
      );
      const accessToken = textOf(exchanged?.access_token);
      if (exchanged === null || accessToken === null) return null;

      const me = await providerJson(fetchFn, `${GRAPH_URL}/me?${query({ fields: 'id,name', access_token: accessToken, appsecret_proof: proof(accessToken) })}`);
      if (me === null || idOf(me.id) !== userId) return null;
      return { accountId: userId, accountName: textOf(me.name), accessToken, expiresAt: expiryOf(exchanged.expires_in, now()) };
    },

    async pages(accessToken): Promise<FacebookPage[] | null> {
      const pages: FacebookPage[] = [];
      let url: string | null =
        `${GRAPH_URL}/me/accounts?${query({ fields: 'id,name,picture{url}', limit: '100', access_token: accessToken, appsecret_proof: proof(accessToken) })}`;
      for (let requests = 0; url !== null && requests < MAX_PAGE_REQUESTS; requests++) {
        const body = await providerJson(fetchFn, url);
        if (body === null) return null;
        for (const item of Array.isArray(body.data) ? body.data : []) {
          if (!isObject(item)) continue;
          const id = idOf(item.id);
          const name = textOf(item.name);
          if (id === null || !PAGE_ID.test(id) || name === null) continue;
          const picture = isObject(item.picture) && isObject(item.picture.data) ? textOf(item.picture.data.url) : null;
          pages.push({ facebookPageId: id, name, pictureUrl: picture });
        }
        url = nextPage(isObject(body.paging) ? body.paging.next : undefined, accessToken, proof);
      }
      return pages;
    },
  };
}

/** `paging.next` only when it stays on the Graph API over https, with our proof (it carries the token). */
function nextPage(next: unknown, accessToken: string, proof: (token: string) => string): string | null {
  if (typeof next !== 'string') return null;
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.host !== GRAPH_HOST) return null;
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('appsecret_proof', proof(accessToken));
  return url.toString();
}
