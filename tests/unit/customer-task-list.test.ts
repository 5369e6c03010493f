import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FetchPageInput, ListPage } from '../../src/machines/listMachine.ts';
import type { Task } from '../../src/schema/task.ts';
import { fetchTasksPage, tasksListMachine, type TasksQuery } from '../../src/views/customers/view/customerLists.ts';

/** Issue 8: the customer's task list keeps its range in the list machine's query, and asks the server for it. */

const tenantTasks = vi.hoisted(() => vi.fn(async () => ({ items: [], pagination: { limit: 10, offset: 0, total: 0 } })));
vi.mock('../../src/services/tasks-api.ts', () => ({ tenantTasks }));

describe('the customer’s task list', () => {
  it('asks GET /tenants/{id}/tasks for the range and the search together', async () => {
    await fetchTasksPage({ query: { tenantId: 't-1', searchQuery: 'notaria', range: 'all' }, offset: 10, limit: 10 });
    expect(tenantTasks).toHaveBeenCalledWith('t-1', { searchQuery: 'notaria', range: 'all', offset: 10, limit: 10 });
  });

  it('a new range goes back to the first page and is what the next pages ask for', async () => {
    const calls: FetchPageInput<TasksQuery, Task>[] = [];
    const page: ListPage<Task> = { items: [{} as Task], total: 25 };
    const machine = tasksListMachine.provide({
      actors: {
        fetchPage: fromPromise<ListPage<Task>, FetchPageInput<TasksQuery, Task>>(async ({ input }) => {
          calls.push(input);
          return page;
        }),
      },
    });
    const upcoming: TasksQuery = { tenantId: 't-1', searchQuery: '', range: 'upcoming' };
    const actor = createActor(machine, { input: { query: upcoming, pageSize: 10 } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ fetch: 'loaded' })).toBe(true));
    actor.send({ type: 'page.changed', offset: 10 });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    actor.send({ type: 'query.changed', query: { ...upcoming, range: 'overdue' } });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    actor.send({ type: 'page.changed', offset: 10 });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map(({ query, offset }) => [query.range, offset])).toEqual([
      ['upcoming', 0],
      ['upcoming', 10],
      ['overdue', 0],
      ['overdue', 10],
    ]);
    expect(actor.getSnapshot().context.query.range).toBe('overdue');
    actor.stop();
  });
});
