import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TASKS_PAGE_SIZE, defaultTaskWindow, startOfCaracasDay } from '../../src/schema/rules.ts';
import {
  TASK_STATUS,
  TaskBody,
  TaskUpdateBody,
  TasksQuery,
  canChangeTaskStatus,
  canEditTask,
  type TaskStatus,
} from '../../src/schema/task.ts';
import { TENANT_ACTIVITY_EVENT, type TenantActivityEvent } from '../../src/schema/tenant.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { decodeBody, decodeEmptyBody, decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import {
  deleteAttachment,
  deleteTask,
  findAttachment,
  findTaskRow,
  findTaskView,
  insertAttachment,
  insertTask,
  isTenantTaskType,
  listTaskViews,
  toTaskAttachment,
  updateTask,
  type DueDates,
  type TaskChange,
} from '../repositories/tasks.ts';
import { appendActivity, findLink } from '../repositories/tenants.ts';
import { foldText, searchTextOf } from '../repositories/text.ts';
import { receiveAttachment, removeAttachmentFiles } from '../storage/attachments.ts';
import { requireStorageRoom } from '../storage/storage-quota.ts';
import { storeAfterCommit } from '../storage/upload-files.ts';
import { tenantNotFound } from './tenants.ts';
import { idempotentCreates } from '../http/idempotency.ts';

const taskBody = decodeBody(TaskBody);
const taskUpdateBody = decodeBody(TaskUpdateBody);
const tasksQuery = decodeQuery(TasksQuery);

const taskNotFound = () => new ApiFailure('TASK_NOT_FOUND', 'No such task');

type TenantParams = { Params: { tenantId: string } };
type TaskParams = { Params: { tenantId: string; taskId: string } };
type AttachmentParams = { Params: { tenantId: string; taskId: string; attachmentId: string } };

/** Each status call, the status it reaches and (issue 21) the customer's activity it records. */
const STATUS_ROUTES: ReadonlyArray<readonly [string, TaskStatus, TenantActivityEvent]> = [
  ['completed', TASK_STATUS.Completed, TENANT_ACTIVITY_EVENT.TaskCompleted],
  ['canceled', TASK_STATUS.Cancelled, TENANT_ACTIVITY_EVENT.TaskCancelled],
  ['in-progress', TASK_STATUS.InProgress, TENANT_ACTIVITY_EVENT.TaskReopened],
];

/** The stamps a status leaves: completedAt / canceledAt of the status reached, cleared when back in progress. */
const statusStamps = (status: TaskStatus, now: string): Pick<TaskChange, 'completed_at' | 'canceled_at'> => ({
  completed_at: status === TASK_STATUS.Completed ? now : null,
  canceled_at: status === TASK_STATUS.Cancelled ? now : null,
});

