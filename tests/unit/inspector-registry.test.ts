import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type InspectionEvent } from 'xstate';
import {
  clearLog,
  emptyInspectorState,
  ENDED_LIMIT,
  filterLog,
  LOG_LIMIT,
  listedActors,
  reduceInspection,
  safeJson,
  stateLabel,
  type InspectedActor,
  type InspectionInput,
  type InspectorState,
} from '../../src/app/inspector/registry.ts';
import { createInspectorStore } from '../../src/app/inspector/store.ts';

const machine = { id: 'signUp', root: { states: {} } };
const actor = (sessionId: string, extra: Partial<InspectedActor> = {}): InspectedActor => ({ sessionId, id: sessionId, logic: machine, ...extra });

const run = (events: readonly InspectionInput[], start: InspectorState = emptyInspectorState): InspectorState =>
  events.reduce((state, event, index) => reduceInspection(state, event, 1000 + index), start);

const snapshot = (ref: InspectedActor, type: string, value: unknown, more: object = {}): InspectionInput => ({
  type: '@xstate.snapshot',
  actorRef: ref,
  event: { type },
  snapshot: { status: 'active', value, context: { email: '' }, tags: new Set(['busy']), ...more },
});

describe('inspector registry (synthetic inspection events)', () => {
  it('registers an actor and lists it once it has a snapshot, with its ids, state, tags and context', () => {
    const ref = actor('x:1', { systemId: 'session', id: 'session' });
    const registered = run([{ type: '@xstate.actor', actorRef: ref }]);
    expect(registered.actors.get('x:1')?.status).toBe('registered');
    expect(listedActors(registered, true)).toEqual([]);
    const started = run([snapshot(ref, 'xstate.init', 'details')], registered);
    const [entry] = listedActors(started, false);
    expect(entry).toMatchObject({ sessionId: 'x:1', systemId: 'session', machineId: 'signUp', status: 'active', value: 'details', tags: ['busy'] });
    expect(entry?.context).toEqual({ email: '' });
  });

  it('logs each processed event with its time, target state, whether it moved, and its sender', () => {
    const parent = actor('x:0');
    const ref = actor('x:1', { _parent: parent });
    const sent = { type: 'form.submitted' };
    const state = run([
      { type: '@xstate.actor', actorRef: ref },
      snapshot(ref, 'xstate.init', 'details'),
      { type: '@xstate.event', actorRef: ref, sourceRef: parent, event: sent },
      { type: '@xstate.snapshot', actorRef: ref, event: sent, snapshot: { status: 'active', value: { submitting: 'verifying' } } },
      snapshot(ref, 'field.changed', { submitting: 'verifying' }),
    ]);
    const log = state.logs.get('x:1') ?? [];
    expect(log.map((entry) => [entry.at, entry.eventType, stateLabel(entry.state), entry.changed, entry.sourceId])).toEqual([
      [1001, 'xstate.init', 'details', false, null],
      [1003, 'form.submitted', 'submitting.verifying', true, 'x:0'],
      [1004, 'field.changed', 'submitting.verifying', false, null],
    ]);
    expect(state.actors.get('x:1')?.parentId).toBe('x:0');
    expect(state.actors.get('x:1')?.pending).toEqual([]);
  });

  it('marks stopped and done actors ended, hides them unless asked, and keeps only the latest ones', () => {
    const ref = actor('x:1');
    const stopped = run([snapshot(ref, 'xstate.init', 'idle'), snapshot(ref, 'xstate.stop', 'idle', { status: 'stopped' })]);
    expect(stopped.actors.get('x:1')).toMatchObject({ status: 'stopped', endedAt: 1001 });
    expect(listedActors(stopped, false)).toEqual([]);
    expect(listedActors(stopped, true).map((entry) => entry.sessionId)).toEqual(['x:1']);
    const many = Array.from({ length: ENDED_LIMIT + 5 }, (_, index) => actor(`p:${index}`, { logic: {} }));
    const crowded = run(many.flatMap((ref) => [snapshot(ref, 'xstate.init', null), snapshot(ref, 'xstate.stop', null, { status: 'done' })]), stopped);
    expect([...crowded.actors.values()].filter((entry) => entry.status !== 'active')).toHaveLength(ENDED_LIMIT);
    expect(crowded.actors.has('x:1')).toBe(false);
    expect(crowded.logs.has('x:1')).toBe(false);
    expect(crowded.actors.get(`p:${ENDED_LIMIT + 4}`)).toMatchObject({ machineId: null, status: 'done', value: null });
  });

  it('keeps a window of LOG_LIMIT entries, filters by event, state or payload, and clears on demand', () => {
    const ref = actor('x:1');
    const events = Array.from({ length: LOG_LIMIT + 10 }, (_, index) => snapshot(ref, index % 2 ? 'tick' : 'field.changed', 'idle'));
    const state = run(events);
    const log = state.logs.get('x:1') ?? [];
    expect(log).toHaveLength(LOG_LIMIT);
    expect(filterLog(log, ' FIELD ').every((entry) => entry.eventType === 'field.changed')).toBe(true);
    expect(filterLog(log, 'idle')).toHaveLength(LOG_LIMIT);
    expect(filterLog(log, 'nothing-like-it')).toEqual([]);
    const cleared = clearLog(state, 'x:1');
    expect(cleared.logs.get('x:1')).toBeUndefined();
    expect(cleared.actors.get('x:1')?.status).toBe('active');
    expect(clearLog(cleared, 'x:1')).toBe(cleared);
  });

  it('ignores inspection events it does not read (actions, microsteps)', () => {
    const ref = actor('x:1');
    expect(run([{ type: '@xstate.action', actorRef: ref }])).toBe(emptyInspectorState);
    expect(run([{ type: '@xstate.microstep' }])).toBe(emptyInspectorState);
  });

  it('labels state values and prints context safely', () => {
    expect(stateLabel({ form: { editing: 'idle' } })).toBe('form.editing.idle');
    expect(stateLabel({ a: 'x', b: 'y' })).toBe('a.x, b.y');
    expect(stateLabel({ p: { a: 'x', b: 'y' } })).toBe('p.(a.x, b.y)');
    expect(stateLabel(null)).toBe('');
    const cyclic: Record<string, unknown> = { fn: () => 1, child: { sessionId: 'x:2', id: 'autosave', send: () => {} } };
    cyclic.self = cyclic;
    expect(safeJson(cyclic)).toBe('{"fn":"[function]","child":"[actor autosave]","self":"[circular]"}');
  });
});

