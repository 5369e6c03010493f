import { describe, expect, it } from 'vitest';
import { profileBody, profileValues, validateProfile } from '../../src/machines/forms/profile-form.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { LOCALITIES, SAVED, STATES, TODAY, model, profiled } from './profileFormMachine.model.ts';
import { agent as fresh } from './fixtures.ts';

graphSuite(model);

const input = { agent: profiled, today: TODAY };
const loaded = doneEvent('loadReference', { countryStates: STATES, localities: LOCALITIES });

describe('profileFormMachine', () => {
  it("loads the states and the saved state's localities, prefilled from the agent", () => {
    const running = run(model, input, [loaded]);
    expect(actorCalls(running.effects, 'loadReference')).toEqual([{ countryState: 'st-1' }]);
    const { context } = running.actor.getSnapshot();
    expect(context.values).toMatchObject({ firstName: 'María', sex: 2, countryLocationId: 'loc-1', description: 'Agente en Caracas' });
    expect(context.values.birthDate).toEqual({ year: 1990, month: 5, day: 17 });
  });

  it('saves the trimmed body, hands the answer to the session and toasts the spec’s message', () => {
    const running = run(model, input, [loaded, { type: 'field.changed', field: 'firstName', value: ' Lucía ' }, { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'save')).toEqual([
      {
        firstName: 'Lucía',
        lastName: 'Pérez',
        sex: 2,
        birthDate: '1990-05-17',
        countryState: 'st-1',
        location: 'loc-1',
        description: 'Agente en Caracas',
      },
    ]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    running.actor.send(doneEvent('save', SAVED));
    expect(actionCalls(running.effects, 'agentSaved')).toEqual([{ agent: SAVED }]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: '¡Cambios guardados correctamente!' }]);
    expect(running.actor.getSnapshot().context.values.firstName).toBe('Lucía');
  });

  it('keeps the form and toasts the error when the save fails', () => {
    const running = run(model, input, [loaded, { type: 'form.submitted' }, errorEvent('save', new Error('down'))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.' },
    ]);
    expect(actionCalls(running.effects, 'agentSaved')).toEqual([]);
    expect(running.actor.getSnapshot().matches({ editing: { form: 'filling' } })).toBe(true);
  });

  it('refuses a form with errors and shows them, then rechecks them on change', () => {
    const running = run(model, { agent: fresh, today: TODAY }, [loaded, { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'save')).toEqual([]);
    const { errors } = running.actor.getSnapshot().context;
    expect(errors).toMatchObject({
      lastName: 'Debes escribir el apellido',
      birthDate: 'Debes seleccionar una fecha de nacimiento',
      countryState: 'Debes seleccionar un estado',
      countryLocation: 'Debes seleccionar una localidad',
      description: 'Debes escribir una descripción',
    });
    running.actor.send({ type: 'field.changed', field: 'description', value: 'Hola' });
    expect(running.actor.getSnapshot().context.errors.description).toBeNull();
  });

  it('clears the locality when the state changes and loads the new localities', () => {
    const running = run(model, input, [loaded, { type: 'countryState.selected', countryStateId: 'st-2' }]);
    const snapshot = running.actor.getSnapshot();
    expect(snapshot.context.values).toMatchObject({ countryStateId: 'st-2', countryLocationId: null });
    expect(snapshot.context.localities).toEqual([]);
    expect(actorCalls(running.effects, 'loadLocalities')).toEqual([{ countryState: 'st-2' }]);
  });

  it('offers Reintentar when the states cannot be read', () => {
    const running = run(model, input, [errorEvent('loadReference', new Error('down'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    running.actor.send({ type: 'reference.retried' });
    expect(actorCalls(running.effects, 'loadReference')).toHaveLength(2);
  });

  it('limits the description to 500 characters', () => {
    const errors = validateProfile(
      { firstName: 'Ana', lastName: 'Díaz', sex: 3, birthDate: { year: 1990, month: 1, day: 1 }, countryStateId: 's', countryLocationId: 'l', description: 'x'.repeat(501) },
      TODAY,
    );
    expect(errors.description).toBe('La descripción no debe tener más de 500 caracteres');
    expect(
      profileBody({ firstName: 'Ana', lastName: 'Díaz', sex: 3, birthDate: { year: 1990, month: 1, day: 1 }, countryStateId: 's', countryLocationId: 'l', description: ' x ' }),
    ).toMatchObject({ birthDate: '1990-01-01', description: 'x' });
  });

  it('issue 21: remembers the values after each change and forgets them once saved', () => {
    const running = run(model, input, [loaded, { type: 'field.changed', field: 'firstName', value: 'Lucía' }, { type: 'form.submitted' }]);
    running.actor.send(errorEvent('save', new Error('down')));
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send({ type: 'countryState.selected', countryStateId: null });
    expect(actionCalls(running.effects, 'rememberTyped')).toEqual([
      { values: expect.objectContaining({ firstName: 'Lucía', countryStateId: 'st-1' }) },
      { values: expect.objectContaining({ firstName: 'Lucía', countryStateId: null, countryLocationId: null }) },
    ]);
    running.actor.send({ type: 'countryState.selected', countryStateId: 'st-1' });
    running.actor.send(doneEvent('loadLocalities', LOCALITIES));
    running.actor.send({ type: 'countryLocation.selected', countryLocationId: 'loc-1' });
    running.actor.send({ type: 'form.submitted' });
    running.actor.send(doneEvent('save', SAVED));
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
  });

  it("issue 21: starts from a restored copy, loading the restored state's localities", () => {
    const restored = { ...profileValues(profiled), firstName: 'Lucía', countryStateId: 'st-2', countryLocationId: 'loc-9' };
    const running = run(model, { ...input, restored }, []);
    expect(running.actor.getSnapshot().context.values).toEqual(restored);
    expect(actorCalls(running.effects, 'loadReference')).toEqual([{ countryState: 'st-2' }]);
  });
});
