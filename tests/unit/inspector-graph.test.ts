import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { activeStateIds, eventLabel, extractMachineGraph } from '../../src/app/inspector/machine-graph.ts';
import { signUpMachine } from '../../src/machines/signUpMachine.ts';

describe('the diagram graph of a machine', () => {
  const graph = extractMachineGraph(signUpMachine)!;

  it('has every state of the sign-up machine, nested as in its definition', () => {
    const byPath = new Map(graph.nodes.map((node) => [node.path, node]));
    expect(graph.rootId).toBe('signUp');
    expect(byPath.get('')).toMatchObject({ parentId: null, type: 'compound', initialId: 'signUp.details' });
    for (const path of ['details', 'checking', 'password', 'submitting', 'social', 'redirecting', 'done']) {
      expect(byPath.get(path)?.parentId).toBe('signUp');
    }
    expect(byPath.get('submitting.verifying')?.parentId).toBe('signUp.submitting');
    expect(byPath.get('submitting')?.initialId).toBe('signUp.submitting.verifying');
    expect(byPath.get('checking')?.tags).toEqual(['busy']);
    expect(byPath.get('done')?.type).toBe('final');
  });

  it('has its transitions with their events and guards, targetless ones left out', () => {
    const edge = (source: string, target: string) =>
      graph.edges.filter((item) => item.source === source && item.target === target).map((item) => [item.label, item.guard]);
    expect(edge('signUp.details', 'signUp.checking')).toEqual([['form.submitted', 'detailsValid']]);
    expect(edge('signUp.checking', 'signUp.password')).toEqual([['error: checkDetails', 'failedWith']]);
    expect(edge('signUp.checking', 'signUp.redirecting')).toEqual([['done: checkDetails', null]]);
    expect(edge('signUp.password', 'signUp.details')).toEqual([['step.back', null]]);
    expect(graph.edges.some((item) => item.eventType === 'field.changed')).toBe(false);
    const ids = new Set(graph.nodes.map((node) => node.id));
    expect(graph.edges.every((item) => ids.has(item.source) && ids.has(item.target))).toBe(true);
    expect(new Set(graph.edges.map((item) => item.id)).size).toBe(graph.edges.length);
  });

  it('marks the states a value makes active, nested and parallel', () => {
    expect([...activeStateIds(graph, 'details')]).toEqual(['signUp', 'signUp.details']);
    expect([...activeStateIds(graph, { submitting: 'verifying' })]).toEqual(['signUp', 'signUp.submitting', 'signUp.submitting.verifying']);
    expect([...activeStateIds(graph, { unknown: 'x' })]).toEqual(['signUp']);
    const parallel = createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { after: { 300: 'y' } }, y: { always: 'x' } } },
        b: { initial: 'idle', states: { idle: { invoke: { src: fromPromise(async () => 1), onDone: 'idle' } } } },
      },
    });
    const pg = extractMachineGraph(parallel)!;
    expect([...activeStateIds(pg, { a: 'y', b: 'idle' })].sort()).toEqual(['p', 'p.a', 'p.a.y', 'p.b', 'p.b.idle']);
    expect(pg.edges.map((item) => item.label).sort()).toEqual(['after 300ms', 'always', 'done: 0.p.b.idle']);
  });

  it('reads event types as people do, and refuses logic that is not a machine', () => {
    expect(eventLabel('xstate.after.debounce.search.typing')).toBe('after debounce');
    expect(eventLabel('xstate.done.state.p.a')).toBe('done');
    expect(eventLabel('xstate.snapshot.actor.x')).toBe('snapshot: x');
    expect(extractMachineGraph(fromPromise(async () => 1))).toBeNull();
    expect(extractMachineGraph(null)).toBeNull();
  });
});
