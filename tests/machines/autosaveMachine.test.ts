import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, type AnyEventObject } from 'xstate';
import { RETRY_BACKOFF_MS, SAVE_DELAYS_MS, autosaveMachine, retryBackoff, type DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import { reportReachable, reportUnreachable } from '../../src/services/connectivity.ts';
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


/** Issue 21: a field's save that never reached the server waits for the connection. */
describe('autosaveMachine, offline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues an idempotent request whose call never reached the server, and runs it again when the connection returns', () => {
    const running = run(model, { key: 'enviroment:1' }, [{ type: 'save.requested', request: REQUESTS.field }]);
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short);
    running.actor.send(errorEvent('runSave', failure('NETWORK_UNREACHABLE')));
    expect(running.actor.getSnapshot().hasTag('queued')).toBe(true);
    expect(actionCalls(running.effects, 'reportQueued')).toHaveLength(1);
    expect(actionCalls(running.effects, 'reportFailed')).toEqual([]);
    running.actor.send({ type: 'connection.restored' });
    expect(actorCalls(running.effects, 'runSave')).toEqual([{ request: REQUESTS.field }, { request: REQUESTS.field }]);
    running.actor.send(doneEvent('runSave', emptyDraft));
    expect(running.actor.getSnapshot().value).toBe('idle');
  });

  it('retries after a growing delay without the connection event', () => {
    const running = run(model, { key: 'enviroment:1' }, [{ type: 'save.requested', request: REQUESTS.field }]);
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short);
    running.actor.send(errorEvent('runSave', failure('NETWORK_UNREACHABLE')));
    vi.advanceTimersByTime(retryBackoff(0) - 1);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(2);
    running.actor.send(errorEvent('runSave', failure('NETWORK_UNREACHABLE')));
    vi.advanceTimersByTime(retryBackoff(1) - 1);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(actorCalls(running.effects, 'runSave')).toHaveLength(3);
    expect(retryBackoff(20)).toBe(RETRY_BACKOFF_MS.max);
  });

  it('queues the newest value: a request kept during the call, or one made while queued', () => {
    const newer = { ...REQUESTS.field, success: 'más nuevo' };
    const running = run(model, { key: 'enviroment:1' }, [{ type: 'save.requested', request: { ...REQUESTS.field, delay: 'none' } }]);
    running.actor.send({ type: 'save.requested', request: newer });
    running.actor.send(errorEvent('runSave', failure('NETWORK_UNREACHABLE')));
    expect((running.actor.getSnapshot().context as { current: DraftSaveRequest }).current).toBe(newer);
    const newest = { ...REQUESTS.field, success: 'el último' };
    running.actor.send({ type: 'save.requested', request: newest });
    vi.advanceTimersByTime(SAVE_DELAYS_MS.short);
    expect(actorCalls(running.effects, 'runSave').at(-1)).toEqual({ request: newest });
  });

  it('fails a create (not idempotent) at once, as before', () => {
    const running = run(model, { key: 'basic' }, [{ type: 'save.requested', request: REQUESTS.none }]);
    running.actor.send(errorEvent('runSave', failure('NETWORK_UNREACHABLE')));
    expect(actionCalls(running.effects, 'reportFailed')).toHaveLength(1);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });
});

describe('autosaveMachine watches the connection while queued', () => {
  it('runs the queued request again when the shared connectivity module reports the server reachable', async () => {
    let calls = 0;
    const request: DraftSaveRequest = {
      ...REQUESTS.field,
      delay: 'none',
      run: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(failure('NETWORK_UNREACHABLE')) : Promise.resolve(completeDraft);
      },
    };
    const received: AnyEventObject[] = [];
    const parent = setup({ actors: { autosave: autosaveMachine } }).createMachine({
      invoke: { id: 'child', src: 'autosave', input: { key: request.key } },
      entry: sendTo('child', { type: 'save.requested', request }),
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    createActor(parent).start();
    await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.queued'));
    reportUnreachable();
    reportReachable();
    await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.saved'));
    expect(calls).toBe(2);
  });

  it('also on the browser online event', async () => {
    let calls = 0;
    const request: DraftSaveRequest = {
      ...REQUESTS.field,
      delay: 'none',
      run: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(failure('NETWORK_UNREACHABLE')) : Promise.resolve(completeDraft);
      },
    };
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    try {
      const received: AnyEventObject[] = [];
      const parent = setup({ actors: { autosave: autosaveMachine } }).createMachine({
        invoke: { id: 'child', src: 'autosave', input: { key: request.key } },
        entry: sendTo('child', { type: 'save.requested', request }),
        on: { '*': { actions: ({ event }) => received.push(event) } },
      });
      const actor = createActor(parent).start();
      await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.queued'));
      target.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(received.map((event) => event.type)).toContain('autosave.saved'));
      actor.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
