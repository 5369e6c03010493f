import { enviromentStepperMachine, type EnviromentStepperContext } from '../../src/machines/enviromentStepperMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

/** A small bound keeps the graph small; the real one is DRAFT_LIMITS.enviromentQuantityMax. */
export const INPUT = { max: 2 } as const;

export const model: MachineModel<typeof enviromentStepperMachine> = {
  name: 'enviromentStepperMachine',
  machine: enviromentStepperMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'quantity.incremented', shown: 0 },
    { type: 'quantity.incremented', shown: 2 },
    { type: 'quantity.decremented', shown: 0 },
    { type: 'quantity.decremented', shown: 1 },
    { type: 'save.succeeded', quantity: 0 },
    { type: 'save.succeeded', quantity: 1 },
    { type: 'save.succeeded', quantity: 2 },
    { type: 'save.failed' },
    { type: 'save.queued' },
  ],
  // While synced the draft's value shows and the context's is not read.
  serializeState: (snapshot) =>
    snapshot.hasTag('pending') ? stateKey(snapshot, { quantity: (snapshot.context as EnviromentStepperContext).quantity }) : stateKey(snapshot),
  effects: ['requestSave'],
};
