import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { TaskRelationship } from '../../src/schema/reference.ts';
import { TASK_STATUS, type OrderType, type Task, type TaskAttachment, type TaskOrderBy, type TaskPriority, type TaskStatus } from '../../src/schema/task.ts';
import type { Engine, Queryable } from '../db/database.ts';
import type { Database, TaskAttachmentRow, TaskRow, TenantRow } from '../db/schema.ts';
import { countOf, type Page, type PageResult } from './paging.ts';
import { tenantFullName } from './tenants.ts';
import { containsPattern } from './text.ts';

/** Tasks of one agent with their tenant's name and slug and their type: every Task answer reads this. */
const taskViews = (db: Queryable, agentId: string) =>
  db
    .selectFrom('tasks')
    .innerJoin('tenants', 'tenants.id', 'tasks.tenant_id')
    .innerJoin('task_types', 'task_types.id', 'tasks.task_type_id')
    .where('tasks.agent_id', '=', agentId);

const TASK_VIEW_COLUMNS = [
  'tasks.id',
  'tasks.agent_id',
  'tasks.tenant_id',
  'tasks.title',
  'tasks.description',
  'tasks.status',
  'tasks.priority',
  'tasks.expired_at',
  'tasks.created_at',
  'tasks.completed_at',
  'tasks.canceled_at',
  'tasks.updated_at',
  'tenants.first_name',
  'tenants.last_name',
  'tenants.slug',
  'task_types.id as type_id',
  'task_types.type as type_code',
  'task_types.name as type_name',
  'task_types.relationship as type_relationship',
] as const;

/** One row of the task view: the task (without its search text), its customer's names and slug, its type. */
type TaskViewRow = Omit<TaskRow, 'search_text' | 'task_type_id'> &
  Pick<TenantRow, 'first_name' | 'last_name' | 'slug'> & {
    type_id: string;
    type_code: number;
    type_name: string;
    type_relationship: number;
  };

export const ATTACHMENTS_URL_PREFIX = '/uploads/attachments/';

export const toTaskAttachment = (row: TaskAttachmentRow): TaskAttachment => ({
  taskMediaId: row.id,
  fileName: row.file_name,
  url: `${ATTACHMENTS_URL_PREFIX}${row.stored_name}`,
  sizeMeasure: 'bytes',
  sizeValue: Number(row.size_bytes),
  extension: row.extension,
  createdAt: row.created_at,
});

/**
 * `overdueBefore`: today 00:00 in Caracas by the server's clock, as an ISO instant (issue 8): a task
 * in progress due before it is overdue. Every task answer takes it from the request's clock.
 */
const toTask = (row: TaskViewRow, attachments: TaskAttachment[], overdueBefore: string): Task => ({
  taskId: row.id,
  relationship: 1,
  relationshipId: row.tenant_id,
  agentId: row.agent_id,
  tenant: { fullName: tenantFullName(row), slug: row.slug },
  title: row.title,
  description: row.description,
  status: row.status as TaskStatus,
  priority: row.priority as TaskPriority,
  taskType: {
    taskTypeId: row.type_id,
    type: Number(row.type_code),
    name: row.type_name,
    relationship: Number(row.type_relationship) as TaskRelationship,
  },
  attachments,
  expiredAt: row.expired_at,
  createdAt: row.created_at,
  completedAt: row.completed_at,
  canceledAt: row.canceled_at,
  updatedAt: row.updated_at,
  overdue: row.status === TASK_STATUS.InProgress && row.expired_at < overdueBefore,
});

