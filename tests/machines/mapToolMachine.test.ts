import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_SEARCH_DEBOUNCE_MS, onlyCoordinatesChanged } from '../../src/machines/mapToolMachine.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { doneEvent } from './graph.ts';
import { model } from './mapToolMachine.model.ts';
import { CHACAO, GAZETTEER, HERES, LIBERTADOR, MIRANDA, SAVED_ADDRESS } from './editor-media.fixtures.ts';

graphSuite(model);

const loaded = doneEvent('loadGazetteer', GAZETTEER);

describe('mapToolMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches the gazetteer 500 ms after the last keystroke, accent-insensitive', () => {
    const running = run(model, { address: null }, [loaded, { type: 'query.changed', value: 'ciudad' }]);
    vi.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS - 1);
    running.actor.send({ type: 'query.changed', value: 'ciudad bolivar' });
    vi.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS - 1);
    expect(running.actor.getSnapshot().context.results).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(running.actor.getSnapshot().context.results).toEqual([HERES]);
    expect(running.actor.getSnapshot().context.searched).toBe('ciudad bolivar');
  });

  it('picking a locality fills its state, its name and its coordinates; saving sends the ids', () => {
    const running = run(model, { address: null }, [
      loaded,
      { type: 'address.changed', value: ' Calle Páez, Quinta Ana ' },
      { type: 'locality.picked', locality: CHACAO },
      { type: 'save.requested' },
    ]);
    expect(running.actor.getSnapshot().context.place).toEqual({
      countryStateId: MIRANDA.countryStateId,
      countryState: 'Miranda',
      countryLocationId: CHACAO.countryLocationId,
      location: 'Chacao',
    });
    expect(actionCalls(running.effects, 'save')).toEqual([
      {
        body: {
          address: 'Calle Páez, Quinta Ana',
          countryState: MIRANDA.countryStateId,
          location: CHACAO.countryLocationId,
          latitude: 10.4969,
          longitude: -66.8533,
        },
      },
    ]);
  });

  it('refuses to save without an address or coordinates, and says so', () => {
    const running = run(model, { address: null }, [loaded, { type: 'locality.picked', locality: CHACAO }, { type: 'save.requested' }]);
    expect(actionCalls(running.effects, 'save')).toEqual([]);
    expect(running.actor.getSnapshot().context.problem).toBe('incomplete');
  });

  it('an address of invisible characters only counts as missing (the server would refuse it)', () => {
    const running = run(model, { address: null }, [
      loaded,
      { type: 'address.changed', value: '\u200b\u200b' },
      { type: 'locality.picked', locality: CHACAO },
      { type: 'save.requested' },
    ]);
    expect(actionCalls(running.effects, 'save')).toEqual([]);
    expect(running.actor.getSnapshot().context.problem).toBe('incomplete');
  });

  it('finds the nearest locality of typed coordinates (comma decimals too) and keeps the point', () => {
    const running = run(model, { address: null }, [
      loaded,
      { type: 'coordinate.changed', field: 'latitude', value: '10,507' },
      { type: 'coordinate.changed', field: 'longitude', value: '-66.91' },
      { type: 'nearest.requested' },
    ]);
    const { context } = running.actor.getSnapshot();
    expect(context.place?.countryLocationId).toBe(LIBERTADOR.countryLocationId);
    expect([context.latitude, context.longitude]).toEqual(['10.507', '-66.91']);
  });

  it('prefills everything from the draft, ids included', () => {
    const running = run(model, { address: SAVED_ADDRESS }, [loaded]);
    const { context } = running.actor.getSnapshot();
    expect(context.address).toBe(SAVED_ADDRESS.address);
    expect(context.place?.countryLocationId).toBe(CHACAO.countryLocationId);
    expect([context.latitude, context.longitude]).toEqual(['10.4969', '-66.8533']);
  });

  it('says Geolocalización only when nothing but the point moved', () => {
    const body = {
      address: SAVED_ADDRESS.address ?? '',
      countryState: MIRANDA.countryStateId,
      location: CHACAO.countryLocationId,
      latitude: 10.5,
      longitude: -66.85,
    };
    expect(onlyCoordinatesChanged(SAVED_ADDRESS, body)).toBe(true);
    expect(onlyCoordinatesChanged(SAVED_ADDRESS, { ...body, address: 'Otra' })).toBe(false);
    expect(onlyCoordinatesChanged(SAVED_ADDRESS, { ...body, latitude: 10.4969, longitude: -66.8533 })).toBe(false);
    expect(onlyCoordinatesChanged(null, body)).toBe(false);
  });
});
