import { describe, expect, it } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, model } from './draftDeleteMachine.model.ts';

graphSuite(model);

const confirm = [{ type: 'deletion.requested', draftId: 'draft-7' }, { type: 'deletion.confirmed' }] as const;

describe('draftDeleteMachine', () => {
  it('asks for confirmation first; cancelling sends nothing and forgets the draft', () => {
    const running = run(model, INPUT, [{ type: 'deletion.requested', draftId: 'draft-7' }, { type: 'deletion.cancelled' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(running.actor.getSnapshot().context.draftId).toBeNull();
    expect(actorCalls(running.effects, 'deleteDraft')).toEqual([]);
  });

  it('deletes the named draft, says so and has the list read again', () => {
    const running = run(model, INPUT, [...confirm]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'deleteDraft')).toEqual([{ draftId: 'draft-7' }]);
    running.actor.send(doneEvent('deleteDraft'));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Borrador eliminado exitosamente.' }]);
    expect(actionCalls(running.effects, 'listChanged')).toEqual([{ draftId: 'draft-7' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });

  it('a draft that started publishing is not deleted: the toast says why and the list is read again', () => {
    const running = run(model, INPUT, [...confirm, errorEvent('deleteDraft', failure('PROPERTY_DRAFT_NOT_EDITABLE'))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Este borrador se está publicando o ya está publicado: ya no se puede eliminar.' },
    ]);
    expect(actionCalls(running.effects, 'listChanged')).toEqual([{ draftId: 'draft-7' }]);
  });

  it('any other failure keeps the draft, with the error toast', () => {
    const running = run(model, INPUT, [...confirm, errorEvent('deleteDraft', failure('SERVER_ERROR'))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' }]);
    expect(actionCalls(running.effects, 'listChanged')).toEqual([]);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });
});
