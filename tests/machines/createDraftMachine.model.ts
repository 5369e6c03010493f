import { createDraftMachine } from '../../src/machines/createDraftMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const VISIT = { visitKey: 'visit-1' } as const;

/** What POST /property-drafts answers: a new, empty draft (only the id matters to this machine). */
export const createdDraft = { propertyDraftId: 'd3a1f0c2-5b6e-4c7d-8e9f-0a1b2c3d4e5f' };

export const model: MachineModel<typeof createDraftMachine> = {
  name: 'createDraftMachine',
  machine: createDraftMachine,
  input: VISIT,
  inputs: { visit: VISIT },
  events: [
    doneEvent('create', createdDraft),
    errorEvent('create', failure('SERVER_ERROR')),
    errorEvent('create', failure('TOO_MANY_REQUESTS')),
    { type: 'retry' },
    { type: 'exit' },
  ],
  // The attempt number only names the request; it decides nothing (and would make the graph endless).
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['navigate'],
};
