import { draftDeleteMachine } from '../../src/machines/draftDeleteMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const INPUT = undefined;

export const model: MachineModel<typeof draftDeleteMachine> = {
  name: 'draftDeleteMachine',
  machine: draftDeleteMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'deletion.requested', draftId: 'draft-1' },
    { type: 'deletion.cancelled' },
    { type: 'deletion.confirmed' },
    doneEvent('deleteDraft'),
    errorEvent('deleteDraft', failure('PROPERTY_DRAFT_NOT_EDITABLE')),
    errorEvent('deleteDraft', failure('SERVER_ERROR')),
  ],
  // The chosen draft only goes into the call: it decides no transition.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'listChanged'],
};
