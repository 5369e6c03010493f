import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/schema/decode.ts';
import { TASK_RANGES, TASK_STATUS, TasksQuery, isTaskOverdue } from '../../src/schema/task.ts';

/** Issue 8: when a task is overdue, and the `range` of the task list query. */

describe('isTaskOverdue: in progress and due before today, today being the calendar day in Caracas (UTC−4)', () => {
  // Due 2026-11-26 as the SPA stores it: 00:00 in Caracas.
  const dueOn26 = { status: TASK_STATUS.InProgress, expiredAt: '2026-11-26T04:00:00.000Z' };

  it.each([
    ['the due day itself, from its first instant', '2026-11-26T04:00:00.000Z', false],
    ['20:30 in Caracas, already the 27th in UTC', '2026-11-27T00:30:00.000Z', false],
    ['the last instant of the due day in Caracas', '2026-11-27T03:59:59.999Z', false],
    ['00:00 in Caracas the next day', '2026-11-27T04:00:00.000Z', true],
    ['a week later', '2026-12-03T15:00:00.000Z', true],
    ['the day before', '2026-11-25T12:00:00.000Z', false],
  ])('%s', (_name, now, overdue) => {
    expect(isTaskOverdue(dueOn26, new Date(now))).toBe(overdue);
  });

  it('a due hour later in the day changes nothing: the day decides', () => {
    const dueAt15 = { ...dueOn26, expiredAt: '2026-11-26T19:00:00.000Z' };
    expect(isTaskOverdue(dueAt15, new Date('2026-11-26T23:00:00.000Z'))).toBe(false);
    expect(isTaskOverdue(dueAt15, new Date('2026-11-27T04:00:00.000Z'))).toBe(true);
  });

  it('a completed or cancelled task is never overdue', () => {
    const later = new Date('2026-12-30T12:00:00.000Z');
    expect(isTaskOverdue({ ...dueOn26, status: TASK_STATUS.Completed }, later)).toBe(false);
    expect(isTaskOverdue({ ...dueOn26, status: TASK_STATUS.Cancelled }, later)).toBe(false);
  });
});

describe('TasksQuery: range is optional and additive', () => {
  const decode = decoder(TasksQuery, { strict: true });
  const window = { startDate: '2026-11-26T04:00:00.000Z', endDate: '2026-12-27T03:59:59.999Z' };

  it('keeps the spec’s query as it was, and takes every range', () => {
    expect(decode({}).ok).toBe(true);
    expect(decode({ ...window, status: '1', orderBy: 'dueDate', orderType: 'asc' }).ok).toBe(true);
    expect(TASK_RANGES).toEqual(['upcoming', 'overdue', 'all']);
    for (const range of TASK_RANGES) expect(decode({ range, searchQuery: 'notaria', limit: '10' })).toMatchObject({ ok: true });
  });

  it('gives the window only to upcoming', () => {
    expect(decode({ range: 'upcoming', ...window }).ok).toBe(true);
    expect(decode({ range: 'all', startDate: window.startDate })).toMatchObject({ ok: false });
    expect(decode({ range: 'overdue', endDate: window.endDate })).toMatchObject({ ok: false });
  });

  it.each(['', 'ALL', 'todas', 'vencidas'])('refuses range=%j', (range) => {
    expect(decode({ range })).toMatchObject({ ok: false });
  });
});
