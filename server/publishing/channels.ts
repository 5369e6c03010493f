import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_PROVIDER_TYPE } from '../../src/schema/media-provider.ts';
import type { PublishChannels } from '../../src/schema/publish-validation.ts';
import type { AppContext } from '../context.ts';
import { agentFacebookPages } from '../providers/facebook-pages.ts';
import { findMediaProviderByType, findSealedToken } from '../repositories/media-providers.ts';

/** Which networks to look at: a draft without a post there needs no provider call. */
export interface ChannelsNeeded {
  readonly instagram: boolean;
  readonly facebook: boolean;
}

/** Reads an agent's channels; the publish route (before it refuses) and the worker (before each post) share it. */
export type ChannelReader = (agentId: string, needed: ChannelsNeeded) => Promise<PublishChannels>;

/**
 * The agent's channels as `channelProblems` (src/schema/publish-validation.ts) needs them: an
 * Instagram connection row, and the pages of the Facebook connection read as GET
 * /media-providers/facebook/pages reads them (the offline stand-in's or Facebook's through the
 * stored token). A token that no longer opens, or that Facebook refuses, manages no page: to
 * publishing it is no connection. A network not needed is answered as connected without a look.
 */
export function channelReader(context: AppContext, log: FastifyBaseLogger): ChannelReader {
  const instagramConnected = async (agentId: string): Promise<boolean> => {
    const provider = await findMediaProviderByType(context.db, MEDIA_PROVIDER_TYPE.Instagram);
    return provider !== undefined && context.providers.media.instagram !== null && (await findSealedToken(context.db, agentId, provider.mediaProviderId)) !== undefined;
  };
  const facebookPages = async (agentId: string): Promise<string[] | null> => {
    const outcome = await agentFacebookPages(context, agentId, log);
    return outcome.kind === 'pages' ? outcome.pages.map((page) => page.facebookPageId) : null;
  };
  return async (agentId, needed) => {
    const [instagram, facebookPageIds] = await Promise.all([
      needed.instagram ? instagramConnected(agentId) : Promise.resolve(true),
      needed.facebook ? facebookPages(agentId) : Promise.resolve([]),
    ]);
    return { instagram, facebookPageIds };
  };
}
