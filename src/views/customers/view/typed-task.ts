import type { TaskFormValues } from '../../../machines/forms/task-form.ts';

/** Issue 21: a local copy of a task form read back (null unless it has the form's shape). */
export const decodeTypedTask = (stored: unknown): TaskFormValues | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { taskTypeId, title, description, priority, expirationDate } = stored as Record<string, unknown>;
  if (taskTypeId !== null && typeof taskTypeId !== 'string') return null;
  if (priority !== null && typeof priority !== 'number') return null;
  if (typeof title !== 'string' || typeof description !== 'string' || typeof expirationDate !== 'string') return null;
  return { taskTypeId, title, description, priority, expirationDate };
};
