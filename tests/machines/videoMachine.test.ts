import { describe, expect, it } from 'vitest';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { CLIP, FRAME, SOURCE, model } from './videoMachine.model.ts';

graphSuite(model);

describe('videoMachine', () => {
  it('accepts only with a thumbnail, then asks for the video and its thumbnail', () => {
    const running = run(model, { hasVideo: false }, [
      { type: 'file.selected', file: CLIP },
      doneEvent('probe', 12),
      { type: 'accept.requested' },
    ]);
    expect(running.actor.getSnapshot().context.problem).toBe('thumbnailMissing');
    expect(actionCalls(running.effects, 'upload')).toEqual([]);
    running.actor.send({ type: 'thumbnail.requested', source: SOURCE });
    expect(actorCalls(running.effects, 'capture')).toEqual([{ source: SOURCE }]);
    running.actor.send(doneEvent('capture', FRAME));
    running.actor.send({ type: 'accept.requested' });
    expect(actionCalls(running.effects, 'upload')).toEqual([{ file: CLIP, thumbnail: FRAME }]);
    running.actor.send({ type: 'save.succeeded' });
    expect(running.actor.getSnapshot().value).toBe('showing');
  });

  it('a first Aceptar with no thumbnail draws it from the player’s frame, then uploads both (issue 21)', () => {
    const running = run(model, { hasVideo: false }, [
      { type: 'file.selected', file: CLIP },
      doneEvent('probe', 12),
      { type: 'accept.requested', source: SOURCE },
    ]);
    expect(running.actor.getSnapshot().value).toBe('capturingToAccept');
    expect(actorCalls(running.effects, 'capture')).toEqual([{ source: SOURCE }]);
    expect(actionCalls(running.effects, 'upload')).toEqual([]);
    running.actor.send(doneEvent('capture', FRAME));
    expect(actionCalls(running.effects, 'upload')).toEqual([{ file: CLIP, thumbnail: FRAME }]);
    expect(running.actor.getSnapshot().value).toBe('uploading');
    expect(running.actor.getSnapshot().context.thumbnail).toBe(FRAME);
  });

  it('a frame that cannot be drawn on Aceptar says so and uploads nothing', () => {
    const running = run(model, { hasVideo: false }, [
      { type: 'file.selected', file: CLIP },
      doneEvent('probe', 12),
      { type: 'accept.requested', source: SOURCE },
      errorEvent('capture', new Error('tainted canvas')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('reviewing');
    expect(running.actor.getSnapshot().context.problem).toBe('thumbnailFailed');
    expect(actionCalls(running.effects, 'upload')).toEqual([]);
  });

  it('refuses a video over 3 minutes and keeps the uploader', () => {
    const running = run(model, { hasVideo: false }, [{ type: 'file.selected', file: CLIP }, doneEvent('probe', 180.5)]);
    expect(running.actor.getSnapshot().value).toBe('empty');
    expect(running.actor.getSnapshot().context).toMatchObject({ file: null, problem: 'tooLong' });
  });

  it('deletes the draft video only after the confirmation', () => {
    const running = run(model, { hasVideo: true }, [{ type: 'delete.requested' }]);
    expect(actionCalls(running.effects, 'remove')).toEqual([]);
    running.actor.send({ type: 'delete.confirmed' });
    expect(actionCalls(running.effects, 'remove')).toHaveLength(1);
    running.actor.send({ type: 'save.succeeded' });
    expect(running.actor.getSnapshot().value).toBe('empty');
  });
});
