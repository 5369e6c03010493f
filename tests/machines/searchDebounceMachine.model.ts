import { searchDebounceMachine } from '../../src/machines/searchDebounceMachine.ts';
import { afterEvent, stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof searchDebounceMachine> = {
  name: 'searchDebounceMachine',
  machine: searchDebounceMachine,
  input: { value: '' },
  inputs: { empty: { value: '' } },
  events: [
    { type: 'search.typed', value: 'visita' },
    { type: 'search.typed', value: '' },
    afterEvent('searchDebounce', 'searchDebounce.pausing'),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['searched'],
};
