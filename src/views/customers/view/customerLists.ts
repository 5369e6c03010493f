import { createListMachine, type FetchPage } from '../../../machines/listMachine.ts';
import type { Task } from '../../../schema/task.ts';
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

/** 'Tareas de seguimiento': the shared list machine over GET /tenants/{id}/tasks (server's default window and order). */
export interface TasksQuery {
  readonly tenantId: string;
  readonly searchQuery: string;
}

export const fetchTasksPage: FetchPage<Task, TasksQuery> = async ({ query, offset, limit }) => {
  const page = await tenantTasks(query.tenantId, { searchQuery: query.searchQuery, offset, limit });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

export const tasksListMachine = createListMachine<Task, TasksQuery>(fetchTasksPage);
