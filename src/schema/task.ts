import * as Schema from 'effect/Schema';
import { Id, InputString, IntFromQuery, IsoDateTime, Text } from './common.ts';
import { TaskRelationship, TaskType } from './reference.ts';
import {
  SEARCH_QUERY_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_DESCRIPTION_MIN,
  TASK_TITLE_MAX,
  TASK_TITLE_MIN,
  isIsoDateTime,
  isNotBeforeToday,
  startOfCaracasDay,
} from './rules.ts';
import { ListPageQuery } from './tenant.ts';

/** 1 InProgress, 2 Completed, 3 Cancelled. */
export const TaskStatus = Schema.Literals([1, 2, 3]).annotate({ description: '1 InProgress, 2 Completed, 3 Cancelled' });
export type TaskStatus = typeof TaskStatus.Type;
export const TASK_STATUS = { InProgress: 1, Completed: 2, Cancelled: 3 } as const satisfies Record<string, TaskStatus>;

/** 1 Low, 2 Medium, 3 High. */
export const TaskPriority = Schema.Literals([1, 2, 3]).annotate({ description: '1 Low, 2 Medium, 3 High' });
export type TaskPriority = typeof TaskPriority.Type;
export const TASK_PRIORITY = { Low: 1, Medium: 2, High: 3 } as const satisfies Record<string, TaskPriority>;

/**
 * Spec 4: InProgress → Completed | Cancelled; Completed | Cancelled → InProgress only.
 * Shared so the SPA offers exactly the moves the server accepts.
 */
export const canChangeTaskStatus = (from: TaskStatus, to: TaskStatus): boolean =>
  from === TASK_STATUS.InProgress ? to !== TASK_STATUS.InProgress : to === TASK_STATUS.InProgress;

/** Editing a task is offered (and accepted) only while it is in progress. */
export const canEditTask = (status: TaskStatus): boolean => status === TASK_STATUS.InProgress;

/**
 * Issue 8: a task is overdue ('Vencida') while it is in progress and its due day is before today in
 * Caracas. A due date is 00:00 Caracas of its day, so a task due today is not overdue until tomorrow.
 * The server decides it with its own clock and sends it as `Task.overdue`; the SPA only shows it.
 */
export const isTaskOverdue = (task: { readonly status: number; readonly expiredAt: string }, now: Date): boolean =>
  task.status === TASK_STATUS.InProgress && Date.parse(task.expiredAt) < startOfCaracasDay(now).getTime();

export const TaskAttachment = Schema.Struct({
  taskMediaId: Id,
  /** The original name, sanitised. */
  fileName: Schema.String,
  /** '/uploads/attachments/<random>.<ext>' */
  url: Schema.String,
  sizeMeasure: Schema.Literal('bytes'),
  sizeValue: Schema.Int,
  /** 'pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'png', 'gif', 'webp' */
  extension: Schema.String,
  createdAt: IsoDateTime,
});
export type TaskAttachment = typeof TaskAttachment.Type;

export const TaskTenant = Schema.Struct({
  fullName: Schema.String,
  slug: Schema.String,
});
export type TaskTenant = typeof TaskTenant.Type;

export const Task = Schema.Struct({
  taskId: Id,
  relationship: TaskRelationship,
  /** The tenant id when relationship is 1. */
  relationshipId: Id,
  agentId: Id,
  tenant: TaskTenant,
  title: Schema.String,
  description: Schema.String,
  status: TaskStatus,
  priority: TaskPriority,
  taskType: TaskType,
  attachments: Schema.Array(TaskAttachment),
  expiredAt: IsoDateTime,
  createdAt: IsoDateTime,
  completedAt: Schema.NullOr(IsoDateTime),
  canceledAt: Schema.NullOr(IsoDateTime),
  updatedAt: IsoDateTime,
  /** Not in the spec (issue 8): in progress and due before today, by the server's clock (isTaskOverdue). */
  overdue: Schema.Boolean,
});
export type Task = typeof Task.Type;

const IsoInstant = InputString.check(
  Schema.makeFilter((value: string) => isIsoDateTime(value) || 'Expected an ISO-8601 date-time'),
);

/** POST /tenants/{tenantId}/tasks. expiredAt may not fall before today 00:00 in Caracas. */
export const TaskBody = Schema.Struct({
  taskTypeId: Id,
  title: Text(TASK_TITLE_MAX, { min: TASK_TITLE_MIN }),
  description: Text(TASK_DESCRIPTION_MAX, { min: TASK_DESCRIPTION_MIN, multiLine: true }),
  priority: TaskPriority,
  expiredAt: IsoInstant.check(
    Schema.makeFilter((value: string) => isNotBeforeToday(value) || 'Expected a date from today on'),
  ),
});
export type TaskBody = typeof TaskBody.Type;

/** PUT /tenants/{tenantId}/tasks/{taskId}: taskId must equal the path id. */
export const TaskUpdateBody = Schema.Struct({
  ...TaskBody.fields,
  taskId: Id,
});
export type TaskUpdateBody = typeof TaskUpdateBody.Type;

export const TaskOrderBy = Schema.Literals(['dueDate', 'createdAt', 'priority', 'title']);
export type TaskOrderBy = typeof TaskOrderBy.Type;
export const OrderType = Schema.Literals(['asc', 'desc']);
export type OrderType = typeof OrderType.Type;

/**
 * Not in the spec (issue 8), the optional `range` of a task list:
 * - absent: the spec's list, unchanged (startDate/endDate, default today → 30 days);
 * - 'upcoming': that window plus every overdue task (isTaskOverdue), the overdue ones first;
 * - 'overdue': only the overdue tasks;
 * - 'all': every task, whatever its due date, the overdue ones first.
 * Within each group orderBy/orderType sort as usual.
 */
export const TaskRange = Schema.Literals(['upcoming', 'overdue', 'all']);
export type TaskRange = typeof TaskRange.Type;
export const TASK_RANGES: readonly TaskRange[] = TaskRange.literals;

/** startDate/endDate bound the window, which only the spec's list and 'upcoming' have. */
const windowOnlyWithUpcoming = Schema.makeFilter(
  (query: { readonly range?: TaskRange | undefined; readonly startDate?: string | undefined; readonly endDate?: string | undefined }) => {
    if (query.range === undefined || query.range === 'upcoming') return undefined;
    const field = query.startDate !== undefined ? 'startDate' : query.endDate !== undefined ? 'endDate' : null;
    return field === null ? undefined : { path: [field], issue: `Expected no ${field} with range ${query.range} (it has no window)` };
  },
);

/**
 * GET /agents/tasks and GET /tenants/{tenantId}/tasks. startDate/endDate filter expiredAt and
 * default to defaultTaskWindow() (rules.ts); orderBy dueDate asc by default; `range` above.
 */
export const TasksQuery = Schema.Struct({
  ...ListPageQuery.fields,
  status: Schema.optional(IntFromQuery(1, 3)),
  priority: Schema.optional(IntFromQuery(1, 3)),
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
  startDate: Schema.optional(IsoInstant),
  endDate: Schema.optional(IsoInstant),
  orderBy: Schema.optional(TaskOrderBy),
  orderType: Schema.optional(OrderType),
  range: Schema.optional(TaskRange),
}).check(windowOnlyWithUpcoming);
export type TasksQuery = typeof TasksQuery.Type;
