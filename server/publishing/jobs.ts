import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../db/database.ts';
import type { PostNetwork, PublishingJobRow } from '../db/schema.ts';

/**
 * The publishing queue (issue 11): one table on SQLite and PostgreSQL alike. A job is recorded in
 * the transaction that moves its draft to Publishing, so there is never a Publishing draft without
 * a job nor a job for a draft that stayed Pending. Workers claim a job with a lease: a conditional
 * UPDATE that only succeeds while nobody holds an unexpired lease, which one statement settles on
 * both engines (PostgreSQL re-checks the WHERE on the row it locked; SQLite has one writer).
 */

const LIVE_STATES = ['queued', 'running'] as const;

/**
 * Records the draft's job, replacing a finished one (publishing again after a failure; issue 21:
 * a retry of one network's post, `retryNetwork`, after the publication ended).
 */
export async function enqueuePublishingJob(
  trx: Trx,
  job: { propertyDraftId: string; agentId: string; now: string; retryNetwork?: PostNetwork | null },
): Promise<string> {
  const id = randomUUID();
  await trx.deleteFrom('publishing_jobs').where('property_draft_id', '=', job.propertyDraftId).execute();
  await trx
    .insertInto('publishing_jobs')
    .values({
      id,
      property_draft_id: job.propertyDraftId,
      agent_id: job.agentId,
      state: 'queued',
      snapshot: null,
      lease_owner: null,
      lease_expires_at: null,
      attempts: 0,
      run_after: job.now,
      created_at: job.now,
      updated_at: job.now,
      retry_network: job.retryNetwork ?? null,
    })
    .execute();
  return id;
}

/** Issue 21: whether the draft has a job still to run (a publication, or a retry): nothing else may be queued beside it. */
export async function hasLiveJob(trx: Trx, propertyDraftId: string): Promise<boolean> {
  const row = await trx.selectFrom('publishing_jobs').select('id').where('property_draft_id', '=', propertyDraftId).where('state', 'in', [...LIVE_STATES]).executeTakeFirst();
  return row !== undefined;
}

const later = (now: Date, ms: number): string => new Date(now.getTime() + ms).toISOString();

/**
 * Claims up to `limit` jobs that are due and unleased (or whose lease lapsed: their instance died)
 * for `owner`, until `now + leaseMs`. Answers the rows it won.
 */
export async function claimJobs(db: Db, owner: string, now: Date, leaseMs: number, limit: number): Promise<PublishingJobRow[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('publishing_jobs')
    .select('id')
    .where('state', 'in', [...LIVE_STATES])
    .where('run_after', '<=', at)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  const won: PublishingJobRow[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable('publishing_jobs')
      .set((eb) => ({ lease_owner: owner, lease_expires_at: later(now, leaseMs), state: 'running', attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('state', 'in', [...LIVE_STATES])
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) continue;
    const row = await db.selectFrom('publishing_jobs').selectAll().where('id', '=', id).where('lease_owner', '=', owner).executeTakeFirst();
    if (row !== undefined) won.push(row);
  }
  return won;
}

/** Extends the lease; false when it is no longer ours (it lapsed and another instance took the job). */
export async function renewLease(db: Db, jobId: string, owner: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('publishing_jobs')
    .set({ lease_expires_at: later(now, leaseMs) })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Writes the machine's snapshot, fenced by the lease: false when another instance holds the job
 * now. A finished job gives its lease back.
 */
export async function saveSnapshot(
  db: Db,
  jobId: string,
  owner: string,
  snapshot: unknown,
  state: 'running' | 'done' | 'failed',
  now: Date,
): Promise<boolean> {
  const finished = state !== 'running';
  const result = await db
    .updateTable('publishing_jobs')
    .set({ snapshot: JSON.stringify(snapshot), state, updated_at: now.toISOString(), ...(finished ? { lease_owner: null, lease_expires_at: null } : {}) })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives the job back (a clean stop, or a run that broke): another instance, or this one later, resumes it. */
export async function releaseJob(db: Db, jobId: string, owner: string, runAfter: Date): Promise<void> {
  await db
    .updateTable('publishing_jobs')
    .set({ lease_owner: null, lease_expires_at: null, run_after: runAfter.toISOString() })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .execute();
}
