import { randomUUID } from 'node:crypto';
import type { CompletedTaskKind, TaskCompleted } from '../../src/schema/reference.ts';
import type { Queryable } from '../db/database.ts';
import { countOf, type Page, type PageResult } from './paging.ts';

/** Idempotent: completing the same onboarding task twice keeps one record. */
export async function recordTaskCompleted(db: Queryable, agentId: string, type: CompletedTaskKind, now: string): Promise<void> {
  await db
    .insertInto('tasks_completed')
    .values({ id: randomUUID(), agent_id: agentId, type, created_at: now })
    .onConflict((oc) => oc.columns(['agent_id', 'type']).doNothing())
    .execute();
}

export async function listTasksCompleted(db: Queryable, agentId: string, page: Page): Promise<PageResult<TaskCompleted>> {
  const scoped = db.selectFrom('tasks_completed').where('agent_id', '=', agentId);
  const [rows, total] = await Promise.all([
    scoped.selectAll().orderBy('type').limit(page.limit).offset(page.offset).execute(),
    countOf(scoped),
  ]);
  return {
    items: rows.map((row) => ({ taskCompletedId: row.id, type: row.type as CompletedTaskKind, agentId: row.agent_id })),
    total,
  };
}
