import type { RefreshTrigger } from '../../../machines/reload.ts';
import { paths } from '../../paths.ts';

/**
 * The customer view's query parameters (spec 02 §2.3): `section` (0 information, 1 properties,
 * 2 events, 3 tasks — the default —, 4 notes, 5 activity; the dashboard's links say 'tasks'),
 * `task` (the open side panel: a task id, or 'new' for the create panel), `from` (the refresh
 * trigger) and the task search's `searchQuery`.
 */

export type SectionId = 0 | 1 | 2 | 3 | 4 | 5;

export const SECTION = { information: 0, properties: 1, events: 2, tasks: 3, notes: 4, activity: 5 } as const satisfies Record<
  string,
  SectionId
>;

/** The `task` value that opens 'Agregar tarea de seguimiento'. */
export const NEW_TASK = 'new';

const REFRESH_TRIGGERS: readonly RefreshTrigger[] = ['addTask', 'updateTask', 'updateTaskStatus', 'deleteTask', 'enabled', 'archived'];

export interface ViewQuery {
  readonly section: SectionId;
  readonly task: string | null;
  readonly from: RefreshTrigger | null;
  readonly searchQuery: string;
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
  };
};

/**
 * The view's address with these parameters; the default section is left out. Built on the route
 * registry's href, with the task search added (the registry does not know it).
 */
export const viewHref = (slug: string, query: ViewQuery): string => {
  const href = paths.customer({
    slug,
    section: query.section === SECTION.tasks ? undefined : query.section,
    task: query.task ?? undefined,
    from: query.from ?? undefined,
  });
  const searchQuery = query.searchQuery.trim();
  if (searchQuery === '') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ searchQuery }).toString()}`;
};
