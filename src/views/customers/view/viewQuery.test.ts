import { describe, expect, it } from 'vitest';
import { NEW_TASK, SECTION, parseViewQuery, viewHref } from './viewQuery.ts';

describe('parseViewQuery', () => {
  it('defaults to the tasks section with nothing open', () => {
    expect(parseViewQuery('')).toEqual({ section: SECTION.tasks, task: null, from: null, searchQuery: '' });
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
});

describe('viewHref', () => {
  it('leaves the defaults out', () => {
    expect(viewHref('ana-perez', { section: SECTION.tasks, task: null, from: null, searchQuery: '' })).toBe(
      '/customers/view/ana-perez',
    );
  });

  it('writes every parameter', () => {
    expect(viewHref('ana-perez', { section: SECTION.activity, task: NEW_TASK, from: 'deleteTask', searchQuery: ' llamar ' })).toBe(
      '/customers/view/ana-perez?section=5&task=new&from=deleteTask&searchQuery=llamar',
    );
    expect(viewHref('ana-perez', { section: SECTION.tasks, task: null, from: null, searchQuery: 'a b' })).toBe(
      '/customers/view/ana-perez?searchQuery=a+b',
    );
  });
});
