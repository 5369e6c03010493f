import { POST_STATUS, PROPERTY_DRAFT_STATUS, isFailureReason, type PostFailureReason, type SocialPostStatus } from '../../src/schema/property-draft.ts';
import { PROPERTY_STATUS } from '../../src/schema/property.ts';
import type { FinaliseInput, PostOutcome, PublishedRef, PublishingStepInput, RetryStepInput } from '../../src/machines/publishingJobMachine.ts';
import type { Db } from '../db/database.ts';
import type { PostNetwork } from '../db/schema.ts';
import type { SocialPoster } from '../providers/social-posting.ts';
import type { ChannelReader } from './channels.ts';
import { loadDraft } from '../repositories/property-drafts.ts';
import { createPropertyOnce } from '../repositories/properties.ts';

/**
 * Where a test may stop the process: after a step's effect is committed, before the machine hears
 * of it; `*-sent`: the network answered a post but its row still says Pending (the resend case).
 */
export type PublishingEffect = 'property' | 'instagram-sent' | 'instagram' | 'facebook-sent' | 'facebook' | 'finalise';

export interface StepDeps {
  readonly db: Db;
  readonly now: () => Date;
  readonly poster: SocialPoster;
  /** Images go to the network as absolute URLs under PUBLIC_URL. */
  readonly publicUrl: string;
  readonly channels: ChannelReader;
  readonly afterEffect?: (effect: PublishingEffect, jobId: string) => void;
}

export interface PublishingSteps {
  createProperty(input: PublishingStepInput): Promise<PublishedRef>;
  postInstagram(input: PublishingStepInput): Promise<PostOutcome>;
  postFacebook(input: PublishingStepInput): Promise<PostOutcome>;
  finalise(input: FinaliseInput): Promise<void>;
  recordFailure(input: PublishingStepInput): Promise<void>;
  /** Issue 21: one network's failed post sent again (its targets were reset to Pending by the retry call). */
  retryPost(input: RetryStepInput): Promise<PostOutcome>;
  /** Issue 21: a retry whose step broke: what is still Pending of that network is Failed. */
  failRetry(input: RetryStepInput): Promise<void>;
}

const PENDING = 1;
const PUBLISHED = 2;
const FAILED = 3;

