import { sql, type SqlBool } from 'kysely';
import type { TaskRelationship } from '../../src/schema/reference.ts';
import type { OrderType, Task, TaskAttachment, TaskOrderBy, TaskPriority, TaskStatus } from '../../src/schema/task.ts';
import type { Engine, Queryable } from '../db/database.ts';
import type { TaskAttachmentRow, TaskRow, TenantRow } from '../db/schema.ts';
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

const toTask = (row: TaskViewRow, attachments: TaskAttachment[]): Task => ({
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
export async function findTaskView(db: Queryable, agentId: string, tenantId: string, taskId: string): Promise<Task | undefined> {
  const row = await taskViews(db, agentId)
    .select(TASK_VIEW_COLUMNS)
    .where('tasks.tenant_id', '=', tenantId)
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return toTask(row, (await attachmentsOf(db, [row.id])).get(row.id) ?? []);
}

export interface TaskFilters {
  /** Only this tenant's tasks (GET /tenants/{id}/tasks); undefined for every task of the agent. */
  tenantId: string | undefined;
  status: number | undefined;
  priority: number | undefined;
  /** Folded and trimmed; matched against title and description. */
  search: string | null;
  /** expiredAt window, ISO UTC, both ends included. */
  startDate: string;
  endDate: string;
  orderBy: TaskOrderBy;
  orderType: OrderType;
}

const ORDER_COLUMN = {
  dueDate: 'tasks.expired_at',
  createdAt: 'tasks.created_at',
  priority: 'tasks.priority',
  title: 'tasks.title',
} as const satisfies Record<TaskOrderBy, string>;

/**
 * Served by tasks (agent_id[, tenant_id | status], expired_at): the page's ids and the count read
 * the tasks table alone; only the page's rows are joined to their tenant and type.
 */
export async function listTaskViews(db: Queryable, agentId: string, filters: TaskFilters, page: Page): Promise<PageResult<Task>> {
  let scoped = db
    .selectFrom('tasks')
    .where('tasks.agent_id', '=', agentId)
    .where('tasks.expired_at', '>=', filters.startDate)
    .where('tasks.expired_at', '<=', filters.endDate);
  if (filters.tenantId !== undefined) scoped = scoped.where('tasks.tenant_id', '=', filters.tenantId);
  if (filters.status !== undefined) scoped = scoped.where('tasks.status', '=', filters.status);
  if (filters.priority !== undefined) scoped = scoped.where('tasks.priority', '=', filters.priority);
  const { search } = filters;
  if (search !== null) scoped = scoped.where(sql<SqlBool>`tasks.search_text like ${containsPattern(search)} escape '\\'`);

  let ordered = scoped.select('tasks.id').orderBy(ORDER_COLUMN[filters.orderBy], filters.orderType);
  // Ties keep a stable order across pages: by due date, then by id.
  if (filters.orderBy !== 'dueDate') ordered = ordered.orderBy('tasks.expired_at', filters.orderType);
  ordered = ordered.orderBy('tasks.id', filters.orderType);

  const [idRows, total] = await Promise.all([ordered.limit(page.limit).offset(page.offset).execute(), countOf(scoped)]);
  const ids = idRows.map((row) => row.id);
  if (ids.length === 0) return { items: [], total };
  const [rows, attachments] = await Promise.all([
    taskViews(db, agentId).select(TASK_VIEW_COLUMNS).where('tasks.id', 'in', ids).execute(),
    attachmentsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toTask(row, attachments.get(row.id) ?? [])]));
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
