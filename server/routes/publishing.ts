import type { FastifyInstance, FastifyReply } from 'fastify';
import { POST_STATUS, PROPERTY_DRAFT_STATUS } from '../../src/schema/property-draft.ts';
import { channelProblems, channelsNeeded, publishProblems, publishProblemsMessage, type PublishProblem } from '../../src/schema/publish-validation.ts';
import type { ErrorType } from '../../src/schema/errors.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { decodeEmptyBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import type { ChannelReader } from '../publishing/channels.ts';
import type { PublishingWorker } from '../publishing/worker.ts';
import { enqueuePublishingJob } from '../publishing/jobs.ts';
import { retryPost } from '../publishing/retry.ts';
import { loadProperty } from '../repositories/properties.ts';
import { findDraftRow, loadDraft } from '../repositories/property-drafts.ts';
import { draftEditing, draftNotFound } from './draft-editing.ts';

/**
 * The type of a refusal: the spec's content problems are VALIDATION_ERROR; a refusal for channels
 * only names the channel (a network not connected first). Every problem is in the message either way.
 */
const refusalType = (problems: readonly PublishProblem[]): ErrorType => {
  if (problems.some((problem) => problem.fix === undefined)) return 'VALIDATION_ERROR';
  if (problems.some((problem) => problem.fix !== 'choose-pages')) return 'MEDIA_PROVIDER_NOT_CONNECTED';
  return 'FACEBOOK_PAGES_NOT_MANAGED';
};

/**
 * PUT /property-drafts/{id}/publish (spec 03 §7, issue 11). One transaction: the caller's draft,
 * locked, passes the pre-publish validation (the same function as the publish modal), turns
 * Publishing with postStatus Posting, and its job is recorded; then the worker is woken. A draft
 * already publishing or published answers as it is (a double click or a reloaded page publishes
 * once); one whose publishing failed (Publishing, postStatus Failed) is published again.
 * Issue 20: a post goes only to a network the agent has connected, to pages it still manages; the
 * channels are read before the transaction (Facebook's pages may be a network call) and checked
 * with the same `channelProblems` as the modal. A channel lost later fails its step in the worker.
 */
export function publishingRoutes(app: FastifyInstance, context: AppContext, worker: Pick<PublishingWorker, 'kick'>, channels: ChannelReader): void {
  const { db, engine } = context;
  const drafts = draftEditing(context);

  app.put<{ Params: { id: string } }>('/property-drafts/:id/publish', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    decodeEmptyBody(request);
    const draftId = request.params.id;
    const before = await loadDraft(db, agentId, draftId);
    if (before === undefined) throw draftNotFound();
    const agentChannels = await channels(agentId, channelsNeeded(before));
    const queued = await db.transaction().execute(async (trx) => {
      const row = await findDraftRow(trx, agentId, draftId, engine);
      if (row === undefined) throw draftNotFound();
      const retry = row.status === PROPERTY_DRAFT_STATUS.Publishing && row.post_status === POST_STATUS.Failed;
      if (row.status !== PROPERTY_DRAFT_STATUS.Pending && !retry) return false;
      const draft = await loadDraft(trx, agentId, draftId);
      if (draft === undefined) throw draftNotFound();
      const problems = [...publishProblems(draft), ...channelProblems(draft, agentChannels)];
      if (problems.length > 0) throw new ApiFailure(refusalType(problems), publishProblemsMessage(problems));
      const now = isoNow(context);
      await trx
        .updateTable('property_drafts')
        .set({ status: PROPERTY_DRAFT_STATUS.Publishing, post_status: POST_STATUS.Posting, updated_at: now })
        .where('id', '=', draftId)
        .where('agent_id', '=', agentId)
        .execute();
      await enqueuePublishingJob(trx, { propertyDraftId: draftId, agentId, now });
      return true;
    });
    // The worker starts once the answer is out: a job that ran first (a crash at its first step, say)
    // must not cost the agent the answer to a publish that was committed (the poll picks it up anyway).
    if (queued) kickOnceAnswered(reply, worker);
    return drafts.answer(reply, agentId, draftId);
  });

  /**
   * POST /properties/{id}/posts/{network}/retry (issue 21): a published property's failed post on
   * that network is sent again, alone, by a retry job through the same queue and lease as a
   * publication (server/publishing/retry.ts). Answers the property with the post Pending; the
   * publishing group hears the step's outcome as it did the first time.
   */
  app.post<{ Params: { id: string; network: string } }>('/properties/:id/posts/:network/retry', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    decodeEmptyBody(request);
    const queued = await retryPost(context, agentId, request.params.id, request.params.network);
    if (queued) kickOnceAnswered(reply, worker);
    const property = await loadProperty(db, agentId, request.params.id);
    if (property === undefined) throw new ApiFailure('PROPERTY_NOT_FOUND', 'No such property');
    return ok(reply, property);
  });
}

/** Kicks the worker when the answer has been handed to the socket (or at once if it already was). */
function kickOnceAnswered(reply: FastifyReply, worker: Pick<PublishingWorker, 'kick'>): void {
  if (reply.raw.writableFinished) worker.kick();
  else reply.raw.once('finish', () => worker.kick());
}
