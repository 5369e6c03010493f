import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, type AnyEventObject } from 'xstate';
import { SAVE_DELAYS_MS, autosaveMachine, type DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { REQUESTS, model } from './autosaveMachine.model.ts';
import { failure } from './fixtures.ts';

graphSuite(model);

describe('autosaveMachine, step by step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms after the last short request, restarting the wait on each, then runs the newest', () => {
    const first = { ...REQUESTS.short, success: 'uno' };
    const second = { ...REQUESTS.short, success: 'dos' };
    const running = run(model, { key: 'basic' }, [{ type: 'save.requested', request: first }]);
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short - 1);
    running.actor.send({ type: 'save.requested', request: second });
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short - 1);
    expect(actorCalls(running.effects, 'runSave')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actorCalls(running.effects, 'runSave')).toEqual([{ request: second }]);
    expect(running.actor.getSnapshot().hasTag('saving')).toBe(true);
  });

  it('waits 1000 ms for a long request and runs an immediate one at once', () => {
    const running = run(model, { key: 'detail:1' }, [{ type: 'save.requested', request: REQUESTS.long }]);
    vi.advanceTimersByTime(SAVE_DELAYS_MS.long - 1);
    expect(actorCalls(running.effects, 'runSave')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(1);

    const immediate = run(model, { key: 'video' }, [{ type: 'save.requested', request: REQUESTS.none }]);
    expect(actorCalls(immediate.effects, 'runSave')).toEqual([{ request: REQUESTS.none }]);
  });

  it('keeps a request that arrives while the call is in flight and runs it after the answer', () => {
    const newer = { ...REQUESTS.short, success: 'más nuevo' };
    const running = run(model, { key: 'basic' }, [
      { type: 'save.requested', request: REQUESTS.none },
      { type: 'save.requested', request: newer },
    ]);
    expect(actorCalls(running.effects, 'runSave')).toEqual([{ request: REQUESTS.none }]);
    running.actor.send(doneEvent('runSave', emptyDraft));
    expect(actionCalls(running.effects, 'reportSaved')).toEqual([{ draft: emptyDraft }]);
    expect(actionCalls(running.effects, 'reportIdle')).toEqual([]);
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short);
    expect(actorCalls(running.effects, 'runSave')).toEqual([{ request: REQUESTS.none }, { request: newer }]);
  });

  it('runs the kept request after a failed call too, and reports both outcomes', () => {
    const running = run(model, { key: 'basic' }, [
      { type: 'save.requested', request: REQUESTS.none },
      { type: 'save.requested', request: REQUESTS.none },
    ]);
    running.actor.send(errorEvent('runSave', failure('SERVER_ERROR')));
    expect(running.effects.filter((effect) => effect.kind === 'action').map((effect) => effect.name)).toEqual(['reportBusy', 'reportFailed']);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(2);
    running.actor.send(doneEvent('runSave', emptyDraft));
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(running.effects.filter((effect) => effect.kind === 'action').map((effect) => effect.name)).toEqual([
      'reportBusy',
      'reportFailed',
      'reportSaved',
      'reportIdle',
    ]);
  });
});

/** The real machine under a parent: what it tells the parent, with a real call. */
describe('autosaveMachine reports to its parent', () => {
  const parentOf = (request: DraftSaveRequest) => {
    const received: AnyEventObject[] = [];
    const parent = setup({ actors: { autosave: autosaveMachine } }).createMachine({
      invoke: { id: 'child', src: 'autosave', input: { key: request.key } },
      entry: sendTo('child', { type: 'save.requested', request }),
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    return { actor: createActor(parent).start(), received };
  };

  it('busy, saved with the answer and the request, then idle', async () => {
    const request: DraftSaveRequest = { ...REQUESTS.none, run: () => Promise.resolve(completeDraft) };
    const { received } = parentOf(request);
    await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.idle'));
    expect(received.filter((event) => event.type.startsWith('autosave.'))).toEqual([
      { type: 'autosave.busy', key: 'basic' },
      { type: 'autosave.saved', key: 'basic', request, draft: completeDraft },
      { type: 'autosave.idle', key: 'basic' },
    ]);
  });

  it('failed with the request and its error', async () => {
    const offline = new Error('offline');
    const request: DraftSaveRequest = { ...REQUESTS.none, run: () => Promise.reject(offline) };
    const { received } = parentOf(request);
    await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.idle'));
    expect(received.filter((event) => event.type === 'autosave.failed')).toEqual([{ type: 'autosave.failed', key: 'basic', request, error: offline }]);
  });
});

