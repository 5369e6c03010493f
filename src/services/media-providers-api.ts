import * as Schema from 'effect/Schema';
import {
  DataDeletionRequest,
  FacebookPage,
  InstagramAuthorizationUrl,
  MEDIA_PROVIDER_TYPE,
  MediaProviderAgent,
  MediaProviderReplacement,
} from '../schema/media-provider.ts';
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

/**
 * Connects the code (Instagram) or short token (Facebook). Without `replace`, a different account
 * than the connected one answers MEDIA_PROVIDER_ACCOUNT_CHANGE (issue 20): the agent confirms first.
 */
export const connectMediaProvider = async (
  provider: 'instagram' | 'facebook',
  credential: string,
  replace = false,
  client: ApiClient = defaultApiClient(),
): Promise<MediaProviderAgent> => {
  const json = provider === 'instagram' ? { authorizationCode: credential } : { shortToken: credential };
  return (await client.send({ method: 'post', path: `/media-providers/agents/${provider}`, json: replace ? { ...json, replace } : json }, MediaProviderAgent)).data;
};

/** After MEDIA_PROVIDER_ACCOUNT_CHANGE: the connected account's name and the new one's. */
export const mediaProviderReplacement = async (
  provider: 'instagram' | 'facebook',
  client: ApiClient = defaultApiClient(),
): Promise<MediaProviderReplacement> =>
  (await client.send({ method: 'get', path: `/media-providers/agents/${provider}/replacement` }, MediaProviderReplacement)).data;

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
/** What the data-deletion page shows before the agent confirms: the connection's account and (Facebook) its pages. */
export interface DeletionSummary {
  readonly accountName: string | null;
  /** The pages' names; null when Facebook did not answer (the page still offers the deletion). */
  readonly pages: readonly string[] | null;
}

/** The signed-in agent's connection of that type as the data-deletion page lists it; null when there is none. */
export const loadDeletionSummary = async (type: MediaProvider['type'], client: ApiClient = defaultApiClient()): Promise<DeletionSummary | null> => {
  const connection = (await listMediaConnections(client)).find((candidate) => candidate.type === type);
  if (connection === undefined) return null;
  const pages =
    type === MEDIA_PROVIDER_TYPE.Facebook ? await listFacebookPages(client).then((list) => list.map((page) => page.name), () => null) : [];
  return { accountName: connection.accountName, pages };
};

/** A data-deletion request Meta's signed callback made, by its confirmation code (issue 20). */
export const findDataDeletionRequest = async (code: string, client: ApiClient = defaultApiClient()): Promise<DataDeletionRequest> =>
  (await client.send({ method: 'get', path: `/media-providers/data-deletion/${segment(code)}` }, DataDeletionRequest)).data;
