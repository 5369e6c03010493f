import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { firstIncompleteStep, onboardingMachine, stepChildEffects } from '../../src/machines/onboardingMachine.ts';
import {
  onboardingPhotoMachine,
  type OnboardingPhotoContext,
  type OnboardingPhotoEvent,
} from '../../src/machines/onboardingPhotoMachine.ts';
import type { NotifyParams } from '../../src/machines/effects.ts';
import type { Agent } from '../../src/schema/agent.ts';
import { PICTURE, withPhoto } from './onboardingPhotoMachine.model.ts';
import { agent, failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, model } from './onboardingMachine.model.ts';
import { profiledAgent } from './onboardingProfileMachine.model.ts';

graphSuite(model);

afterEach(() => {
  vi.useRealTimers();
});

describe('onboardingMachine', () => {
  it('opens the first incomplete step without a step in the query', () => {
    expect(firstIncompleteStep([])).toBe(1);
    expect(firstIncompleteStep([1])).toBe(2);
    expect(firstIncompleteStep([2, 1, 5])).toBe(3);
    expect(firstIncompleteStep([1, 2, 3])).toBe(3);
    expect(run(model, INPUT, [doneEvent('loadTasks', [1])]).actor.getSnapshot().value).toBe('photo');
  });

  it("opens the query's step whatever is done, and shows it in the address bar", () => {
    const running = run(model, { agent, requestedStep: 2 }, [doneEvent('loadTasks', [])]);
    expect(running.actor.getSnapshot().value).toBe('photo');
    expect(actionCalls(running.effects, 'stepShown')).toEqual([{ step: 2 }]);
  });

  it('opens step 1 when the progress cannot be read and no step was asked for', () => {
    expect(run(model, INPUT, [errorEvent('loadTasks', failure('SERVER_ERROR'))]).actor.getSnapshot().value).toBe('profile');
  });

  it('hands the saved agent to the next step and goes back and forth', () => {
    const running = run(model, INPUT, [doneEvent('loadTasks', []), doneEvent('profile', { agent: profiledAgent })]);
    expect(running.actor.getSnapshot().value).toBe('photo');
    expect(running.actor.getSnapshot().context.agent).toEqual(profiledAgent);
    running.actor.send({ type: 'step.back' });
    expect(actorCalls(running.effects, 'profile')).toEqual([{ agent }, { agent: profiledAgent }]);
    running.actor.send({ type: 'step.skipped' });
    running.actor.send({ type: 'step.skipped' });
    expect(running.actor.getSnapshot().value).toBe('connect');
    expect(actionCalls(running.effects, 'stepShown')).toEqual([{ step: 1 }, { step: 2 }, { step: 1 }, { step: 2 }, { step: 3 }]);
  });

  it("refreshes the session's agent and the completed tasks when a step asks", () => {
    const running = run(model, INPUT, [doneEvent('loadTasks', []), { type: 'onboarding.refresh' }, doneEvent('reloadTasks', [1])]);
    expect(actionCalls(running.effects, 'refreshAgent')).toHaveLength(1);
    expect(actorCalls(running.effects, 'loadTasks')).toHaveLength(2);
    expect(running.actor.getSnapshot().context.completed).toEqual([1]);
  });

  it('a step whose child breaks says so and moves on, never reopening itself', () => {
    const running = run(model, INPUT, [doneEvent('loadTasks', []), errorEvent('profile', new Error('bug'))]);
    expect(running.actor.getSnapshot().value).toBe('photo');
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Por favor, vuelve a intentarlo.' }]);
  });

  it('finishes on the dashboard', () => {
    const running = run(model, { agent, requestedStep: 3 }, [doneEvent('loadTasks', []), { type: 'onboarding.finished' }]);
    expect(actionCalls(running.effects, 'finished')).toHaveLength(1);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it("passes a real step child's toast and refresh on to the app, then opens the next step", async () => {
    vi.useFakeTimers();
    const notified: NotifyParams[] = [];
    let refreshes = 0;
    let taskLoads = 0;
    const machine = onboardingMachine.provide({
      actors: {
        loadTasks: fromPromise(async () => (++taskLoads === 1 ? [] : [1, 2] as const)),
        photo: onboardingPhotoMachine.provide({
          actors: { upload: fromPromise<Agent, { readonly file: File }>(async () => withPhoto) },
          actions: stepChildEffects<OnboardingPhotoContext, OnboardingPhotoEvent>(),
        }),
      } as never,
      actions: {
        notify: (_, params) => notified.push(params),
        refreshAgent: () => {
          refreshes += 1;
        },
        stepShown: () => {},
        finished: () => {},
      },
    });
    const actor = createActor(machine, { input: { agent, requestedStep: 2 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('photo');
    actor.getSnapshot().children['photo']?.send({ type: 'photo.chosen', file: PICTURE });
    await vi.advanceTimersByTimeAsync(0);
    expect(notified).toEqual([{ kind: 'success', message: 'Tu foto de perfil se ha actualizado exitosamente' }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(refreshes).toBe(1);
    expect(actor.getSnapshot().context.completed).toEqual([1, 2]);
    expect(actor.getSnapshot().value).toBe('photo');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('connect');
    expect(actor.getSnapshot().context.agent).toEqual(withPhoto);
    actor.stop();
  });
});
