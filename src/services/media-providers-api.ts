import * as Schema from 'effect/Schema';
import { FacebookPage, InstagramAuthorizationUrl, MediaProviderAgent } from '../schema/media-provider.ts';
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