const parseList = (text: string | null): string[] => {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The publishing machine's steps (src/machines/publishingJobMachine.ts), each safe to run again:
 * a restored job re-runs the step it was in. The property is made once per draft; a post whose
 * row already has an answer is not sent again, and one still Pending is sent with the key recorded
 * when the property was made, which the provider dedups.
 */
export function publishingSteps(deps: StepDeps): PublishingSteps {
  const { db, poster } = deps;
  const iso = () => deps.now().toISOString();

  /**
   * Why a target may not be sent any more (issue 20): the agent disconnected the network, or the
   * Facebook connection no longer manages the page, since publishing. Read once per step, just
   * before the calls: disconnecting stops every later post, a queued publication's included.
   */
  async function channelRefusal(input: PublishingStepInput, network: PostNetwork): Promise<(pageId: string) => PostFailureReason | null> {
    const channels = await deps.channels(input.agentId, { instagram: network === 'instagram', facebook: network === 'facebook' });
    if (network === 'instagram') return () => (channels.instagram ? null : 'not-connected');
    const managed = channels.facebookPageIds;
    return (pageId) => (managed === null ? 'not-connected' : managed.includes(pageId) ? null : 'page-not-managed');
  }

  /** Sends the draft's post on `network` to every recorded target still Pending; answers each target's status. */
  async function post(input: PublishingStepInput, network: PostNetwork): Promise<{ statuses: SocialPostStatus[]; reason: PostFailureReason | null }> {
    const [targets, content] = await Promise.all([
      db.selectFrom('publishing_posts').selectAll().where('property_draft_id', '=', input.propertyDraftId).where('network', '=', network).orderBy('page_id').execute(),
      db.selectFrom('property_draft_posts').selectAll().where('draft_id', '=', input.propertyDraftId).where('network', '=', network).executeTakeFirst(),
    ]);
    const imageIds = parseList(content?.image_ids ?? null);
    const images =
      imageIds.length === 0
        ? []
        : await db.selectFrom('property_draft_images').select(['id', 'image_url']).where('draft_id', '=', input.propertyDraftId).where('id', 'in', imageIds).execute();
    const urlOf = new Map(images.map((image) => [image.id, `${deps.publicUrl}${image.image_url}`]));
    const statuses: SocialPostStatus[] = [];
    let reason: PostFailureReason | null = null;
    const refusal = targets.some((target) => target.status === PENDING) ? await channelRefusal(input, network) : () => null;
    for (const target of targets) {
      if (target.status !== PENDING) {
        statuses.push(target.status as SocialPostStatus);
        continue;
      }
      const refused = refusal(target.page_id);
      if (refused !== null) {
        // Never sent: a Pending row that was maybe sent before a crash is not resent to a channel the agent has left either.
        await db
          .updateTable('publishing_posts')
          .set({ status: FAILED, failure_reason: refused, updated_at: iso() })
          .where('id', '=', target.id)
          .where('status', '=', PENDING)
          .execute();
        reason ??= refused;
        statuses.push(FAILED);
        continue;
      }
      await db.updateTable('publishing_posts').set({ attempted_at: iso(), updated_at: iso() }).where('id', '=', target.id).execute();
      const outcome =
        content === undefined
          ? ({ ok: false, reason: 'the draft no longer has this post' } as const)
          : await poster.post({
              idempotencyKey: target.idempotency_key,
              network,
              pageId: network === 'facebook' ? target.page_id : null,
              caption: content.caption,
              hashtags: parseList(content.hashtags),
              imageUrls: imageIds.flatMap((id) => urlOf.get(id) ?? []),
              propertyDraftId: input.propertyDraftId,
              agentId: input.agentId,
            });
      deps.afterEffect?.(network === 'instagram' ? 'instagram-sent' : 'facebook-sent', input.jobId);
      const status: SocialPostStatus = outcome.ok ? PUBLISHED : FAILED;
      await db
        .updateTable('publishing_posts')
        .set({
          status,
          external_id: outcome.ok ? outcome.externalId : null,
          post_url: outcome.ok ? (outcome.url ?? null) : null,
          // Issue 21: the network's own refusal is a reason too (the page and the view say it; 'Reintentar').
          failure_reason: outcome.ok ? null : 'rejected',
          updated_at: iso(),
        })
        .where('id', '=', target.id)
        .execute();
      if (!outcome.ok) reason ??= 'rejected';
      statuses.push(status);
    }
    return { statuses, reason };
  }

  /** The draft's post and its postStatus after a network's step: Published only when every target was. */
  async function settle(
    input: PublishingStepInput,
    network: PostNetwork,
    sent: { statuses: readonly SocialPostStatus[]; reason: PostFailureReason | null },
    postStatus: number,
  ): Promise<PostOutcome> {
    const { statuses } = sent;
    const status: SocialPostStatus = statuses.length > 0 && statuses.every((entry) => entry === PUBLISHED) ? PUBLISHED : FAILED;
    const reason = status === FAILED ? await recordedReason(input, network, sent.reason) : null;
    const now = iso();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('property_draft_posts')
        .set({ status, failure_reason: reason, updated_at: now })
        .where('draft_id', '=', input.propertyDraftId)
        .where('network', '=', network)
        .execute();
      await trx
        .updateTable('property_drafts')
        .set({ post_status: postStatus, updated_at: now })
        .where('id', '=', input.propertyDraftId)
        .where('status', '=', PROPERTY_DRAFT_STATUS.Publishing)
        .execute();
    });
    return { status, reason };
  }

  /** A step run again (after a crash) finds its targets answered: the reason the first run recorded stands. */
  async function recordedReason(input: PublishingStepInput, network: PostNetwork, found: PostFailureReason | null): Promise<PostFailureReason | null> {
    if (found !== null) return found;
    const row = await db.selectFrom('property_draft_posts').select('failure_reason').where('draft_id', '=', input.propertyDraftId).where('network', '=', network).executeTakeFirst();
    return isFailureReason(row?.failure_reason) ? row.failure_reason : null;
  }

  return {
    async createProperty(input) {
      const draft = await loadDraft(db, input.agentId, input.propertyDraftId);
      if (draft === undefined) throw new Error(`draft ${input.propertyDraftId} is gone`);
      const ref = await createPropertyOnce(db, draft, iso());
      deps.afterEffect?.('property', input.jobId);
      return ref;
    },

    async postInstagram(input) {
      const outcome = await settle(input, 'instagram', await post(input, 'instagram'), POST_STATUS.InstagramPosted);
      deps.afterEffect?.('instagram', input.jobId);
      return outcome;
    },

    async postFacebook(input) {
      const outcome = await settle(input, 'facebook', await post(input, 'facebook'), POST_STATUS.FacebookPosted);
      deps.afterEffect?.('facebook', input.jobId);
      return outcome;
    },

    async finalise(input) {
      const now = iso();
      await db.transaction().execute(async (trx) => {
        // A post the worker never got an answer for (its step failed) is a failed post, not a pending one forever.
        await trx.updateTable('publishing_posts').set({ status: FAILED, updated_at: now }).where('property_draft_id', '=', input.propertyDraftId).where('status', '=', PENDING).execute();
        await trx.updateTable('property_draft_posts').set({ status: FAILED, updated_at: now }).where('draft_id', '=', input.propertyDraftId).where('status', '=', PENDING).execute();
        await trx.updateTable('properties').set({ status: PROPERTY_STATUS.Published, updated_at: now }).where('id', '=', input.property.propertyId).execute();
        await trx
          .updateTable('property_drafts')
          .set({
            status: PROPERTY_DRAFT_STATUS.Published,
            post_status: POST_STATUS.Published,
            property_id: input.property.propertyId,
            property_slug: input.property.slug,
            updated_at: now,
          })
          .where('id', '=', input.propertyDraftId)
          .execute();
      });
      deps.afterEffect?.('finalise', input.jobId);
    },

    async retryPost(input) {
      const sent = await post(input, input.network);
      const status: SocialPostStatus = sent.statuses.length > 0 && sent.statuses.every((entry) => entry === PUBLISHED) ? PUBLISHED : FAILED;
      const reason = status === FAILED ? await recordedReason(input, input.network, sent.reason) : null;
      // The draft's post says how the retry went; the draft itself stays Published.
      await db
        .updateTable('property_draft_posts')
        .set({ status, failure_reason: reason, updated_at: iso() })
        .where('draft_id', '=', input.propertyDraftId)
        .where('network', '=', input.network)
        .execute();
      deps.afterEffect?.(input.network, input.jobId);
      return { status, reason };
    },

    async failRetry(input) {
      const now = iso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('publishing_posts')
          .set({ status: FAILED, updated_at: now })
          .where('property_draft_id', '=', input.propertyDraftId)
          .where('network', '=', input.network)
          .where('status', '=', PENDING)
          .execute();
        await trx
          .updateTable('property_draft_posts')
          .set({ status: FAILED, updated_at: now })
          .where('draft_id', '=', input.propertyDraftId)
          .where('network', '=', input.network)
          .where('status', '=', PENDING)
          .execute();
      });
    },

    async recordFailure(input) {
      await db
        .updateTable('property_drafts')
        .set({ post_status: POST_STATUS.Failed, updated_at: iso() })
        .where('id', '=', input.propertyDraftId)
        .where('status', '=', PROPERTY_DRAFT_STATUS.Publishing)
        .execute();
    },
  };
}
