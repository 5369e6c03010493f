import { createListMachine, type FetchPage } from '../../../machines/listMachine.ts';
import type { Task, TaskRange } from '../../../schema/task.ts';
import type { TenantActivity } from '../../../schema/tenant.ts';
import { tenantTasks } from '../../../services/tasks-api.ts';
import { tenantActivities } from '../../../services/tenants-api.ts';

/** The customer's activity column: the shared list machine over GET /tenants/{id}/activities. */
export interface ActivityQuery {
  readonly tenantId: string;
}

export const fetchActivityPage: FetchPage<TenantActivity, ActivityQuery> = async ({ query, offset, limit }) => {
  const page = await tenantActivities(query.tenantId, { offset, limit });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

export const activityListMachine = createListMachine<TenantActivity, ActivityQuery>(fetchActivityPage);

/**
 * 'Tareas de seguimiento': the shared list machine over GET /tenants/{id}/tasks, in the range the URL
 * chose (issue 8; the server's default window and order, overdue tasks first). The search looks
 * across that range.
 */
export interface TasksQuery {
  readonly tenantId: string;
  readonly searchQuery: string;
  readonly range: TaskRange;
}

export const fetchTasksPage: FetchPage<Task, TasksQuery> = async ({ query, offset, limit }) => {
  const page = await tenantTasks(query.tenantId, { searchQuery: query.searchQuery, range: query.range, offset, limit });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

export const tasksListMachine = createListMachine<Task, TasksQuery>(fetchTasksPage);
