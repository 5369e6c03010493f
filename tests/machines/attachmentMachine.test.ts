import { describe, expect, it } from 'vitest';
import type { AttachmentContext } from '../../src/machines/attachmentMachine.ts';
import { attachmentRefusalMessage } from '../../src/machines/forms/attachment-rules.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { ATTACHMENT_ID, DROPPED, EMPTY, HUGE, NOTES, TASK_ID, TENANT_ID, model } from './attachmentMachine.model.ts';

graphSuite(model);

const input = { tenantId: TENANT_ID, taskId: TASK_ID };
const drop = { type: 'files.dropped', files: [DROPPED] } as const;
const remove = { type: 'attachment.deleteRequested', attachmentId: ATTACHMENT_ID } as const;
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as AttachmentContext;

describe('attachmentMachine effects', () => {
  it('uploads the dropped file to the task, one change at a time', () => {
    const running = run(model, input, [drop]);
    expect(actorCalls(running.effects, 'upload')).toEqual([{ tenantId: TENANT_ID, taskId: TASK_ID, file: DROPPED }]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(context(running).file).toBe(DROPPED);
    expect(running.actor.getSnapshot().can(drop)).toBe(false);
    expect(running.actor.getSnapshot().can(remove)).toBe(false);
  });

  it('toasts the upload and reloads the task', () => {
    const running = run(model, input, [drop, doneEvent('upload', { taskMediaId: ATTACHMENT_ID })]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running).file).toBeNull();
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'success', message: 'Se ha subido el archivo exitosamente.' },
    ]);
    expect(actionCalls(running.effects, 'reload')).toEqual([{}]);
  });

  it('deletes the attachment, toasts and reloads the task', () => {
    const running = run(model, input, [remove]);
    expect(actorCalls(running.effects, 'remove')).toEqual([
      { tenantId: TENANT_ID, taskId: TASK_ID, attachmentId: ATTACHMENT_ID },
    ]);
    expect(context(running).attachmentId).toBe(ATTACHMENT_ID);
    running.actor.send(doneEvent('remove'));
    expect(context(running).attachmentId).toBeNull();
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'success', message: 'Se ha eliminado el archivo exitosamente.' },
    ]);
    expect(actionCalls(running.effects, 'reload')).toEqual([{}]);
  });

  it.each([
    ['upload', [drop, errorEvent('upload', failure('SERVER_ERROR'))]],
    ['delete', [remove, errorEvent('remove', failure('SERVER_ERROR'))]],
  ])('shows the error toast when the %s fails, without reloading', (_, events) => {
    const running = run(model, input, events);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running)).toMatchObject({ file: null, attachmentId: null });
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' },
    ]);
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
  });

  it.each([
    ['a type that is neither a document nor an image', NOTES, 'No se pudo subir «notas.txt»: ese tipo de archivo no está permitido. Sube un PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPG, PNG, GIF o WebP.'],
    ['more than 10 MB', HUGE, 'No se pudo subir «planos.pdf»: pesa 10.00 MB y el máximo es 10 MB.'],
    ['an empty file', EMPTY, 'No se pudo subir «vacio.pdf»: el archivo está vacío.'],
  ])('refuses %s before sending it, saying which rule it broke (issue 8)', (_, file, message) => {
    const running = run(model, input, [{ type: 'files.dropped', files: [file] }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(actorCalls(running.effects, 'upload')).toEqual([]);
    expect(attachmentRefusalMessage(context(running).refusal!)).toBe(message);
    expect(actionCalls(running.effects, 'notify')).toEqual([]);
  });

  it('refuses several files at once, and uploads the next single file, forgetting the refusal', () => {
    const running = run(model, input, [{ type: 'files.dropped', files: [DROPPED, NOTES] }]);
    expect(context(running).refusal).toEqual({ rule: 'count' });
    expect(attachmentRefusalMessage(context(running).refusal!)).toBe('Sube un solo archivo cada vez.');
    running.actor.send(drop);
    expect(context(running).refusal).toBeNull();
    expect(actorCalls(running.effects, 'upload')).toEqual([{ tenantId: TENANT_ID, taskId: TASK_ID, file: DROPPED }]);
  });

  it.each([
    ['FILE_TYPE_INVALID', { rule: 'type', fileName: 'contrato.pdf', sizeBytes: DROPPED.size }],
    ['FILE_TOO_LARGE', { rule: 'size', fileName: 'contrato.pdf', sizeBytes: DROPPED.size }],
    ['IMAGE_DIMENSIONS_TOO_LARGE', { rule: 'dimensions', fileName: 'contrato.pdf', sizeBytes: DROPPED.size }],
  ] as const)('says which rule the server refused the bytes for (%s), instead of the generic toast', (type, refusal) => {
    const running = run(model, input, [drop, errorEvent('upload', failure(type))]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running)).toMatchObject({ file: null, refusal });
    expect(actionCalls(running.effects, 'notify')).toEqual([]);
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
  });

  it('gives the dimensions refusal its Spanish text, with the limits', () => {
    const running = run(model, input, [drop, errorEvent('upload', failure('IMAGE_DIMENSIONS_TOO_LARGE'))]);
    expect(attachmentRefusalMessage(context(running).refusal!)).toBe(
      'No se pudo subir «contrato.pdf»: la imagen es demasiado grande. Se aceptan hasta 20.000 píxeles por lado y 100 megapíxeles en total.',
    );
  });

  it('forgets a refusal when an attachment is deleted', () => {
    const running = run(model, input, [{ type: 'files.dropped', files: [NOTES] }, remove]);
    expect(context(running).refusal).toBeNull();
  });
});