/** The attachments of several tasks in one query, oldest first. */
async function attachmentsOf(db: Queryable, taskIds: readonly string[]): Promise<Map<string, TaskAttachment[]>> {
  const byTask = new Map<string, TaskAttachment[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .selectFrom('task_attachments')
    .selectAll()
    .where('task_id', 'in', taskIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byTask.get(row.task_id) ?? [];
    list.push(toTaskAttachment(row));
    byTask.set(row.task_id, list);
  }
  return byTask;
}

/** One task of the agent on that tenant; undefined for another agent's or tenant's task. */
export async function findTaskView(
  db: Queryable,
  agentId: string,
  tenantId: string,
  taskId: string,
  overdueBefore: string,
): Promise<Task | undefined> {
  const row = await taskViews(db, agentId)
    .select(TASK_VIEW_COLUMNS)
    .where('tasks.tenant_id', '=', tenantId)
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return toTask(row, (await attachmentsOf(db, [row.id])).get(row.id) ?? [], overdueBefore);
}

/**
 * Which due dates a list covers: the spec's window (both ends included, ISO UTC), that window plus
 * the overdue tasks, the overdue tasks only, or any (issue 8's `range`). Every kind but the spec's
 * window lists the overdue tasks first.
 */
export type DueDates =
  | { readonly kind: 'window'; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'windowAndOverdue'; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'overdue' }
  | { readonly kind: 'any' };

export interface TaskFilters {
  /** Only this tenant's tasks (GET /tenants/{id}/tasks); undefined for every task of the agent. */
  tenantId: string | undefined;
  status: number | undefined;
  priority: number | undefined;
  /** Folded and trimmed; matched against title and description. */
  search: string | null;
  dueDates: DueDates;
  /** Today 00:00 in Caracas (ISO UTC): tasks in progress due before it are overdue. */
  overdueBefore: string;
  orderBy: TaskOrderBy;
  orderType: OrderType;
}

const ORDER_COLUMN = {
  dueDate: 'tasks.expired_at',
  createdAt: 'tasks.created_at',
  priority: 'tasks.priority',
  title: 'tasks.title',
} as const satisfies Record<TaskOrderBy, string>;

type TasksQueryBuilder = SelectQueryBuilder<Database, 'tasks', object>;

/** One ordered part of a list: its ids for a slice, and its size. */
interface ListPart {
  readonly ids: (limit: number, offset: number) => Promise<string[]>;
  readonly count: () => Promise<number>;
}

const partOf = (query: TasksQueryBuilder, filters: TaskFilters): ListPart => ({
  ids: async (limit, offset) => {
    let ordered = query.select('tasks.id').orderBy(ORDER_COLUMN[filters.orderBy], filters.orderType);
    // Ties keep a stable order across pages: by due date, then by id.
    if (filters.orderBy !== 'dueDate') ordered = ordered.orderBy('tasks.expired_at', filters.orderType);
    ordered = ordered.orderBy('tasks.id', filters.orderType);
    return (await ordered.limit(limit).offset(offset).execute()).map((row) => row.id);
  },
  count: () => countOf(query),
});

/**
 * The parts of a list in the order they are shown: the spec's window is one part; the other
 * kinds are the overdue tasks, then the rest of the range (never overlapping, each in the asked
 * order), so each part is an ordered index scan and the page is cut across them (no sort of the
 * whole range on a CASE expression, which at 15,000 overdue tasks cost the dashboard ~70 ms).
 */
function listParts(db: Queryable, agentId: string, filters: TaskFilters): ListPart[] {
  const { dueDates, overdueBefore } = filters;
  let scoped = db.selectFrom('tasks').where('tasks.agent_id', '=', agentId);
  if (filters.tenantId !== undefined) scoped = scoped.where('tasks.tenant_id', '=', filters.tenantId);
  if (filters.status !== undefined) scoped = scoped.where('tasks.status', '=', filters.status);
  if (filters.priority !== undefined) scoped = scoped.where('tasks.priority', '=', filters.priority);
  const { search } = filters;
  if (search !== null) scoped = scoped.where(sql<SqlBool>`tasks.search_text like ${containsPattern(search)} escape '\\'`);

  const inWindow = (query: TasksQueryBuilder, window: { readonly startDate: string; readonly endDate: string }) =>
    query.where('tasks.expired_at', '>=', window.startDate).where('tasks.expired_at', '<=', window.endDate);
  if (dueDates.kind === 'window') return [partOf(inWindow(scoped, dueDates), filters)];

  const overdue = scoped.where('tasks.status', '=', TASK_STATUS.InProgress).where('tasks.expired_at', '<', overdueBefore);
  const notOverdue = scoped.where((eb) =>
    eb.or([eb('tasks.status', '!=', TASK_STATUS.InProgress), eb('tasks.expired_at', '>=', overdueBefore)]),
  );
  const parts = [partOf(overdue, filters)];
  if (dueDates.kind === 'windowAndOverdue') parts.push(partOf(inWindow(notOverdue, dueDates), filters));
  if (dueDates.kind === 'any') parts.push(partOf(notOverdue, filters));
  return parts;
}

/**
 * Served by tasks (agent_id[, tenant_id | status], expired_at): the page's ids and the counts read
 * the tasks table alone; only the page's rows are joined to their tenant and type.
 */
export async function listTaskViews(db: Queryable, agentId: string, filters: TaskFilters, page: Page): Promise<PageResult<Task>> {
  const parts = listParts(db, agentId, filters);
  const sizes = await Promise.all(parts.map((part) => part.count()));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const ids: string[] = [];
  // The page [offset, offset + limit) of the parts laid end to end.
  let skip = page.offset;
  for (const [index, part] of parts.entries()) {
    const size = sizes[index] ?? 0;
    const wanted = page.limit - ids.length;
    if (wanted <= 0) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    ids.push(...(await part.ids(wanted, skip)));
    skip = 0;
  }
  if (ids.length === 0) return { items: [], total };
  const [rows, attachments] = await Promise.all([
    taskViews(db, agentId).select(TASK_VIEW_COLUMNS).where('tasks.id', 'in', ids).execute(),
    attachmentsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toTask(row, attachments.get(row.id) ?? [], filters.overdueBefore)]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/**
 * One task of the agent on that tenant. With `lock` on PostgreSQL the row stays locked until the
 * transaction ends, so two simultaneous status changes see each other's result (SQLite runs one
 * writer at a time anyway).
 */
export async function findTaskRow(
  db: Queryable,
  agentId: string,
  tenantId: string,
  taskId: string,
  lock?: Engine,
): Promise<TaskRow | undefined> {
  let query = db
    .selectFrom('tasks')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', taskId);
  if (lock === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertTask(db: Queryable, task: TaskRow): Promise<void> {
  await db.insertInto('tasks').values(task).execute();
}

export type TaskChange = Partial<Omit<TaskRow, 'id' | 'agent_id' | 'tenant_id' | 'created_at'>> & { updated_at: string };

export async function updateTask(db: Queryable, agentId: string, taskId: string, change: TaskChange): Promise<void> {
  await db.updateTable('tasks').set(change).where('agent_id', '=', agentId).where('id', '=', taskId).execute();
}

/** Deletes the task and its attachment rows; returns the stored file names to remove once committed. */
export async function deleteTask(db: Queryable, agentId: string, taskId: string): Promise<string[]> {
  const files = await db
    .selectFrom('task_attachments')
    .select('stored_name')
    .where('task_id', '=', taskId)
    .where('agent_id', '=', agentId)
    .execute();
  await db.deleteFrom('task_attachments').where('task_id', '=', taskId).where('agent_id', '=', agentId).execute();
  await db.deleteFrom('tasks').where('id', '=', taskId).where('agent_id', '=', agentId).execute();
  return files.map((file) => file.stored_name);
}

// --- Attachments ---

export async function insertAttachment(db: Queryable, attachment: TaskAttachmentRow): Promise<void> {
  await db.insertInto('task_attachments').values(attachment).execute();
}

export const findAttachment = (db: Queryable, agentId: string, taskId: string, attachmentId: string): Promise<TaskAttachmentRow | undefined> =>
  db
    .selectFrom('task_attachments')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('task_id', '=', taskId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();

export async function deleteAttachment(db: Queryable, agentId: string, attachmentId: string): Promise<void> {
  await db.deleteFrom('task_attachments').where('agent_id', '=', agentId).where('id', '=', attachmentId).execute();
}

/** Task types a tenant task may use (relationship 1). */
export async function isTenantTaskType(db: Queryable, taskTypeId: string): Promise<boolean> {
  const row = await db.selectFrom('task_types').select('id').where('id', '=', taskTypeId).where('relationship', '=', 1).executeTakeFirst();
  return row !== undefined;
}
