import { afterEach, describe, expect, it, vi } from 'vitest';
import { startActor } from './graph.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { DESCRIPTION, FRESH, SAVED, model } from './propertyFormMachine.model.ts';

graphSuite(model);

afterEach(() => {
  vi.useRealTimers();
});

describe('propertyFormMachine', () => {
  it('shows every failing rule on a refused Guardar and asks for no save', () => {
    const running = run(model, { values: FRESH }, [{ type: 'code.changed', code: 'AB' }, { type: 'form.submitted' }]);
    const snapshot = running.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.errors).toEqual({
      propertyType: 'El tipo de propiedad es requerido',
      price: 'El precio es requerido',
      code: 'El código debe tener al menos 3 caracteres',
      description: 'La descripción es requerida',
    });
    expect(actionCalls(running.effects, 'requestSave')).toEqual([]);
  });

  it('checks a shown error again as the field changes, and leaves the others until the next Guardar', () => {
    const running = run(model, { values: FRESH }, [{ type: 'form.submitted' }, { type: 'price.changed', text: '0' }]);
    expect(running.actor.getSnapshot().context.errors.price).toBe('El precio debe ser mayor a 0');
    running.actor.send({ type: 'price.changed', text: '12a50' });
    expect(running.actor.getSnapshot().context.values.price).toBe('1250');
    expect(running.actor.getSnapshot().context.errors.price).toBeNull();
    running.actor.send({ type: 'type.chosen', propertyTypeId: 'pt-casa' });
    expect(running.actor.getSnapshot().context.errors.propertyType).toBeNull();
  });

  it('formats the price with two decimals on blur', () => {
    const running = run(model, { values: FRESH }, [{ type: 'price.changed', text: '1250000' }, { type: 'price.blurred' }]);
    expect(running.actor.getSnapshot().context.values.price).toBe('1.250.000,00');
  });

  it("reads '185.000' as 185000 and shows it back on Guardar (Enter submits without a blur)", () => {
    const running = run(model, { values: { ...SAVED, price: '' } }, [{ type: 'price.changed', text: '185.000' }, { type: 'form.submitted' }]);
    expect(running.actor.getSnapshot().context.values.price).toBe('185.000,00');
    expect(running.actor.getSnapshot().value).toBe('saving');
  });

  it('asks the editor to save the body, then moves to Ambientes 2 s after the success', () => {
    vi.useFakeTimers();
    const running = startActor(model, { values: SAVED });
    running.actor.send({ type: 'code.changed', code: '' });
    running.actor.send({ type: 'operation.chosen', operationType: 2 });
    running.actor.send({ type: 'form.submitted' });
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actionCalls(running.effects, 'requestSave')).toEqual([
      { propertyType: 'pt-apartamento', operationType: 2, price: 1250, code: null, description: DESCRIPTION },
    ]);
    running.actor.send({ type: 'save.succeeded' });
    vi.advanceTimersByTime(1999);
    expect(actionCalls(running.effects, 'moveOn')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'moveOn')).toEqual([{ section: 'enviroments' }]);
    running.actor.stop();
  });

  it('stays when the agent edits during the save or within the 2 s', () => {
    vi.useFakeTimers();
    const running = startActor(model, { values: SAVED });
    running.actor.send({ type: 'form.submitted' });
    running.actor.send({ type: 'code.changed', code: 'APT-0232' });
    running.actor.send({ type: 'save.succeeded' });
    expect(running.actor.getSnapshot().value).toBe('editing');
    running.actor.send({ type: 'form.submitted' });
    running.actor.send({ type: 'save.succeeded' });
    expect(running.actor.getSnapshot().value).toBe('saved');
    running.actor.send({ type: 'price.changed', text: '1300' });
    vi.advanceTimersByTime(5000);
    expect(actionCalls(running.effects, 'moveOn')).toEqual([]);
    running.actor.stop();
  });

  it('stays on the form after a failed save (the editor shows the error toast)', () => {
    const running = run(model, { values: SAVED }, [{ type: 'form.submitted' }, { type: 'save.failed' }]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(actionCalls(running.effects, 'moveOn')).toEqual([]);
  });

  it('issue 21: remembers the values typed after each change, and forgets them once a save answers for them', () => {
    const running = startActor(model, { values: SAVED });
    running.actor.send({ type: 'code.changed', code: 'APT-1' });
    running.actor.send({ type: 'form.submitted' });
    running.actor.send({ type: 'code.changed', code: 'APT-2' });
    expect(actionCalls(running.effects, 'rememberTyped')).toEqual([{ values: { ...SAVED, code: 'APT-1' } }, { values: { ...SAVED, code: 'APT-2' } }]);
    // The answer is for APT-1: APT-2 is still only local.
    running.actor.send({ type: 'save.succeeded' });
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send({ type: 'form.submitted' });
    running.actor.send({ type: 'save.succeeded' });
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
    running.actor.stop();
  });

  it('issue 21: keeps the local copy after a failed save', () => {
    const running = run(model, { values: SAVED }, [{ type: 'code.changed', code: 'APT-1' }, { type: 'form.submitted' }, { type: 'save.failed' }]);
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
  });
});
