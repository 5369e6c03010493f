import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, startActor } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { PICTURE, model, withPhoto } from './onboardingPhotoMachine.model.ts';

graphSuite(model);

afterEach(() => {
  vi.useRealTimers();
});

describe('onboardingPhotoMachine', () => {
  it('uploads the chosen picture, says so, refreshes after 2 s and ends the step after 3 s with the new agent', () => {
    vi.useFakeTimers();
    const running = startActor(model, model.input);
    running.actor.send({ type: 'photo.chosen', file: PICTURE });
    expect(actorCalls(running.effects, 'upload')).toEqual([{ file: PICTURE }]);
    running.actor.send(doneEvent('upload', withPhoto));
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'success', message: 'Tu foto de perfil se ha actualizado exitosamente' },
    ]);
    vi.advanceTimersByTime(1999);
    expect(actionCalls(running.effects, 'refresh')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'refresh')).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(running.actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.actor.getSnapshot().output).toEqual({ agent: withPhoto });
  });

  it('shows the spec error when the upload fails and waits for another picture', () => {
    const running = run(model, model.input, [{ type: 'photo.chosen', file: PICTURE }, errorEvent('upload', failure('SERVER_ERROR'))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Por favor, vuelve a intentarlo.' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });
});
