import { publishValidationMachine, type PublishValidationContext } from '../../src/machines/publishValidationMachine.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof publishValidationMachine> = {
  name: 'publishValidationMachine',
  machine: publishValidationMachine,
  input: { draft: emptyDraft, saving: false },
  inputs: {
    invalid: { draft: emptyDraft, saving: false },
    valid: { draft: completeDraft, saving: false },
    validWhileSaving: { draft: completeDraft, saving: true },
  },
  events: [
    { type: 'draft.changed', draft: completeDraft, saving: false },
    { type: 'draft.changed', draft: completeDraft, saving: true },
    { type: 'draft.changed', draft: emptyDraft, saving: false },
    { type: 'problem.fixed', section: 'enviroments' },
    { type: 'publish.confirmed' },
    { type: 'publish.cancelled' },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PublishValidationContext;
    return stateKey(snapshot, { problems: context.problems.length, saving: context.saving });
  },
  effects: ['fix', 'publish', 'close'],
};