/** Tasks of the agent's customers and their attachments; every query is scoped to the caller. */
export function taskRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config, engine } = context;
  const idempotent = idempotentCreates(context);

  const requireLinked = async (queryable: Queryable, agentId: string, tenantId: string, lock = false) => {
    if ((await findLink(queryable, tenantId, agentId, lock ? engine : undefined)) === undefined) throw tenantNotFound();
  };

  const requireTask = async (queryable: Queryable, agentId: string, tenantId: string, taskId: string, lock = false) => {
    const task = await findTaskRow(queryable, agentId, tenantId, taskId, lock ? engine : undefined);
    if (task === undefined) throw taskNotFound();
    return task;
  };

  /** Today 00:00 in Caracas by this server's clock: tasks in progress due before it are overdue (issue 8). */
  const overdueBefore = (now: Date = context.now()) => startOfCaracasDay(now).toISOString();

  const taskView = async (agentId: string, tenantId: string, taskId: string) => {
    const task = await findTaskView(db, agentId, tenantId, taskId, overdueBefore());
    if (task === undefined) throw taskNotFound();
    return task;
  };

  const checkTaskType = async (taskTypeId: string) => {
    if (!(await isTenantTaskType(db, taskTypeId))) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: taskTypeId: Expected a task type of customers');
    }
  };

  /** The due dates a query covers: the spec's window (default today → 30 days), widened by `range`. */
  const dueDatesOf = (query: TasksQuery, now: Date): DueDates => {
    if (query.range === 'overdue') return { kind: 'overdue' };
    if (query.range === 'all') return { kind: 'any' };
    const window = defaultTaskWindow(now);
    const startDate = (query.startDate === undefined ? window.startDate : new Date(query.startDate)).toISOString();
    const endDate = (query.endDate === undefined ? window.endDate : new Date(query.endDate)).toISOString();
    return { kind: query.range === 'upcoming' ? 'windowAndOverdue' : 'window', startDate, endDate };
  };

  const list = async (agentId: string, tenantId: string | undefined, query: TasksQuery) => {
    // One reading of the clock: the window and "overdue" agree on which day today is.
    const now = context.now();
    const search = query.searchQuery === undefined ? '' : foldText(query.searchQuery.trim());
    const page = { limit: query.limit ?? TASKS_PAGE_SIZE, offset: query.offset ?? 0 };
    const result = await listTaskViews(
      db,
      agentId,
      {
        tenantId,
        status: query.status,
        priority: query.priority,
        search: search === '' ? null : search,
        dueDates: dueDatesOf(query, now),
        overdueBefore: overdueBefore(now),
        orderBy: query.orderBy ?? 'dueDate',
        orderType: query.orderType ?? 'asc',
      },
      page,
    );
    return { ...result, page };
  };

  app.get('/agents/tasks', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { items, total, page } = await list(agentId, undefined, tasksQuery(request));
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get<TenantParams>('/tenants/:tenantId/tasks', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = tasksQuery(request);
    await requireLinked(db, agentId, request.params.tenantId);
    const { items, total, page } = await list(agentId, request.params.tenantId, query);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get<TaskParams>('/tenants/:tenantId/tasks/:taskId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { tenantId, taskId } = request.params;
    await requireLinked(db, agentId, tenantId);
    return ok(reply, await taskView(agentId, tenantId, taskId));
  });

  app.post<TenantParams>('/tenants/:tenantId/tasks', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = taskBody(request);
    const { tenantId } = request.params;
    await requireLinked(db, agentId, tenantId);
    await checkTaskType(body.taskTypeId);
    // Issue 21: with an Idempotency-Key, a repeat answers the first task instead of a second one.
    return idempotent(request, reply, agentId, async () => {
      const taskId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await requireLinked(trx, agentId, tenantId, true);
        const now = isoNow(context);
        const title = body.title.trim();
        const description = body.description.trim();
        await insertTask(trx, {
          id: taskId,
          agent_id: agentId,
          tenant_id: tenantId,
          task_type_id: body.taskTypeId,
          title,
          description,
          status: TASK_STATUS.InProgress,
          priority: body.priority,
          expired_at: new Date(body.expiredAt).toISOString(),
          created_at: now,
          completed_at: null,
          canceled_at: null,
          updated_at: now,
          search_text: searchTextOf([title, description]),
        });
        await appendActivity(trx, tenantId, agentId, TENANT_ACTIVITY_EVENT.TaskAdded, now);
      });
      return { status: 201, data: await taskView(agentId, tenantId, taskId) };
    });
  });

  app.put<TaskParams>('/tenants/:tenantId/tasks/:taskId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = taskUpdateBody(request);
    const { tenantId, taskId } = request.params;
    if (body.taskId !== taskId) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: taskId: Expected the id of the path');
    await requireLinked(db, agentId, tenantId);
    await requireTask(db, agentId, tenantId, taskId);
    await checkTaskType(body.taskTypeId);
    await db.transaction().execute(async (trx) => {
      const task = await requireTask(trx, agentId, tenantId, taskId, true);
      if (!canEditTask(task.status as TaskStatus)) throw new ApiFailure('TASK_NOT_IN_PROGRESS', 'Only a task in progress can be edited');
      const title = body.title.trim();
      const description = body.description.trim();
      await updateTask(trx, agentId, taskId, {
        task_type_id: body.taskTypeId,
        title,
        description,
        priority: body.priority,
        expired_at: new Date(body.expiredAt).toISOString(),
        search_text: searchTextOf([title, description]),
        updated_at: isoNow(context),
      });
    });
    return ok(reply, await taskView(agentId, tenantId, taskId));
  });

  app.delete<TaskParams>('/tenants/:tenantId/tasks/:taskId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { tenantId, taskId } = request.params;
    await requireLinked(db, agentId, tenantId);
    const files = await db.transaction().execute(async (trx) => {
      await requireTask(trx, agentId, tenantId, taskId, true);
      return deleteTask(trx, agentId, taskId);
    });
    // Only once the rows are gone for good: a rolled-back delete keeps its files.
    await removeAttachmentFiles(config.dataDir, files);
    return ok(reply, null);
  });

  for (const [path, status, activity] of STATUS_ROUTES) {
    app.put<TaskParams>(`/tenants/:tenantId/tasks/:taskId/${path}`, async (request, reply) => {
      const { agentId } = await authenticate(context, request);
      decodeEmptyBody(request);
      const { tenantId, taskId } = request.params;
      await requireLinked(db, agentId, tenantId);
      await db.transaction().execute(async (trx) => {
        const task = await requireTask(trx, agentId, tenantId, taskId, true);
        if (!canChangeTaskStatus(task.status as TaskStatus, status)) {
          throw new ApiFailure('TASK_STATUS_TRANSITION_INVALID', `A task in status ${task.status} cannot move to ${status}`);
        }
        const now = isoNow(context);
        await updateTask(trx, agentId, taskId, { status, ...statusStamps(status, now), updated_at: now });
        await appendActivity(trx, tenantId, agentId, activity, now);
      });
      return ok(reply, await taskView(agentId, tenantId, taskId));
    });
  }

  app.post<TaskParams>('/tenants/:tenantId/tasks/:taskId/attachments', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { tenantId, taskId } = request.params;
    await requireLinked(db, agentId, tenantId);
    await requireTask(db, agentId, tenantId, taskId);
    const stored = await receiveAttachment(request, config.dataDir, agentId);
    const row = {
      id: randomUUID(),
      task_id: taskId,
      agent_id: agentId,
      file_name: stored.fileName,
      stored_name: stored.storedName,
      size_bytes: stored.sizeBytes,
      extension: stored.extension,
      content_type: stored.contentType,
      created_at: isoNow(context),
    };
    await storeAfterCommit(stored.file, () =>
      db.transaction().execute(async (trx) => {
        await requireTask(trx, agentId, tenantId, taskId, true);
        await requireStorageRoom(trx, agentId, config.storageQuotaBytes, stored.sizeBytes);
        await insertAttachment(trx, row);
      }),
    );
    return ok(reply, toTaskAttachment(row), {}, 201);
  });

  app.delete<AttachmentParams>('/tenants/:tenantId/tasks/:taskId/attachments/:attachmentId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { tenantId, taskId, attachmentId } = request.params;
    await requireLinked(db, agentId, tenantId);
    await requireTask(db, agentId, tenantId, taskId);
    const storedName = await db.transaction().execute(async (trx) => {
      const attachment = await findAttachment(trx, agentId, taskId, attachmentId);
      if (attachment === undefined) throw new ApiFailure('ATTACHMENT_NOT_FOUND', 'No such attachment');
      await deleteAttachment(trx, agentId, attachmentId);
      return attachment.stored_name;
    });
    await removeAttachmentFiles(config.dataDir, [storedName]);
    return ok(reply, null);
  });
}
