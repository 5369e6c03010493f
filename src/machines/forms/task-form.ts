import { taskValidation as messages } from '../../i18n/customers.ts';
import { CARACAS_OFFSET_MS, TASK_DESCRIPTION_MAX, TASK_DESCRIPTION_MIN, TASK_TITLE_MAX, TASK_TITLE_MIN, caracasDate, isIsoDate } from '../../schema/rules.ts';
import { TASK_PRIORITY, type Task, type TaskBody, type TaskPriority, type TaskUpdateBody } from '../../schema/task.ts';
import type { FieldError, FormErrors } from './access-forms.ts';
import { customerViewPath } from './customer-form.ts';

/**
 * The follow-up task form (spec 02 §5): values as the inputs hold them, the Spanish messages, and
 * the mapping to TaskBody. Due dates are calendar days in America/Caracas; `today` is handed in.
 */

export interface TaskFormValues {
  readonly taskTypeId: string | null;
  readonly title: string;
  readonly description: string;
  /** 1 Low, 2 Medium, 3 High; null until chosen. */
  readonly priority: number | null;
  /** 'YYYY-MM-DD' from the date input; '' when empty. */
  readonly expirationDate: string;
}

export type TaskField = keyof TaskFormValues;
export type TaskErrors = FormErrors<TaskField>;

/** Spec 02 §5: priority defaults to Medium. */
export const emptyTaskForm: TaskFormValues = {
  taskTypeId: null,
  title: '',
  description: '',
  priority: TASK_PRIORITY.Medium,
  expirationDate: '',
};

export const noTaskErrors: TaskErrors = {
  taskTypeId: null,
  title: null,
  description: null,
  priority: null,
  expirationDate: null,
};

/** The Caracas calendar day of an ISO instant ('2026-11-26T03:59:59Z' → '2026-11-25'). */
export const caracasDay = (iso: string): string => caracasDate(new Date(iso));

/** 00:00 in Caracas of a calendar day, as the UTC instant the server stores. */
export const expiredAtFor = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) - CARACAS_OFFSET_MS).toISOString();

export const taskFormValues = (task: Task): TaskFormValues => ({
  taskTypeId: task.taskType.taskTypeId,
  title: task.title,
  description: task.description,
  priority: task.priority,
  expirationDate: caracasDay(task.expiredAt),
});

export const validateTaskType = (value: string | null): FieldError =>
  value === null || value === '' ? messages.taskTypeRequired : null;

const validateText = (
  value: string,
  min: number,
  max: number,
  text: { readonly required: string; readonly min: string; readonly max: string },
): FieldError => {
  const trimmed = value.trim();
  if (trimmed === '') return text.required;
  if (trimmed.length < min) return text.min;
  if (trimmed.length > max) return text.max;
  return null;
};

export const validateTitle = (value: string): FieldError =>
  validateText(value, TASK_TITLE_MIN, TASK_TITLE_MAX, {
    required: messages.titleRequired,
    min: messages.titleMin,
    max: messages.titleMax,
  });

export const validateDescription = (value: string): FieldError =>
  validateText(value, TASK_DESCRIPTION_MIN, TASK_DESCRIPTION_MAX, {
    required: messages.descriptionRequired,
    min: messages.descriptionMin,
    max: messages.descriptionMax,
  });

export const validatePriority = (value: number | null): FieldError => {
  if (value === null) return messages.priorityRequired;
  return Number.isInteger(value) && value >= TASK_PRIORITY.Low && value <= TASK_PRIORITY.High ? null : messages.priorityInvalid;
};

/** Not before today: calendar days compare as strings. */
export const validateExpirationDate = (value: string, today: string): FieldError => {
  if (value.trim() === '') return messages.expirationRequired;
  if (!isIsoDate(value)) return messages.expirationInvalid;
  return value < today ? messages.expirationPast : null;
};

export const validateTaskForm = (values: TaskFormValues, today: string): TaskErrors => ({
  taskTypeId: validateTaskType(values.taskTypeId),
  title: validateTitle(values.title),
  description: validateDescription(values.description),
  priority: validatePriority(values.priority),
  expirationDate: validateExpirationDate(values.expirationDate, today),
});

/** Only called on a form without errors. */
export const taskBody = (values: TaskFormValues): TaskBody => ({
  taskTypeId: values.taskTypeId ?? '',
  title: values.title.trim(),
  description: values.description.trim(),
  priority: (values.priority ?? TASK_PRIORITY.Medium) as TaskPriority,
  expiredAt: expiredAtFor(values.expirationDate),
});

export const taskUpdateBody = (taskId: string, values: TaskFormValues): TaskUpdateBody => ({
  ...taskBody(values),
  taskId,
});

export type TaskRefreshTrigger = 'addTask' | 'updateTask' | 'deleteTask';

/** The customer view's tasks section, with a task's panel open or closed, and the refresh trigger. */
export const taskSectionPath = (slug: string, from: TaskRefreshTrigger, taskId?: string): string => {
  const query = new URLSearchParams({ section: 'tasks' });
  if (taskId !== undefined) query.set('task', taskId);
  query.set('from', from);
  return `${customerViewPath(slug)}?${query.toString()}`;
};
