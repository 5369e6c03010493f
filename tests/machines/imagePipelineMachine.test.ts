import { describe, expect, it } from 'vitest';
import { imagePipelineTexts } from '../../src/i18n/customers.ts';
import { avatarImageRules, propertyImageRules } from '../../src/machines/images/decide.ts';
import type { ImagePipelineContext, ImageReadyParams } from '../../src/machines/imagePipelineMachine.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { AREA, PICKED, PICTURE, SIZES, TENANT_ID, model } from './imagePipelineMachine.model.ts';

graphSuite(model);

const avatar = { rules: avatarImageRules, baseName: TENANT_ID };
const property = { rules: propertyImageRules, baseName: null };
const pick = { type: 'file.selected', file: PICKED } as const;
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as ImagePipelineContext;
const readyFile = (running: ReturnType<typeof run>) => (actionCalls(running.effects, 'imageReady')[0] as ImageReadyParams).file;

describe('imagePipelineMachine effects', () => {
  it('measures the picked file', () => {
    const running = run(model, avatar, [pick]);
    expect(actorCalls(running.effects, 'measure')).toEqual([{ file: PICKED }]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('previews a square avatar as it is and hands it over named after the tenant', async () => {
    const running = run(model, avatar, [pick, doneEvent('measure', SIZES.square)]);
    expect(running.actor.getSnapshot().value).toBe('previewing');
    expect(context(running).preview).toBe(PICKED);
    expect(actorCalls(running.effects, 'resize')).toEqual([]);
    running.actor.send({ type: 'preview.confirmed' });
    expect(running.actor.getSnapshot().value).toBe('done');
    const file = readyFile(running);
    expect(file.name).toBe(`${TENANT_ID}.png`);
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('picked');
    expect(context(running).output).toBe(file);
  });

  it('resizes a near-square avatar to a 650 square JPEG at quality 1', () => {
    const running = run(model, avatar, [pick, doneEvent('measure', SIZES.nearSquare)]);
    expect(actorCalls(running.effects, 'resize')).toEqual([
      { file: PICKED, size: { width: 650, height: 650 }, encoding: { type: 'image/jpeg', quality: 1 } },
    ]);
    running.actor.send(doneEvent('resize', PICTURE));
    expect(context(running).preview).toBe(PICTURE);
    running.actor.send({ type: 'preview.confirmed' });
    expect(readyFile(running).name).toBe(`${TENANT_ID}.jpg`);
    expect(readyFile(running).type).toBe('image/jpeg');
  });

  it('crops any other avatar to 650×650 in the chosen area', () => {
    const running = run(model, avatar, [pick, doneEvent('measure', SIZES.portrait)]);
    expect(running.actor.getSnapshot().value).toBe('cropping');
    running.actor.send({ type: 'crop.confirmed', area: AREA });
    expect(actorCalls(running.effects, 'crop')).toEqual([
      { file: PICKED, area: AREA, size: { width: 650, height: 650 }, encoding: { type: 'image/jpeg', quality: 1 } },
    ]);
    running.actor.send(doneEvent('crop', PICTURE));
    expect(running.actor.getSnapshot().value).toBe('previewing');
    expect(context(running).preview).toBe(PICTURE);
  });

  it('resizes a big near-square property image to width 1280, keeping its ratio', () => {
    const running = run(model, property, [pick, doneEvent('measure', SIZES.bigSquare)]);
    expect(actorCalls(running.effects, 'resize')).toEqual([
      { file: PICKED, size: { width: 1280, height: 1280 }, encoding: { type: 'image/jpeg', quality: 1 } },
    ]);
    running.actor.send(doneEvent('resize', PICTURE));
    running.actor.send({ type: 'preview.confirmed' });
    expect(readyFile(running).name).toBe('Foto de Ana.jpg');
  });

  it('keeps a property image without a side over 1290 and hands over the picked file itself', () => {
    const running = run(model, property, [pick, doneEvent('measure', SIZES.portrait), { type: 'preview.confirmed' }]);
    expect(readyFile(running)).toBe(PICKED);
  });

  it('crops a big property image that is not near-square', () => {
    const running = run(model, property, [pick, doneEvent('measure', SIZES.bigLandscape)]);
    expect(running.actor.getSnapshot().value).toBe('cropping');
  });

  it('ends cancelled from either dialog, without handing anything over', () => {
    const fromCrop = run(model, avatar, [pick, doneEvent('measure', SIZES.portrait), { type: 'crop.cancelled' }]);
    expect(fromCrop.actor.getSnapshot().value).toBe('cancelled');
    const fromPreview = run(model, avatar, [pick, doneEvent('measure', SIZES.square), { type: 'preview.cancelled' }]);
    expect(fromPreview.actor.getSnapshot().value).toBe('cancelled');
    expect(actionCalls([...fromCrop.effects, ...fromPreview.effects], 'imageReady')).toEqual([]);
  });

  it.each([
    ['measure', [pick, errorEvent('measure', new Error('x'))]],
    ['resize', [pick, doneEvent('measure', SIZES.nearSquare), errorEvent('resize', new Error('x'))]],
    ['crop', [pick, doneEvent('measure', SIZES.portrait), { type: 'crop.confirmed', area: AREA }, errorEvent('crop', new Error('x'))]],
  ])('fails with the error toast when %s fails, and starts over with another file', (_, events) => {
    const running = run(model, avatar, events);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: imagePipelineTexts.failed }]);
    running.actor.send(pick);
    expect(running.actor.getSnapshot().value).toBe('measuring');
    expect(context(running)).toMatchObject({ file: PICKED, size: null, area: null, preview: null, output: null });
  });
});
