import { describe, expect, it } from 'vitest';
import { taskRangeTexts, taskViewTexts } from '../../i18n/customers.ts';
import { formatDayMonth } from './format.ts';
import { dueText } from './overdue.tsx';

describe('dueText', () => {
  const expiredAt = '2026-11-25T04:00:00.000Z';

  it('says when a task is due, and when an overdue one was', () => {
    expect(dueText({ expiredAt, overdue: false })).toBe(taskViewTexts.dueOn(formatDayMonth(expiredAt)));
    expect(dueText({ expiredAt, overdue: true })).toBe(taskRangeTexts.overdueOn(formatDayMonth(expiredAt)));
    expect(dueText({ expiredAt, overdue: true })).toMatch(/^Venció el /);
  });
});
