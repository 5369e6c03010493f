import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TASK_SEARCH_DEBOUNCE_MS } from '../../src/machines/searchDebounceMachine.ts';
import { graphSuite, run } from './graph-suite.ts';
import { model } from './searchDebounceMachine.model.ts';

graphSuite(model);

describe('searchDebounceMachine timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 500 ms after the last keystroke, with what was typed last', () => {
    const running = run(model, { value: '' }, [{ type: 'search.typed', value: 'vi' }]);
    vi.advanceTimersByTime(TASK_SEARCH_DEBOUNCE_MS - 1);
    running.actor.send({ type: 'search.typed', value: 'visita' });
    vi.advanceTimersByTime(TASK_SEARCH_DEBOUNCE_MS - 1);
    expect(running.effects).toEqual([]);
    expect(running.actor.getSnapshot().context.value).toBe('visita');
    vi.advanceTimersByTime(1);
    expect(running.effects).toEqual([{ kind: 'action', name: 'searched', params: { value: 'visita' } }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });

  it('sends an emptied box too, so clearing the search shows every task again', () => {
    const running = run(model, { value: 'visita' }, [{ type: 'search.typed', value: '' }]);
    vi.advanceTimersByTime(TASK_SEARCH_DEBOUNCE_MS);
    expect(running.effects).toEqual([{ kind: 'action', name: 'searched', params: { value: '' } }]);
  });
});