describe('inspector store fed by real actors', () => {
  it('sees a machine and the promise actor it invokes through the inspect hook', async () => {
    const store = createInspectorStore(() => 42);
    const loader = createMachine({
      id: 'loader',
      initial: 'loading',
      states: {
        loading: { tags: ['busy'], invoke: { id: 'load', src: fromPromise(async () => 'ok'), onDone: 'ready' } },
        ready: { on: { reset: 'loading' } },
      },
    });
    const live = createActor(loader, { systemId: 'loader', inspect: (event: InspectionEvent) => store.inspect(event) });
    live.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { inspection } = store.getSnapshot();
    const entries = [...inspection.actors.values()];
    expect(entries.map((entry) => [entry.id, entry.machineId, entry.status])).toEqual([
      [live.id, 'loader', 'active'],
      ['load', null, 'done'],
    ]);
    expect(inspection.actors.get(live.sessionId)).toMatchObject({ systemId: 'loader', value: 'ready', tags: [] });
    expect(inspection.logs.get(live.sessionId)?.map((entry) => entry.eventType)).toEqual(['xstate.init', 'xstate.done.actor.load']);
    live.stop();
    expect(store.getSnapshot().inspection.actors.get(live.sessionId)?.status).toBe('stopped');
  });

  it('notifies subscribers once per burst, and lists client errors up to a limit', async () => {
    const store = createInspectorStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.addClientError({ at: 1, message: 'boom' });
    store.addClientError({ at: 2, message: 'again' });
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(store.getSnapshot().clientErrors.map((entry) => entry.message)).toEqual(['boom', 'again']);
    store.clearClientErrors();
    expect(store.getSnapshot().clientErrors).toEqual([]);
    unsubscribe();
  });
});
