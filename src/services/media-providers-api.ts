import * as Schema from 'effect/Schema';
import { FacebookPage, InstagramAuthorizationUrl, MEDIA_PROVIDER_TYPE, MediaProviderAgent } from '../schema/media-provider.ts';
import type { PublishChannels } from '../schema/publish-validation.ts';
import { MediaProvider } from '../schema/reference.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { failureType } from './api-failure.ts';

/** One function per media-provider call of spec 03 §7. Each rejects with an ApiFailure. */

const segment = (value: string): string => encodeURIComponent(value);

/** The providers this server can connect (Instagram, Facebook; none when neither is offered). */
export const listMediaProviders = async (client: ApiClient = defaultApiClient()): Promise<readonly MediaProvider[]> =>
  (await client.send({ method: 'get', path: '/media-providers' }, Schema.Array(MediaProvider))).data;

/** The signed-in agent's connections. */
export const listMediaConnections = async (client: ApiClient = defaultApiClient()): Promise<readonly MediaProviderAgent[]> =>
  (await client.send({ method: 'get', path: '/media-providers/agents' }, Schema.Array(MediaProviderAgent))).data;

export const connectInstagram = async (authorizationCode: string, client: ApiClient = defaultApiClient()): Promise<MediaProviderAgent> =>
  (await client.send({ method: 'post', path: '/media-providers/agents/instagram', json: { authorizationCode } }, MediaProviderAgent)).data;

export const connectFacebook = async (shortToken: string, client: ApiClient = defaultApiClient()): Promise<MediaProviderAgent> =>
  (await client.send({ method: 'post', path: '/media-providers/agents/facebook', json: { shortToken } }, MediaProviderAgent)).data;

export const disconnectMediaProvider = async (mediaProviderId: string, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'delete', path: `/media-providers/agents/${segment(mediaProviderId)}` }, Schema.Null);
};

/** Where the browser goes to authorize Instagram (offline: the server's local consent page). */
export const instagramAuthorizationUrl = async (client: ApiClient = defaultApiClient()): Promise<string> =>
  (await client.send({ method: 'get', path: '/media-providers/instagram/url' }, InstagramAuthorizationUrl)).data.redirectTo;

export const listFacebookPages = async (client: ApiClient = defaultApiClient()): Promise<readonly FacebookPage[]> =>
  (await client.send({ method: 'get', path: '/media-providers/facebook/pages' }, Schema.Array(FacebookPage))).data;

/**
 * The data-deletion page's removal (spec 03, DECISIONS.md): the agent's connection to that kind of
 * provider, if there is one, is deleted with its stored token. Idempotent: nothing connected, or a
 * connection deleted meanwhile (MEDIA_PROVIDER_NOT_FOUND), is already the wanted outcome.
 */
export const removeMediaConnection = async (type: MediaProvider['type'], client: ApiClient = defaultApiClient()): Promise<void> => {
  const connections = await listMediaConnections(client);
  for (const connection of connections.filter((candidate) => candidate.type === type)) {
    try {
      await disconnectMediaProvider(connection.mediaProviderId, client);
    } catch (error) {
      if (failureType(error) !== 'MEDIA_PROVIDER_NOT_FOUND') throw error;
    }
  }
};

/** The providers a publish check can offer to connect, by network (null: this server does not offer it). */
export interface PublishChannelsView {
  readonly channels: PublishChannels;
  readonly providers: { readonly instagram: MediaProvider | null; readonly facebook: MediaProvider | null };
}

/**
 * The agent's channels for the publish modal's check (issue 20), read as the server reads them
 * before publishing: the connections, and the pages of the Facebook connection when the draft's
 * Facebook post needs them. A Facebook token the provider refuses manages no page (null), as on
 * the server; any other failure rejects (the modal then leaves the check to the server).
 */
export const readPublishChannels = async (needed: { readonly facebook: boolean }, client: ApiClient = defaultApiClient()): Promise<PublishChannelsView> => {
  const [providers, connections] = await Promise.all([listMediaProviders(client), listMediaConnections(client)]);
  const byType = (type: MediaProvider['type']) => providers.find((provider) => provider.type === type) ?? null;
  const instagram = byType(MEDIA_PROVIDER_TYPE.Instagram);
  const facebook = byType(MEDIA_PROVIDER_TYPE.Facebook);
  const connected = (provider: MediaProvider | null) => provider !== null && connections.some((connection) => connection.mediaProviderId === provider.mediaProviderId);
  let facebookPageIds: readonly string[] | null = null;
  if (needed.facebook && connected(facebook)) {
    try {
      facebookPageIds = (await listFacebookPages(client)).map((page) => page.facebookPageId);
    } catch (error) {
      if (failureType(error) !== 'MEDIA_PROVIDER_AUTHORIZATION_FAILED' && failureType(error) !== 'MEDIA_PROVIDER_NOT_CONNECTED') throw error;
    }
  } else if (!needed.facebook) {
    facebookPageIds = [];
  }
  return { channels: { instagram: connected(instagram), facebookPageIds }, providers: { instagram, facebook } };
};
