import type { FastifyReply } from 'fastify';
import { PROPERTY_DRAFT_STATUS, type PropertyDraft } from '../../src/schema/property-draft.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { Trx } from '../db/database.ts';
import type { PropertyDraftRow } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { draftSearchText, findDraftRow, loadDraft } from '../repositories/property-drafts.ts';
import { referenceNames } from '../repositories/reference-names.ts';

export const draftNotFound = (): ApiFailure => new ApiFailure('PROPERTY_DRAFT_NOT_FOUND', 'No such property draft');
const notEditable = (): ApiFailure =>
  new ApiFailure('PROPERTY_DRAFT_NOT_EDITABLE', 'The property draft is being published or is published: it can no longer be edited');

/** What an edit may change on the draft's own row (updated_at and the search text are set for it). */
export type DraftRowChanges = Partial<Pick<PropertyDraftRow, 'code' | 'operation_type' | 'description' | 'property_type_id' | 'price' | 'address' | 'country_state_id' | 'country_location_id' | 'latitude' | 'longitude' | 'thumbnail_url'>>;

export interface DraftEditing {
  /** The caller's draft as it is now (404 PROPERTY_DRAFT_NOT_FOUND for another agent's or a missing one). */
  read(agentId: string, draftId: string): Promise<PropertyDraft>;
  /** Refuses before any body is read: the draft must be the caller's and still Pending. */
  requireEditable(agentId: string, draftId: string): Promise<PropertyDraftRow>;
  /**
   * One transaction: the caller's draft, locked, must be Pending; `work` writes the parts and
   * returns the row's own changes; then the row is touched. Whatever `work` throws rolls it all back.
   */
  edit<T = void>(agentId: string, draftId: string, work: (trx: Trx, row: PropertyDraftRow) => Promise<{ changes?: DraftRowChanges; result?: T } | void>): Promise<T | undefined>;
  /** Answers the whole updated draft. */
  answer(reply: FastifyReply, agentId: string, draftId: string, status?: number): Promise<FastifyReply>;
}

export function draftEditing(context: AppContext): DraftEditing {
  const { db, engine } = context;
  const read = async (agentId: string, draftId: string): Promise<PropertyDraft> => {
    const draft = await loadDraft(db, agentId, draftId);
    if (draft === undefined) throw draftNotFound();
    return draft;
  };
  return {
    read,
    async requireEditable(agentId, draftId) {
      const row = await findDraftRow(db, agentId, draftId);
      if (row === undefined) throw draftNotFound();
      if (row.status !== PROPERTY_DRAFT_STATUS.Pending) throw notEditable();
      return row;
    },
    async edit(agentId, draftId, work) {
      // Read before the transaction: on SQLite the one connection is the transaction's until it ends.
      const names = await referenceNames(db);
      return db.transaction().execute(async (trx) => {
        const row = await findDraftRow(trx, agentId, draftId, engine);
        if (row === undefined) throw draftNotFound();
        if (row.status !== PROPERTY_DRAFT_STATUS.Pending) throw notEditable();
        const outcome = (await work(trx, row)) ?? {};
        const changes = outcome.changes ?? {};
        const next = { ...row, ...changes };
        await trx
          .updateTable('property_drafts')
          .set({ ...changes, search_text: draftSearchText(next, names), updated_at: isoNow(context) })
          .where('id', '=', draftId)
          .where('agent_id', '=', agentId)
          .execute();
        return outcome.result;
      });
    },
    async answer(reply, agentId, draftId, status = 200) {
      return ok(reply, await read(agentId, draftId), {}, status);
    },
  };
}
