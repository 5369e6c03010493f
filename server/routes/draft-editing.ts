import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROPERTY_DRAFT_STATUS, type PropertyDraft } from '../../src/schema/property-draft.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { Trx } from '../db/database.ts';
import type { PropertyDraftRow } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { ifMatchAllows, ifMatchOf, sendETag, versionETag } from '../http/etag.ts';
import { ApiFailure } from '../http/failure.ts';
import { draftSearchText, findDraftRow, loadDraft } from '../repositories/property-drafts.ts';
import { referenceNames } from '../repositories/reference-names.ts';

export const draftNotFound = (): ApiFailure => new ApiFailure('PROPERTY_DRAFT_NOT_FOUND', 'No such property draft');
/** Issue 21: the write's If-Match names a version the draft no longer has (another tab wrote). */
export const draftChanged = (): ApiFailure =>
  new ApiFailure('PROPERTY_DRAFT_CHANGED', 'The property draft changed since the version this write was made from (If-Match): read it again');
const notEditable = (): ApiFailure =>
  new ApiFailure('PROPERTY_DRAFT_NOT_EDITABLE', 'The property draft is being published or is published: it can no longer be edited');

/** What an edit may change on the draft's own row (updated_at and the search text are set for it). */
export type DraftRowChanges = Partial<Pick<PropertyDraftRow, 'code' | 'operation_type' | 'description' | 'property_type_id' | 'price' | 'address' | 'country_state_id' | 'country_location_id' | 'latitude' | 'longitude' | 'thumbnail_url'>>;

export interface DraftEditing {
  /** The caller's draft as it is now (404 PROPERTY_DRAFT_NOT_FOUND for another agent's or a missing one). */
  read(agentId: string, draftId: string): Promise<PropertyDraft>;
  /** Refuses before any body is read: the draft must be the caller's, still Pending, and at the request's If-Match. */
  requireEditable(agentId: string, draftId: string, request?: FastifyRequest): Promise<PropertyDraftRow>;
  /**
   * One transaction: the caller's draft, locked, must be Pending and at the version the request's
   * If-Match names (412 PROPERTY_DRAFT_CHANGED otherwise; no If-Match: any); `work` writes the
   * parts and returns the row's own changes; then the row is touched and its version bumped.
   * Whatever `work` throws rolls it all back.
   */
  edit<T = void>(
    request: FastifyRequest,
    agentId: string,
    draftId: string,
    work: (trx: Trx, row: PropertyDraftRow) => Promise<{ changes?: DraftRowChanges; result?: T } | void>,
  ): Promise<T | undefined>;
  /** Answers the whole updated draft, with its version as ETag (the one this request's edit made, if any). */
  answer(reply: FastifyReply, agentId: string, draftId: string, status?: number): Promise<FastifyReply>;
}

export function draftEditing(context: AppContext): DraftEditing {
  const { db, engine } = context;
  // The version each request's edit made: its answer's ETag (the body read after may be newer, never older).
  const written = new WeakMap<FastifyRequest, number>();
  const read = async (agentId: string, draftId: string): Promise<PropertyDraft> => {
    const draft = await loadDraft(db, agentId, draftId);
    if (draft === undefined) throw draftNotFound();
    return draft;
  };
  return {
    read,
    async requireEditable(agentId, draftId, request) {
      const row = await findDraftRow(db, agentId, draftId);
      if (row === undefined) throw draftNotFound();
      if (row.status !== PROPERTY_DRAFT_STATUS.Pending) throw notEditable();
      if (request !== undefined && !ifMatchAllows(ifMatchOf(request), versionETag(row.version))) throw draftChanged();
      return row;
    },
    async edit(request, agentId, draftId, work) {
      const ifMatch = ifMatchOf(request);
      // Read before the transaction: on SQLite the one connection is the transaction's until it ends.
      const names = await referenceNames(db);
      return db.transaction().execute(async (trx) => {
        const row = await findDraftRow(trx, agentId, draftId, engine);
        if (row === undefined) throw draftNotFound();
        if (row.status !== PROPERTY_DRAFT_STATUS.Pending) throw notEditable();
        if (!ifMatchAllows(ifMatch, versionETag(row.version))) throw draftChanged();
        const outcome = (await work(trx, row)) ?? {};
        const changes = outcome.changes ?? {};
        const next = { ...row, ...changes };
        // The version read above is in the WHERE too: the check and the bump are one statement.
        const updated = await trx
          .updateTable('property_drafts')
          .set((eb) => ({ ...changes, search_text: draftSearchText(next, names), updated_at: isoNow(context), touched: 1, version: eb('version', '+', 1) }))
          .where('id', '=', draftId)
          .where('agent_id', '=', agentId)
          .where('version', '=', row.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw draftChanged();
        written.set(request, row.version + 1);
        return outcome.result;
      });
    },
    async answer(reply, agentId, draftId, status = 200) {
      // Read before the draft: the ETag never names a version newer than the body sent with it.
      let version = written.get(reply.request);
      if (version === undefined) {
        const row = await db.selectFrom('property_drafts').select('version').where('id', '=', draftId).where('agent_id', '=', agentId).executeTakeFirst();
        if (row === undefined) throw draftNotFound();
        version = row.version;
      }
      const draft = await read(agentId, draftId);
      return ok(sendETag(reply, version), draft, {}, status);
    },
  };
}
