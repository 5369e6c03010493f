import type { FastifyBaseLogger } from 'fastify';
import type { FacebookPage } from '../../src/schema/media-provider.ts';
import { MEDIA_PROVIDER_TYPE } from '../../src/schema/media-provider.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure } from '../http/failure.ts';
import { findAgentById } from '../repositories/agents.ts';
import { findMediaProviderByType, findSealedToken } from '../repositories/media-providers.ts';
import { SecretBoxError } from '../secrets/secret-box.ts';

/** Binds a sealed token to its row: a value copied to another agent or provider does not open. */
export const tokenContext = (agentId: string, mediaProviderId: string): string => `media_provider_agents|${agentId}|${mediaProviderId}`;

export type PagesOutcome =
  | { readonly kind: 'pages'; readonly pages: FacebookPage[] }
  /** Facebook cannot be connected on this server. */
  | { readonly kind: 'not-offered' }
  /** The agent has no Facebook connection. */
  | { readonly kind: 'not-connected' }
  /** The stored token cannot be opened, or Facebook refused it: the agent connects again. */
  | { readonly kind: 'refused' };

/**
 * The Facebook pages of the agent's connection (GET /media-providers/facebook/pages, and the
 * check of a Facebook post's pages): the offline stand-in's or Facebook's, through the stored token.
 */
export async function agentFacebookPages(context: AppContext, agentId: string, log: FastifyBaseLogger): Promise<PagesOutcome> {
  const { db, providers, secrets } = context;
  const facebook = providers.media.facebook;
  const provider = await findMediaProviderByType(db, MEDIA_PROVIDER_TYPE.Facebook);
  if (facebook === null || provider === undefined) return { kind: 'not-offered' };
  const sealed = await findSealedToken(db, agentId, provider.mediaProviderId);
  const agent = await findAgentById(db, agentId);
  if (sealed === undefined || agent === undefined) return { kind: 'not-connected' };
  let accessToken: string;
  try {
    accessToken = secrets.open(sealed, tokenContext(agentId, provider.mediaProviderId));
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // SECRETS_KEY changed or the key file was lost (other-key), or the row was altered: the agent connects again.
    log.warn({ reason: error.reason, mediaProviderId: provider.mediaProviderId }, 'a stored provider token cannot be opened');
    return { kind: 'refused' };
  }
  const pages = await facebook.pages(accessToken, { agentId, firstName: agent.first_name, lastName: agent.last_name });
  return pages === null ? { kind: 'refused' } : { kind: 'pages', pages };
}

/** A Facebook post's pages: those of the agent's connection, or a typed refusal. */
export async function requireFacebookPages(context: AppContext, agentId: string, log: FastifyBaseLogger): Promise<FacebookPage[]> {
  const outcome = await agentFacebookPages(context, agentId, log);
  if (outcome.kind === 'pages') return outcome.pages;
  if (outcome.kind === 'refused') {
    throw new ApiFailure('MEDIA_PROVIDER_AUTHORIZATION_FAILED', 'Facebook did not accept the stored token; connect the account again');
  }
  throw new ApiFailure('MEDIA_PROVIDER_NOT_CONNECTED', 'Connect a Facebook account to prepare a Facebook post');
}
