import * as Schema from 'effect/Schema';
import { Id } from './common.ts';
import { PostFailureReason, SocialPostStatus } from './property-draft.ts';

/**
 * The live hub (spec 01 'Real time', spec 03 §3 'Live message' and §4; issue 11): a SignalR JSON
 * hub at `/hubs/notifications`. Clients invoke `JoinGroup(name)` / `LeaveGroup(name)`; the server
 * invokes `ReceiveMessage(message)` with one JSON object. Every group is scoped by agent on the
 * server: a connection only ever receives its own agent's messages, and a publishing group can be
 * joined only by the draft's agent.
 */

export const HUB_PATH = '/hubs/notifications';

export const HUB_METHODS = {
  joinGroup: 'JoinGroup',
  leaveGroup: 'LeaveGroup',
  receiveMessage: 'ReceiveMessage',
} as const;

const PUBLISHING_PREFIX = 'PROPERTY_DRAFT_PUBLISHING_';
export const PUBLISHED_GROUP = 'PROPERTY_DRAFT_PUBLISHED';

export const publishingGroup = (propertyDraftId: string): string => `${PUBLISHING_PREFIX}${propertyDraftId}`;

/** The groups a client may name; anything else is refused. */
export type HubGroup =
  | { readonly kind: 'publishing'; readonly propertyDraftId: string }
  | { readonly kind: 'published' };

const isId = Schema.is(Id);

export const parseHubGroup = (name: string): HubGroup | null => {
  if (name === PUBLISHED_GROUP) return { kind: 'published' };
  if (name.startsWith(PUBLISHING_PREFIX)) {
    const propertyDraftId = name.slice(PUBLISHING_PREFIX.length);
    return isId(propertyDraftId) ? { kind: 'publishing', propertyDraftId } : null;
  }
  return null;
};

/** Post statuses a step-1 message carries: Posted 5 (the property is published) or Failed 3. */
export const Step1PostStatus = Schema.Literals([5, 3]);

/**
 * Messages on `PROPERTY_DRAFT_PUBLISHING_{id}`, in order: 1 the property was (or could not be)
 * published; 2 the Instagram post's result (only when the draft has one); 3 the Facebook post's
 * result (only with one); 4 finished, with the property's slug and id.
 */
export const PublishingStep1 = Schema.Struct({ step: Schema.Literal(1), postStatus: Step1PostStatus });
/** Issue 20: `reason` only when the post failed for its channel (disconnected, page no longer managed). */
export const PublishingStep2 = Schema.Struct({ step: Schema.Literal(2), instagramPostStatus: SocialPostStatus, reason: Schema.optional(PostFailureReason) });
export const PublishingStep3 = Schema.Struct({ step: Schema.Literal(3), facebookPostStatus: SocialPostStatus, reason: Schema.optional(PostFailureReason) });
export const PublishingStep4 = Schema.Struct({ step: Schema.Literal(4), slug: Schema.String, propertyId: Id });
export const PublishingMessage = Schema.Union([PublishingStep1, PublishingStep2, PublishingStep3, PublishingStep4]);
export type PublishingMessage = typeof PublishingMessage.Type;

/** The message on `PROPERTY_DRAFT_PUBLISHED` once a draft of the agent is published. */
export const PublishedMessage = Schema.Struct({ propertyDraftId: Id });
export type PublishedMessage = typeof PublishedMessage.Type;

export const decodePublishingMessage = Schema.decodeUnknownOption(PublishingMessage);
export const decodePublishedMessage = Schema.decodeUnknownOption(PublishedMessage);
