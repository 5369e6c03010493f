import { randomUUID } from 'node:crypto';
import { PROPERTY_DRAFT_STATUS } from '../../src/schema/property-draft.ts';
import { isRetryNetwork } from '../../src/schema/property.ts';
import type { AppContext } from '../context.ts';
import { isoNow } from '../context.ts';
import { ApiFailure } from '../http/failure.ts';
import { findDraftRow } from '../repositories/property-drafts.ts';
import { postKey } from '../repositories/properties.ts';
import { enqueuePublishingJob, hasLiveJob } from './jobs.ts';

const PENDING = 1;
const FAILED = 3;

const notFound = () => new ApiFailure('PROPERTY_NOT_FOUND', 'No such property');
const notRetryable = (why: string) => new ApiFailure('POST_NOT_RETRYABLE', why);

/**
 * Issue 21: queues the retry of a published property's failed post on `network`, alone. One
 * transaction, the draft's row locked (PostgreSQL; SQLite has one writer): the post must be Failed
 * and the draft's publication over; its Failed targets turn Pending with fresh idempotency keys
 * (the old key would get the network's first answer back) and a retry job is recorded. The worker
 * then sends exactly those targets, each key recorded before the call, so a crash mid-retry
 * resends nothing the network already has. A post already being retried (Pending under a live
 * job) answers as it is: two concurrent retries post once. Answers whether a job was queued.
 */
export async function retryPost(context: AppContext, agentId: string, propertyId: string, network: string): Promise<boolean> {
  const { db, engine } = context;
  if (!isRetryNetwork(network)) throw new ApiFailure('VALIDATION_ERROR', `Invalid path: network: Expected "instagram" or "facebook", got ${JSON.stringify(network)}`);
  const property = await db.selectFrom('properties').select(['property_draft_id']).where('id', '=', propertyId).where('agent_id', '=', agentId).executeTakeFirst();
  if (property === undefined) throw notFound();
  const draftId = property.property_draft_id;
  return db.transaction().execute(async (trx) => {
    const draft = await findDraftRow(trx, agentId, draftId, engine);
    if (draft === undefined) throw notFound();
    if (draft.status !== PROPERTY_DRAFT_STATUS.Published) throw notRetryable('The publication of this property has not finished');
    const post = await trx.selectFrom('property_draft_posts').select(['status']).where('draft_id', '=', draftId).where('network', '=', network).executeTakeFirst();
    if (post === undefined) throw notRetryable(`The property has no ${network} post`);
    const live = await hasLiveJob(trx, draftId);
    if (post.status === PENDING && live) return false;
    if (post.status !== FAILED) throw notRetryable(`The ${network} post has not failed`);
    if (live) throw notRetryable('Another post of this property is being retried');
    const now = isoNow(context);
    const reset = await trx
      .updateTable('property_draft_posts')
      .set({ status: PENDING, failure_reason: null, updated_at: now })
      .where('draft_id', '=', draftId)
      .where('network', '=', network)
      .where('status', '=', FAILED)
      .executeTakeFirst();
    if (reset.numUpdatedRows !== 1n) return false;
    const targets = await trx
      .selectFrom('publishing_posts')
      .select(['id', 'page_id'])
      .where('property_draft_id', '=', draftId)
      .where('network', '=', network)
      .where('status', '=', FAILED)
      .execute();
    for (const target of targets) {
      await trx
        .updateTable('publishing_posts')
        .set({
          status: PENDING,
          idempotency_key: `${postKey(draftId, network, target.page_id)}:retry:${randomUUID()}`,
          external_id: null,
          post_url: null,
          failure_reason: null,
          attempted_at: null,
          updated_at: now,
        })
        .where('id', '=', target.id)
        .where('status', '=', FAILED)
        .execute();
    }
    await enqueuePublishingJob(trx, { propertyDraftId: draftId, agentId, now, retryNetwork: network });
    return true;
  });
}
