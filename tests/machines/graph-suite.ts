import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  coverageFor,
  describePath,
  pathsFor,
  replayPath,
  startActor,
  type Effect,
  type MachineModel,
  type Running,
} from './graph.ts';

/** One test per generated path (replayPath checks the state after every step), and the 100 % transition check. */
export const graphSuite = (model: MachineModel): void => {
  describe(`${model.name} graph paths`, () => {
    const paths = pathsFor(model).map((path, index) => ({ path, label: describePath(model, path, index) }));

    it.each(paths)('$label', ({ path }) => {
      const replay = replayPath(model, path);
      expect(model.serializeState(replay.snapshot)).toBe(path.state);
    });

    it('lists its main input first among the inputs', () => {
      expect(Object.values(model.inputs)[0]).toEqual(model.input);
    });

    // Explores the whole graph again: the larger machines take seconds on a busy runner.
    it('takes every declared transition', () => {
      expect(coverageFor(model).untaken).toEqual([]);
    }, 60_000);
  });
};

/** Starts the model's machine with doubles and sends the events in order. */
export const run = (model: MachineModel, input: unknown, events: readonly AnyEventObject[]): Running => {
  const running = startActor(model, input);
  for (const event of events) running.actor.send(event);
  return running;
};

export const actorCalls = (effects: readonly Effect[], name: string): unknown[] =>
  effects.flatMap((effect) => (effect.kind === 'actor' && effect.name === name ? [effect.input] : []));

export const actionCalls = (effects: readonly Effect[], name: string): unknown[] =>
  effects.flatMap((effect) => (effect.kind === 'action' && effect.name === name ? [effect.params] : []));
