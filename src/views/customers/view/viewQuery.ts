import type { RefreshTrigger } from '../../../machines/reload.ts';
import { TASK_RANGES, type TaskRange } from '../../../schema/task.ts';
import { paths } from '../../paths.ts';

/**
 * The customer view's query parameters (spec 02 §2.3): `section` (0 information, 1 properties,
 * 2 events, 3 tasks — the default —, 4 notes, 5 activity; the dashboard's links say 'tasks'),
 * `task` (the open side panel: a task id, or 'new' for the create panel), `from` (the refresh
 * trigger), the task search's `searchQuery` and the task list's `range` (issue 8: 'upcoming', the
 * default and left out of the address, 'overdue' or 'all'; anything else reads as the default).
 */

export type SectionId = 0 | 1 | 2 | 3 | 4 | 5;

export const SECTION = { information: 0, properties: 1, events: 2, tasks: 3, notes: 4, activity: 5 } as const satisfies Record<
  string,
  SectionId
>;

/** The task list's range when the URL names none: the spec's window plus the overdue tasks. */
export const DEFAULT_TASK_RANGE: TaskRange = 'upcoming';

/** The `task` value that opens 'Agregar tarea de seguimiento'. */
export const NEW_TASK = 'new';

const REFRESH_TRIGGERS: readonly RefreshTrigger[] = ['addTask', 'updateTask', 'updateTaskStatus', 'deleteTask', 'enabled', 'archived'];

export interface ViewQuery {
  readonly section: SectionId;
  readonly task: string | null;
  readonly from: RefreshTrigger | null;
  readonly searchQuery: string;
  readonly range: TaskRange;
}

const parseSection = (value: string | null): SectionId => {
  if (value === null) return SECTION.tasks;
  if (Object.hasOwn(SECTION, value)) return SECTION[value as keyof typeof SECTION];
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 5 && value.trim() !== '' ? (number as SectionId) : SECTION.tasks;
};

export const parseViewQuery = (search: string): ViewQuery => {
  const query = new URLSearchParams(search);
  const task = query.get('task');
  const from = query.get('from');
  return {
    section: parseSection(query.get('section')),
    task: task === null || task === '' ? null : task,
    from: REFRESH_TRIGGERS.find((trigger) => trigger === from) ?? null,
    searchQuery: query.get('searchQuery') ?? '',
    range: TASK_RANGES.find((range) => range === query.get('range')) ?? DEFAULT_TASK_RANGE,
  };
};

/**
 * The view's address with these parameters; the default section and range are left out. Built on
 * the route registry's href, with the task search and range added (the registry does not know them).
 */
export const viewHref = (slug: string, query: ViewQuery): string => {
  const href = paths.customer({
    slug,
    section: query.section === SECTION.tasks ? undefined : query.section,
    task: query.task ?? undefined,
    from: query.from ?? undefined,
  });
  const extra = new URLSearchParams();
  const searchQuery = query.searchQuery.trim();
  if (searchQuery !== '') extra.set('searchQuery', searchQuery);
  if (query.range !== DEFAULT_TASK_RANGE) extra.set('range', query.range);
  const added = extra.toString();
  if (added === '') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${added}`;
};
