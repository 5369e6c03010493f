import { describe, expect, it } from 'vitest';
import type { AttachmentContext } from '../../src/machines/attachmentMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { ATTACHMENT_ID, DROPPED, TASK_ID, TENANT_ID, model } from './attachmentMachine.model.ts';

graphSuite(model);

const input = { tenantId: TENANT_ID, taskId: TASK_ID };
const drop = { type: 'file.dropped', file: DROPPED } as const;
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
    ['upload', [drop, errorEvent('upload', failure('FILE_TYPE_INVALID'))]],
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
});
