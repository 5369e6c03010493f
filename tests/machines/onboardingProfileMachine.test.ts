import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, startActor } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { NEW_PHONE, SAME_PHONE, maracaibo, model, profiledAgent, zulia } from './onboardingProfileMachine.model.ts';
import { miranda, sucre } from './customerFormMachine.model.ts';

graphSuite(model);

afterEach(() => {
  vi.useRealTimers();
});

const fillZulia = [
  { type: 'countryState.selected', countryStateId: zulia.countryStateId },
  doneEvent('loadLocations', [maracaibo]),
  { type: 'countryLocation.selected', countryLocationId: maracaibo.countryLocationId },
] as const;

describe('onboardingProfileMachine', () => {
  it('shows the spec messages when submitted empty, and calls nothing', () => {
    const running = run(model, model.input, [{ type: 'profile.submitted' }]);
    expect(running.actor.getSnapshot().context.errors).toEqual({
      countryState: 'Debes seleccionar un estado',
      countryLocation: 'Debes seleccionar una localidad',
      phoneNumber: 'Debes ingresar un número de teléfono',
    });
    expect(actorCalls(running.effects, 'save')).toEqual([]);
  });

  it('words a short phone as the onboarding step does', () => {
    const running = run(model, model.input, [...fillZulia, { type: 'phone.changed', value: '0412' }, { type: 'profile.submitted' }]);
    expect(running.actor.getSnapshot().context.errors.phoneNumber).toBe('El número de teléfono debe tener al menos 10 dígitos');
  });

  it('loads the saved state localities and clears the locality and coordinates when another state is chosen', () => {
    const running = startActor(model, { agent: profiledAgent });
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([{ countryState: miranda.countryStateId }]);
    running.actor.send({ type: 'countryState.selected', countryStateId: zulia.countryStateId });
    const { values, coordinates, localitiesStatus } = running.actor.getSnapshot().context;
    expect(values.countryLocationId).toBeNull();
    expect(coordinates).toBeNull();
    expect(localitiesStatus).toBe('loading');
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([
      { countryState: miranda.countryStateId },
      { countryState: zulia.countryStateId },
    ]);
  });

  it('skips the call when nothing changed against the saved profile (the number typed with its 0 and separators)', () => {
    const running = run(model, { agent: profiledAgent }, [
      doneEvent('loadLocations', [sucre]),
      { type: 'phone.changed', value: SAME_PHONE },
      { type: 'profile.submitted' },
    ]);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.actor.getSnapshot().output).toEqual({ agent: profiledAgent });
    expect(actorCalls(running.effects, 'save')).toEqual([]);
  });

  it('saves through PUT /landlords, refreshes after 2 s and ends after 3 s', () => {
    vi.useFakeTimers();
    const running = startActor(model, model.input);
    for (const event of [...fillZulia, { type: 'phone.changed', value: NEW_PHONE }, { type: 'profile.submitted' }]) {
      running.actor.send(event);
    }
    expect(actorCalls(running.effects, 'save')).toEqual([
      {
        codeContactPhoneNumber: '58',
        contactPhoneNumber: '4147654321',
        countryState: zulia.countryStateId,
        location: maracaibo.countryLocationId,
        latitude: maracaibo.latitude,
        longitude: maracaibo.longitude,
      },
    ]);
    running.actor.send(doneEvent('save', profiledAgent));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Tu perfil se ha actualizado exitosamente' }]);
    vi.advanceTimersByTime(2000);
    expect(actionCalls(running.effects, 'refresh')).toHaveLength(1);
    expect(running.actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('shows the spec error when the save fails and keeps the form', () => {
    const running = run(model, model.input, [
      ...fillZulia,
      { type: 'phone.changed', value: NEW_PHONE },
      { type: 'profile.submitted' },
      errorEvent('save', failure('SERVER_ERROR')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Por favor, vuelve a intentarlo.' }]);
    expect(running.actor.getSnapshot().value).toBe('editing');
  });

  it("issue 21 (the account's phone form): remembers each change, forgets once saved or already the saved one", () => {
    const running = run(model, { agent: profiledAgent }, [
      doneEvent('loadLocations', [sucre]),
      { type: 'phone.changed', value: NEW_PHONE },
      { type: 'profile.submitted' },
    ]);
    expect(actionCalls(running.effects, 'rememberTyped')).toEqual([
      { values: { countryStateId: miranda.countryStateId, countryLocationId: sucre.countryLocationId, phoneNumber: NEW_PHONE } },
    ]);
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send(errorEvent('save', failure('SERVER_ERROR')));
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send({ type: 'profile.submitted' });
    running.actor.send(doneEvent('save', profiledAgent));
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);

    const unchanged = run(model, { agent: profiledAgent }, [{ type: 'phone.changed', value: SAME_PHONE }, { type: 'profile.submitted' }]);
    expect(unchanged.actor.getSnapshot().status).toBe('done');
    expect(actionCalls(unchanged.effects, 'forgetTyped')).toHaveLength(1);
  });

  it("issue 21: a restored copy gives the phone; its place only while the agent has none saved", () => {
    const restored = { countryStateId: zulia.countryStateId, countryLocationId: maracaibo.countryLocationId, phoneNumber: NEW_PHONE };
    const profiled = startActor(model, { agent: profiledAgent, restored });
    expect(profiled.actor.getSnapshot().context.values).toEqual({
      countryStateId: miranda.countryStateId,
      countryLocationId: sucre.countryLocationId,
      phoneNumber: NEW_PHONE,
    });
    expect(profiled.actor.getSnapshot().context.coordinates).toEqual({ latitude: sucre.latitude, longitude: sucre.longitude });

    const placeless = startActor(model, { agent: model.input.agent, restored });
    expect(placeless.actor.getSnapshot().context.values).toEqual(restored);
    expect(actorCalls(placeless.effects, 'loadLocations')).toEqual([{ countryState: zulia.countryStateId }]);
    placeless.actor.send(doneEvent('loadLocations', [maracaibo]));
    placeless.actor.send({ type: 'profile.submitted' });
    expect(actorCalls(placeless.effects, 'save')).toEqual([expect.objectContaining({ location: maracaibo.countryLocationId, latitude: maracaibo.latitude })]);
  });
});
