import * as Schema from 'effect/Schema';
import { Id, IsoDateTime, Secret } from './common.ts';
import { MediaProvider, MediaProviderKind } from './reference.ts';
import { TOKEN_MAX } from './rules.ts';

/**
 * The media-provider calls of spec 03 §7 (connections of an agent to Instagram and Facebook).
 * `MediaProvider` itself lives with the reference data it is loaded from (`reference.ts`).
 */

export const MEDIA_PROVIDER_TYPE = { GoogleCalendar: 1, Instagram: 2, Facebook: 3 } as const satisfies Record<
  string,
  typeof MediaProviderKind.Type
>;

/**
 * GET /media-providers/agents: one of the caller's connections. The provider's token is never
 * part of it (stored encrypted, used only by the server).
 */
export const MediaProviderAgent = Schema.Struct({
  mediaProviderAgentId: Id,
  mediaProviderId: Id,
  type: MediaProviderKind,
  agentId: Id,
  mediaProvider: MediaProvider,
  /** The connected account as the provider names it (Instagram username, Facebook name); null if it gave none. */
  accountName: Schema.NullOr(Schema.String),
  /** When the account was (last) connected. */
  connectedAt: IsoDateTime,
});
export type MediaProviderAgent = typeof MediaProviderAgent.Type;

/** POST /media-providers/agents/instagram: the code Instagram's authorization window sent back. */
export const InstagramConnectBody = Schema.Struct({
  authorizationCode: Secret(TOKEN_MAX),
  /** Issue 20: true once the agent confirmed replacing a different connected account (else 409). */
  replace: Schema.optionalKey(Schema.Boolean),
});
export type InstagramConnectBody = typeof InstagramConnectBody.Type;

/** POST /media-providers/agents/facebook: the short-lived user token of the Facebook login. */
export const FacebookConnectBody = Schema.Struct({
  shortToken: Secret(TOKEN_MAX),
  /** Issue 20: true once the agent confirmed replacing a different connected account (else 409). */
  replace: Schema.optionalKey(Schema.Boolean),
});
export type FacebookConnectBody = typeof FacebookConnectBody.Type;

/** GET /media-providers/facebook/pages: a page the connected account manages. */
export const FacebookPage = Schema.Struct({
  facebookPageId: Id,
  name: Schema.String,
  pictureUrl: Schema.NullOr(Schema.String),
});
export type FacebookPage = typeof FacebookPage.Type;

/** GET /media-providers/instagram/url: where the browser goes to authorize Instagram. */
export const InstagramAuthorizationUrl = Schema.Struct({
  redirectTo: Schema.String,
});
export type InstagramAuthorizationUrl = typeof InstagramAuthorizationUrl.Type;

/**
 * GET /media-providers/agents/{instagram|facebook}/replacement (issue 20): after a connect answered
 * MEDIA_PROVIDER_ACCOUNT_CHANGE, the two accounts the agent chooses between.
 */
export const MediaProviderReplacement = Schema.Struct({
  connectedAccountName: Schema.NullOr(Schema.String),
  newAccountName: Schema.NullOr(Schema.String),
});
export type MediaProviderReplacement = typeof MediaProviderReplacement.Type;

/**
 * GET /media-providers/data-deletion/{code} (issue 20): a request Meta's signed data-deletion
 * callback made, as its status page shows it. Says nothing of whose data it was.
 */
export const DataDeletionRequest = Schema.Struct({
  confirmationCode: Schema.String,
  type: MediaProviderKind,
  status: Schema.Literal('completed'),
  requestedAt: IsoDateTime,
});
export type DataDeletionRequest = typeof DataDeletionRequest.Type;
