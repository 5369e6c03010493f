import { describe, expect, it } from 'vitest';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { BIG, READY, SMALL, model } from './imagesToolMachine.model.ts';
import { image } from './editor-media.fixtures.ts';

graphSuite(model);

describe('imagesToolMachine', () => {
  it('prepares dropped files one at a time; the first upload to an empty draft also makes the thumbnail', () => {
    const running = run(model, { empty: true }, [{ type: 'files.dropped', files: [BIG, SMALL] }]);
    expect(actionCalls(running.effects, 'prepare')).toEqual([{ file: BIG }]);
    running.actor.send({ type: 'image.ready', file: READY });
    expect(actionCalls(running.effects, 'upload')).toEqual([{ file: READY }]);
    // The next file waits for the editor's answer.
    expect(actionCalls(running.effects, 'prepare')).toHaveLength(1);
    running.actor.send({ type: 'upload.succeeded' });
    expect(actionCalls(running.effects, 'makeThumbnail')).toEqual([{ file: READY }]);
    expect(actionCalls(running.effects, 'prepare')).toEqual([{ file: BIG }, { file: SMALL }]);
    running.actor.send({ type: 'image.ready', file: SMALL });
    running.actor.send({ type: 'upload.succeeded' });
    expect(actionCalls(running.effects, 'makeThumbnail')).toHaveLength(1);
    expect(running.actor.getSnapshot().value).toEqual({ upload: 'idle', deletion: 'idle' });
  });

  it('deletes only after the confirmation; a draft left without images makes the next upload its thumbnail', () => {
    const running = run(model, { empty: false }, [{ type: 'delete.requested', image: image(1), main: true }]);
    expect(actionCalls(running.effects, 'remove')).toEqual([]);
    running.actor.send({ type: 'delete.confirmed' });
    expect(actionCalls(running.effects, 'remove')).toEqual([{ image: image(1), main: true }]);
    running.actor.send({ type: 'delete.succeeded', remaining: [] });
    running.actor.send({ type: 'files.dropped', files: [BIG] });
    running.actor.send({ type: 'image.ready', file: READY });
    running.actor.send({ type: 'upload.succeeded' });
    expect(actionCalls(running.effects, 'makeThumbnail')).toEqual([{ file: READY }]);
  });

  it('a cancelled deletion deletes nothing', () => {
    const running = run(model, { empty: false }, [
      { type: 'delete.requested', image: image(2), main: false },
      { type: 'delete.cancelled' },
    ]);
    expect(actionCalls(running.effects, 'remove')).toEqual([]);
    expect(running.actor.getSnapshot().context.doomed).toBeNull();
  });
});
