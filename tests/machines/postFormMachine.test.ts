import { describe, expect, it } from 'vitest';
import { postFormValues } from '../../src/machines/forms/post-form.ts';
import type { DraftImage, FacebookPost } from '../../src/schema/property-draft.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { FACEBOOK, INSTAGRAM, model } from './postFormMachine.model.ts';

graphSuite(model);

const errorsOf = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context.errors;
const valuesOf = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context.values;

describe('postFormMachine', () => {
  it('refuses an empty Instagram form with the spec messages, and saves nothing', () => {
    const running = run(model, INSTAGRAM, [{ type: 'form.submitted' }]);
    expect(errorsOf(running)).toEqual({
      images: 'Debes seleccionar al menos una imagen.',
      caption: 'Debes escribir una descripción.',
      pages: null,
    });
    expect(actionCalls(running.effects, 'save')).toEqual([]);
    expect(running.actor.getSnapshot().value).toBe('editing');
  });

  it('asks Facebook for a page too; choosing clears each related error', () => {
    const running = run(model, FACEBOOK, [{ type: 'form.submitted' }]);
    expect(errorsOf(running).pages).toBe('Debes seleccionar al menos una página.');
    running.actor.send({ type: 'image.toggled', imageId: 'image-1' });
    expect(errorsOf(running)).toMatchObject({ images: null, pages: 'Debes seleccionar al menos una página.' });
    running.actor.send({ type: 'page.toggled', pageId: 'page-1' });
    expect(errorsOf(running).pages).toBeNull();
    running.actor.send({ type: 'caption.changed', value: 'Hola' });
    expect(errorsOf(running)).toEqual({ images: null, caption: null, pages: null });
  });

  it('numbers images in selection order, deselects on a second click and stops at 20', () => {
    const running = run(model, INSTAGRAM, [
      { type: 'image.toggled', imageId: 'c' },
      { type: 'image.toggled', imageId: 'a' },
      { type: 'image.toggled', imageId: 'b' },
      { type: 'image.toggled', imageId: 'a' },
    ]);
    expect(valuesOf(running).imagesIds).toEqual(['c', 'b']);
    for (let index = 0; index < 25; index++) running.actor.send({ type: 'image.toggled', imageId: `extra-${index}` });
    expect(valuesOf(running).imagesIds).toHaveLength(20);
    expect(valuesOf(running).imagesIds.slice(0, 3)).toEqual(['c', 'b', 'extra-0']);
  });

  it('ignores caption input beyond 2200 characters', () => {
    const running = run(model, INSTAGRAM, [{ type: 'caption.changed', value: 'x'.repeat(2300) }]);
    expect(valuesOf(running).caption).toHaveLength(2200);
  });

  it('adds hashtags without # or duplicates, removes one, and sends null when none are left', () => {
    const running = run(model, INSTAGRAM, [
      { type: 'hashtag.typed', value: '#Casa #playa, casa' },
      { type: 'hashtag.added' },
    ]);
    expect(valuesOf(running).hashtags).toEqual(['Casa', 'playa']);
    expect(running.actor.getSnapshot().context.hashtagText).toBe('');
    running.actor.send({ type: 'hashtag.removed', tag: 'Casa' });
    running.actor.send({ type: 'hashtag.removed', tag: 'playa' });
    running.actor.send({ type: 'image.toggled', imageId: 'image-2' });
    running.actor.send({ type: 'caption.changed', value: 'Apartamento en Chacao' });
    running.actor.send({ type: 'form.submitted' });
    expect(actionCalls(running.effects, 'save')).toEqual([
      {
        network: 'instagram',
        body: { imagesUrls: ['image-2'], caption: 'Apartamento en Chacao', hashtags: null, location: null },
      },
    ]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sends the Facebook body with pages, then waits for the editor', () => {
    const running = run(model, FACEBOOK, [
      { type: 'image.toggled', imageId: 'image-1' },
      { type: 'caption.changed', value: 'Casa' },
      { type: 'hashtag.typed', value: 'venta' },
      { type: 'hashtag.added' },
      { type: 'page.toggled', pageId: 'page-9' },
      { type: 'form.submitted' },
    ]);
    expect(actionCalls(running.effects, 'save')).toEqual([
      {
        network: 'facebook',
        body: { imagesUrls: ['image-1'], caption: 'Casa', hashtags: ['venta'], pagesIds: ['page-9'], location: null },
      },
    ]);
    running.actor.send({ type: 'form.submitted' });
    expect(actionCalls(running.effects, 'save')).toHaveLength(1);
    running.actor.send({ type: 'save.failed' });
    expect(running.actor.getSnapshot().value).toBe('editing');
  });

  it('starts from the saved post and empties itself once it is deleted', () => {
    const media = [{ propertyImageId: 'image-1' }, { propertyImageId: 'image-2' }] as unknown as DraftImage[];
    const saved: FacebookPost = {
      id: 'post-1',
      imagesUrls: ['image-2', 'gone', 'image-1'],
      caption: 'Casa',
      hashTags: ['casa', 'no-valido'],
      status: 1,
      location: null,
      pagesIds: ['page-1'],
    } as FacebookPost;
    const running = run(model, { network: 'facebook', values: postFormValues(saved, media) }, []);
    expect(valuesOf(running)).toEqual({ imagesIds: ['image-2', 'image-1'], caption: 'Casa', hashtags: ['casa'], pagesIds: ['page-1'] });
    running.actor.send({ type: 'form.cleared' });
    expect(valuesOf(running)).toEqual({ imagesIds: [], caption: '', hashtags: [], pagesIds: [] });
  });

  it('issue 21: remembers what was typed after each change, and forgets it once a save answers for it', () => {
    const running = run(model, INSTAGRAM, [
      { type: 'image.toggled', imageId: 'image-1' },
      { type: 'caption.changed', value: 'Casa' },
      { type: 'hashtag.typed', value: 'playa' },
    ]);
    expect(actionCalls(running.effects, 'rememberTyped').at(-1)).toEqual({
      values: { imagesIds: ['image-1'], caption: 'Casa', hashtags: [], pagesIds: [] },
      hashtagText: 'playa',
    });
    running.actor.send({ type: 'hashtag.added' });
    running.actor.send({ type: 'form.submitted' });
    // Typed while the save runs: its answer is not for these values.
    running.actor.send({ type: 'caption.changed', value: 'Casa con piscina' });
    running.actor.send({ type: 'save.succeeded' });
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send({ type: 'form.submitted' });
    running.actor.send({ type: 'save.succeeded' });
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
  });

  it('issue 21: keeps the copy after a failed save, or while the hashtag input holds text not added', () => {
    const failed = run(model, INSTAGRAM, [
      { type: 'image.toggled', imageId: 'image-1' },
      { type: 'caption.changed', value: 'Casa' },
      { type: 'form.submitted' },
      { type: 'save.failed' },
    ]);
    expect(actionCalls(failed.effects, 'forgetTyped')).toEqual([]);
    const pending = run(model, INSTAGRAM, [
      { type: 'image.toggled', imageId: 'image-1' },
      { type: 'caption.changed', value: 'Casa' },
      { type: 'hashtag.typed', value: 'playa' },
      { type: 'form.submitted' },
      { type: 'save.succeeded' },
    ]);
    expect(actionCalls(pending.effects, 'forgetTyped')).toEqual([]);
  });

  it('issue 21: starts from a restored copy, and forgets it when the post is deleted', () => {
    const restored = { values: { imagesIds: ['image-1'], caption: 'Casa', hashtags: ['playa'], pagesIds: [] }, hashtagText: 'vista' };
    const running = run(model, { network: 'instagram', values: postFormValues(null, []), restored }, []);
    expect(valuesOf(running)).toEqual(restored.values);
    expect(running.actor.getSnapshot().context.hashtagText).toBe('vista');
    running.actor.send({ type: 'form.cleared' });
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
  });
});
