import { mapToolMachine } from '../../src/machines/mapToolMachine.ts';
import { coordinatesOf } from '../../src/machines/mapToolMachine.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { CHACAO, GAZETTEER, SAVED_ADDRESS } from './editor-media.fixtures.ts';

export const model: MachineModel<typeof mapToolMachine> = {
  name: 'mapToolMachine',
  machine: mapToolMachine,
  input: { address: null },
  inputs: {
    empty: { address: null },
    saved: { address: SAVED_ADDRESS },
  },
  events: [
    doneEvent('loadGazetteer', GAZETTEER),
    errorEvent('loadGazetteer', new Error('offline')),
    { type: 'retry' },
    { type: 'address.changed', value: 'Calle Páez, Quinta Ana' },
    { type: 'address.changed', value: '  ' },
    { type: 'query.changed', value: 'chacao' },
    { type: 'query.changed', value: '' },
    afterEvent('searchDelay', 'mapTool.ready.search.waiting'),
    { type: 'locality.picked', locality: CHACAO },
    { type: 'coordinate.changed', field: 'latitude', value: '10,5' },
    { type: 'coordinate.changed', field: 'longitude', value: '-66.9' },
    { type: 'coordinate.changed', field: 'latitude', value: 'norte' },
    { type: 'nearest.requested' },
    { type: 'geolocation.requested' },
    doneEvent('geolocate', { latitude: 8.13, longitude: -63.54 }),
    errorEvent('geolocate', new Error('denied')),
    { type: 'map.clicked', latitude: 10.5, longitude: -66.91 },
    doneEvent('reverseGeocode', 'Esquina de Carmelitas'),
    errorEvent('reverseGeocode', new Error('offline')),
    { type: 'save.requested' },
  ],
  // What the guards read: an address, a chosen locality, usable coordinates.
  serializeState: (snapshot) => {
    const context = snapshot.context as Parameters<typeof coordinatesOf>[0] & {
      readonly address: string;
      readonly place: unknown;
    };
    return stateKey(snapshot, {
      address: context.address.trim() !== '',
      place: context.place !== null,
      point: coordinatesOf(context) !== null,
    });
  },
  effects: ['save'],
};
