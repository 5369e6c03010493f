import type { FastifyInstance } from 'fastify';
import { POST_STATUS, PROPERTY_DRAFT_STATUS } from '../../src/schema/property-draft.ts';
import { publishProblems, type PublishProblem } from '../../src/schema/publish-validation.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { decodeEmptyBody } from '../http/decode.ts';
import { ApiFailure } from '../http/failure.ts';
import type { PublishingWorker } from '../publishing/worker.ts';
import { enqueuePublishingJob } from '../publishing/jobs.ts';
import { findDraftRow, loadDraft } from '../repositories/property-drafts.ts';
import { draftEditing, draftNotFound } from './draft-editing.ts';

/** The failing items, each as 'section: message', so the message names what to fix and where. */
export const publishProblemsMessage = (problems: readonly PublishProblem[]): string =>
  `Invalid draft: ${problems.map((problem) => `${problem.param}: ${problem.message}`).join('; ')}`;

/**
 * PUT /property-drafts/{id}/publish (spec 03 §7, issue 11). One transaction: the caller's draft,
 * locked, passes the pre-publish validation (the same function as the publish modal), turns
 * Publishing with postStatus Posting, and its job is recorded; then the worker is woken. A draft
 * already publishing or published answers as it is (a double click or a reloaded page publishes
 * once); one whose publishing failed (Publishing, postStatus Failed) is published again.
 */
export function publishingRoutes(app: FastifyInstance, context: AppContext, worker: Pick<PublishingWorker, 'kick'>): void {
  const { db, engine } = context;
  const drafts = draftEditing(context);

  app.put<{ Params: { id: string } }>('/property-drafts/:id/publish', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    decodeEmptyBody(request);
    const draftId = request.params.id;
    const queued = await db.transaction().execute(async (trx) => {
      const row = await findDraftRow(trx, agentId, draftId, engine);
      if (row === undefined) throw draftNotFound();
      const retry = row.status === PROPERTY_DRAFT_STATUS.Publishing && row.post_status === POST_STATUS.Failed;
      if (row.status !== PROPERTY_DRAFT_STATUS.Pending && !retry) return false;
      const draft = await loadDraft(trx, agentId, draftId);
      if (draft === undefined) throw draftNotFound();
      const problems = publishProblems(draft);
      if (problems.length > 0) throw new ApiFailure('VALIDATION_ERROR', publishProblemsMessage(problems));
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
    if (queued) worker.kick();
    return drafts.answer(reply, agentId, draftId);
  });
}
