import { describe, expect, it } from 'vitest';
import { startActor } from './graph.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, model } from './enviromentStepperMachine.model.ts';

graphSuite(model);

describe('enviromentStepperMachine', () => {
  it('adds one to the draft quantity and asks for its save at once (the editor debounces)', () => {
    const running = run(model, INPUT, [{ type: 'quantity.incremented', shown: 1 }]);
    expect(running.actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(running.actor.getSnapshot().context.quantity).toBe(2);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([{ quantity: 2 }]);
  });

  it('never goes below 0 nor above the bound', () => {
    const running = run(model, INPUT, [
      { type: 'quantity.decremented', shown: 0 },
      { type: 'quantity.incremented', shown: 2 },
    ]);
    expect(running.actor.getSnapshot().matches('synced')).toBe(true);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([]);
  });

  it('counts rapid clicks from its own value, not the draft it has not heard from yet', () => {
    const running = run(model, { max: 99 }, [
      { type: 'quantity.incremented', shown: 0 },
      { type: 'quantity.incremented', shown: 0 },
      { type: 'quantity.incremented', shown: 0 },
    ]);
    expect(running.actor.getSnapshot().context.quantity).toBe(3);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([{ quantity: 1 }, { quantity: 2 }, { quantity: 3 }]);
  });

  it('keeps the agent value through an older answer and follows the draft once it holds it', () => {
    const running = startActor(model, { max: 99 });
    running.actor.send({ type: 'quantity.incremented', shown: 0 });
    running.actor.send({ type: 'quantity.incremented', shown: 0 });
    running.actor.send({ type: 'save.succeeded', quantity: 1 });
    expect(running.actor.getSnapshot().hasTag('pending')).toBe(true);
    running.actor.send({ type: 'save.succeeded', quantity: 2 });
    expect(running.actor.getSnapshot().matches('synced')).toBe(true);
  });

  it('shows the draft value again when a save fails', () => {
    const running = run(model, INPUT, [{ type: 'quantity.incremented', shown: 0 }, { type: 'save.failed' }]);
    expect(running.actor.getSnapshot().matches('synced')).toBe(true);
  });
});

describe('enviromentStepperMachine, offline (issue 21)', () => {
  it('keeps the agent value marked unsaved while its save is queued, and shows it saved once the retry answers', () => {
    const running = run(model, INPUT, [{ type: 'quantity.incremented', shown: 0 }, { type: 'save.queued' }]);
    expect(running.actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(running.actor.getSnapshot().hasTag('queued')).toBe(true);
    running.actor.send({ type: 'quantity.incremented', shown: 0 });
    expect(running.actor.getSnapshot().hasTag('queued')).toBe(false);
    expect(running.actor.getSnapshot().context.quantity).toBe(2);
    running.actor.send({ type: 'save.succeeded', quantity: 2 });
    expect(running.actor.getSnapshot().hasTag('saved')).toBe(true);
    running.actor.send({ type: 'quantity.decremented', shown: 2 });
    expect(running.actor.getSnapshot().hasTag('saved')).toBe(false);
  });
});
