import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastContext } from '../../src/machines/toastMachine.ts';
import { graphSuite, run } from './graph-suite.ts';
import { model } from './toastMachine.model.ts';

graphSuite(model);

describe('toastMachine timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides after 3000 ms', () => {
    const running = run(model, undefined, [{ type: 'toast.show', kind: 'error', message: 'Algo' }]);
    expect(running.actor.getSnapshot().context as ToastContext).toEqual({ kind: 'error', message: 'Algo' });
    vi.advanceTimersByTime(2999);
    expect(running.actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(running.actor.getSnapshot().value).toBe('hidden');
  });

  it('gives a new toast its own 3000 ms', () => {
    const running = run(model, undefined, [{ type: 'toast.show', kind: 'success', message: 'Uno' }]);
    vi.advanceTimersByTime(2000);
    running.actor.send({ type: 'toast.show', kind: 'success', message: 'Dos' });
    vi.advanceTimersByTime(2999);
    expect(running.actor.getSnapshot().value).toBe('visible');
    expect((running.actor.getSnapshot().context as ToastContext).message).toBe('Dos');
    vi.advanceTimersByTime(1);
    expect(running.actor.getSnapshot().value).toBe('hidden');
  });

  it('closes on demand', () => {
    const running = run(model, undefined, [{ type: 'toast.show', kind: 'success', message: 'Uno' }, { type: 'toast.close' }]);
    expect(running.actor.getSnapshot().value).toBe('hidden');
  });
});
