import { detailToggleMachine, type DetailToggleContext } from '../../src/machines/detailToggleMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

/** A text service the draft lacks: switched on, it holds 'Sí' and is saved. */
export const TEXT_OFF = { value: null, initialValue: 'Sí' } as const;
/** A number detail the draft lacks: switched on, it waits for a value. */
export const NUMBER_OFF = { value: null, initialValue: '' } as const;
/** A detail the draft has. */
export const STORED = { value: '120', initialValue: '' } as const;

export const model: MachineModel<typeof detailToggleMachine> = {
  name: 'detailToggleMachine',
  machine: detailToggleMachine,
  input: TEXT_OFF,
  inputs: { textOff: TEXT_OFF, numberOff: NUMBER_OFF, stored: STORED },
  events: [{ type: 'detail.toggled' }, { type: 'value.changed', value: '2' }, { type: 'value.changed', value: ' ' }],
  serializeState: (snapshot) => {
    const context = snapshot.context as DetailToggleContext;
    return stateKey(snapshot, { stored: context.stored, prefilled: context.initialValue !== '' });
  },
  effects: ['requestSave'],
};
