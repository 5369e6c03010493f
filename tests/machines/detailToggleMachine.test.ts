import { describe, expect, it } from 'vitest';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { NUMBER_OFF, STORED, TEXT_OFF, model } from './detailToggleMachine.model.ts';

graphSuite(model);

describe('detailToggleMachine', () => {
  it('starts on with the draft value, off without one', () => {
    expect(run(model, STORED, []).actor.getSnapshot().value).toBe('on');
    expect(run(model, STORED, []).actor.getSnapshot().context.value).toBe('120');
    expect(run(model, NUMBER_OFF, []).actor.getSnapshot().value).toBe('off');
  });

  it("saves 'Sí' when a text detail is switched on", () => {
    const running = run(model, TEXT_OFF, [{ type: 'detail.toggled' }]);
    expect(running.actor.getSnapshot().context.value).toBe('Sí');
    expect(actionCalls(running.effects, 'requestSave')).toEqual([{ kind: 'save', value: 'Sí' }]);
  });

  it('reveals an empty input for a number detail and saves once it holds a value (trimmed)', () => {
    const running = run(model, NUMBER_OFF, [
      { type: 'detail.toggled' },
      { type: 'value.changed', value: ' ' },
      { type: 'value.changed', value: '3 ' },
    ]);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([{ kind: 'save', value: '3' }]);
    expect(running.actor.getSnapshot().context.value).toBe('3 ');
  });

  it('deletes the saved value when the input is emptied (after the delay), and when toggled off (at once)', () => {
    const running = run(model, STORED, [{ type: 'value.changed', value: '' }]);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([{ kind: 'delete', soon: true }]);
    running.actor.send({ type: 'value.changed', value: '95' });
    running.actor.send({ type: 'detail.toggled' });
    expect(actionCalls(running.effects, 'requestSave')).toEqual([
      { kind: 'delete', soon: true },
      { kind: 'save', value: '95' },
      { kind: 'delete', soon: false },
    ]);
    expect(running.actor.getSnapshot().value).toBe('off');
    expect(running.actor.getSnapshot().context.value).toBe('');
  });

  it('deletes nothing that was never saved', () => {
    const running = run(model, NUMBER_OFF, [{ type: 'detail.toggled' }, { type: 'detail.toggled' }]);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([]);
    expect(running.actor.getSnapshot().value).toBe('off');
  });
});
