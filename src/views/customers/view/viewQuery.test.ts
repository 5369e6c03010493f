import { describe, expect, it } from 'vitest';
import { NEW_TASK, SECTION, parseViewQuery, viewHref } from './viewQuery.ts';

describe('parseViewQuery', () => {
  it('defaults to the tasks section with nothing open', () => {
    expect(parseViewQuery('')).toEqual({ section: SECTION.tasks, task: null, from: null, searchQuery: '', range: 'upcoming' });
  });

  it('reads the section by number or by name, and falls back to tasks', () => {
    expect(parseViewQuery('?section=0').section).toBe(SECTION.information);
    expect(parseViewQuery('?section=5').section).toBe(SECTION.activity);
    expect(parseViewQuery('?section=tasks').section).toBe(SECTION.tasks);
    expect(parseViewQuery('?section=9').section).toBe(SECTION.tasks);
    expect(parseViewQuery('?section=').section).toBe(SECTION.tasks);
    expect(parseViewQuery('?section=toString').section).toBe(SECTION.tasks);
  });

  it('reads the open task, a known refresh trigger and the search', () => {
    expect(parseViewQuery('?task=abc&from=addTask&searchQuery=llamar')).toMatchObject({
      task: 'abc',
      from: 'addTask',
      searchQuery: 'llamar',
    });
    expect(parseViewQuery('?from=other').from).toBeNull();
  });

  it('reads the task list’s range (issue 8), and falls back to the upcoming window', () => {
    expect(parseViewQuery('?range=overdue').range).toBe('overdue');
    expect(parseViewQuery('?range=all&searchQuery=notaria')).toMatchObject({ range: 'all', searchQuery: 'notaria' });
    expect(parseViewQuery('?range=upcoming').range).toBe('upcoming');
    expect(parseViewQuery('?range=ALL').range).toBe('upcoming');
    expect(parseViewQuery('?range=').range).toBe('upcoming');
    expect(parseViewQuery('?range=toString').range).toBe('upcoming');
  });
});

describe('viewHref', () => {
  it('leaves the defaults out', () => {
    expect(viewHref('ana-perez', { section: SECTION.tasks, task: null, from: null, searchQuery: '', range: 'upcoming' })).toBe(
      '/customers/view/ana-perez',
    );
  });

  it('writes every parameter', () => {
    expect(
      viewHref('ana-perez', { section: SECTION.activity, task: NEW_TASK, from: 'deleteTask', searchQuery: ' llamar ', range: 'all' }),
    ).toBe('/customers/view/ana-perez?section=5&task=new&from=deleteTask&searchQuery=llamar&range=all');
    expect(viewHref('ana-perez', { section: SECTION.tasks, task: null, from: null, searchQuery: 'a b', range: 'upcoming' })).toBe(
      '/customers/view/ana-perez?searchQuery=a+b',
    );
    expect(viewHref('ana-perez', { section: SECTION.tasks, task: null, from: null, searchQuery: '', range: 'overdue' })).toBe(
      '/customers/view/ana-perez?range=overdue',
    );
  });
});
