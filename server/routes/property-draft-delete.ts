import type { FastifyInstance } from 'fastify';
import { PROPERTY_DRAFT_STATUS } from '../../src/schema/property-draft.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { findDraftRow } from '../repositories/property-drafts.ts';
import { deleteDraftRows } from '../repositories/property-draft-removal.ts';
import { removeListingUpload } from '../storage/property-media.ts';
import { draftNotFound } from './draft-editing.ts';

/**
 * DELETE /property-drafts/{id} (issue 21): the owner deletes a pending draft. Another agent's or an
 * unknown id answers 404 PROPERTY_DRAFT_NOT_FOUND; a draft being published or published answers
 * 409 PROPERTY_DRAFT_NOT_EDITABLE. Its rows go in one transaction (the draft row locked first on
 * PostgreSQL, so a publish cannot start in between); its files are deleted after the commit.
 */
export function propertyDraftDeleteRoute(app: FastifyInstance, context: AppContext): void {
  const { db, engine, config } = context;

  app.delete<{ Params: { id: string } }>('/property-drafts/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    const files = await db.transaction().execute(async (trx) => {
      const row = await findDraftRow(trx, agentId, id, engine);
      if (row === undefined) throw draftNotFound();
      if (row.status !== PROPERTY_DRAFT_STATUS.Pending) {
        throw new ApiFailure('PROPERTY_DRAFT_NOT_EDITABLE', 'The property draft is being published or is published: it can no longer be deleted');
      }
      const urls = await deleteDraftRows(trx, agentId, id);
      if (urls === null) throw draftNotFound();
      return urls;
    });
    // Only once the rows are gone for good: a rolled-back delete keeps its files.
    await Promise.all(files.map((url) => removeListingUpload(config.dataDir, url)));
    return ok(reply, null);
  });
}
