import { describe, expect, it } from 'vitest';
import { dueText } from './overdue.tsx';

describe('dueText', () => {
  const expiredAt = '2026-11-25T04:00:00.000Z';

  it('says when a task is due, and when an overdue one was, in the compact date of cards', () => {
    // The year shows only when it is not the current one (src/views/ui/dates.ts).
    expect(dueText({ expiredAt, overdue: false })).toMatch(/^Vence el 25 nov( 2026)?$/);
    expect(dueText({ expiredAt, overdue: true })).toMatch(/^Venció el 25 nov( 2026)?$/);
  });
});
