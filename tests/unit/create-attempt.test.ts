import { describe, expect, it } from 'vitest';
import { attemptFor, freshAttempt } from '../../src/machines/forms/create-attempt.ts';

describe('create attempts (issue 21, Idempotency-Key)', () => {
  it('a fresh attempt has a UUID and no body yet', () => {
    const attempt = freshAttempt();
    expect(attempt.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attempt.body).toBeNull();
    expect(freshAttempt().key).not.toBe(attempt.key);
  });

  it('the first submit and its retries keep the key; another body takes a new one', () => {
    const fresh = freshAttempt();
    const first = attemptFor(fresh, { title: 'Llamar' });
    expect(first).toEqual({ key: fresh.key, body: '{"title":"Llamar"}' });
    expect(attemptFor(first, { title: 'Llamar' })).toEqual(first);
    const other = attemptFor(first, { title: 'Llamar hoy' });
    expect(other.key).not.toBe(fresh.key);
    expect(other.body).toBe('{"title":"Llamar hoy"}');
  });
});
