import * as Schema from 'effect/Schema';
import {
  Task,
  TaskAttachment,
  type OrderType,
  type TaskBody,
  type TaskOrderBy,
  type TaskPriority,
  type TaskRange,
  type TaskStatus,
  type TaskUpdateBody,
} from '../schema/task.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { Ignored, page, type Page, type PageParams } from './api-pages.ts';

/** One function per task call of spec 01 §7 / spec 02 §7. Each rejects with an ApiFailure. */

export interface TasksParams extends PageParams {
  readonly status?: TaskStatus;
  readonly priority?: TaskPriority;
  readonly searchQuery?: string;
  /** ISO instants; the server defaults to today 00:00 → 30 days ahead (America/Caracas). */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly orderBy?: TaskOrderBy;
  readonly orderType?: OrderType;
  /** Issue 8: 'upcoming' (the window plus the overdue tasks, those first), 'overdue', 'all'. */
  readonly range?: TaskRange;
}

const segment = (value: string): string => encodeURIComponent(value);
const taskPath = (tenantId: string, taskId: string): string => `/tenants/${segment(tenantId)}/tasks/${segment(taskId)}`;

const searchParams = (params: TasksParams) => ({
  ...params,
  searchQuery: params.searchQuery?.trim() ? params.searchQuery.trim() : undefined,
});

/** The agent's tasks across customers (the dashboard's 'Tareas pendientes'). */
export const agentTasks = async (params: TasksParams = {}, client: ApiClient = defaultApiClient()): Promise<Page<Task>> =>
  page(await client.send({ method: 'get', path: '/agents/tasks', searchParams: searchParams(params) }, Schema.Array(Task)));

export const tenantTasks = async (
  tenantId: string,
  params: TasksParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<Task>> =>
  page(
    await client.send(
      { method: 'get', path: `/tenants/${segment(tenantId)}/tasks`, searchParams: searchParams(params) },
      Schema.Array(Task),
    ),
  );

export const getTask = async (tenantId: string, taskId: string, client: ApiClient = defaultApiClient()): Promise<Task> =>
  (await client.send({ method: 'get', path: taskPath(tenantId, taskId) }, Task)).data;

/** `idempotencyKey`: one per create attempt, the same on its retries (issue 21: created once). */
export const createTask = async (tenantId: string, body: TaskBody, client: ApiClient = defaultApiClient(), idempotencyKey?: string): Promise<Task> =>
  (await client.send({ method: 'post', path: `/tenants/${segment(tenantId)}/tasks`, json: body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) }, Task)).data;

export const updateTask = async (tenantId: string, body: TaskUpdateBody, client: ApiClient = defaultApiClient()): Promise<Task> =>
  (await client.send({ method: 'put', path: taskPath(tenantId, body.taskId), json: body }, Task)).data;

export const deleteTask = async (tenantId: string, taskId: string, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'delete', path: taskPath(tenantId, taskId) }, Ignored);
};

export const completeTask = async (tenantId: string, taskId: string, client: ApiClient = defaultApiClient()): Promise<Task> =>
  (await client.send({ method: 'put', path: `${taskPath(tenantId, taskId)}/completed` }, Task)).data;

export const cancelTask = async (tenantId: string, taskId: string, client: ApiClient = defaultApiClient()): Promise<Task> =>
  (await client.send({ method: 'put', path: `${taskPath(tenantId, taskId)}/canceled` }, Task)).data;

export const reopenTask = async (tenantId: string, taskId: string, client: ApiClient = defaultApiClient()): Promise<Task> =>
  (await client.send({ method: 'put', path: `${taskPath(tenantId, taskId)}/in-progress` }, Task)).data;

export const uploadAttachment = async (
  tenantId: string,
  taskId: string,
  file: File,
  client: ApiClient = defaultApiClient(),
): Promise<TaskAttachment> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await client.send({ method: 'post', path: `${taskPath(tenantId, taskId)}/attachments`, body }, TaskAttachment)).data;
};

export const deleteAttachment = async (
  tenantId: string,
  taskId: string,
  attachmentId: string,
  client: ApiClient = defaultApiClient(),
): Promise<void> => {
  await client.send({ method: 'delete', path: `${taskPath(tenantId, taskId)}/attachments/${segment(attachmentId)}` }, Ignored);
};
