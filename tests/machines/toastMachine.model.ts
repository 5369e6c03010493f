import { toastMachine } from '../../src/machines/toastMachine.ts';
import { afterEvent, stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof toastMachine> = {
  name: 'toastMachine',
  machine: toastMachine,
  input: undefined,
  inputs: { start: undefined },
  events: [
    { type: 'toast.show', kind: 'success', message: 'Hemos enviado un enlace a tu correo electrónico' },
    { type: 'toast.show', kind: 'error', message: 'Algo ha salido mal. Por favor, vuelve a intentarlo.' },
    { type: 'toast.close' },
    afterEvent('autoHide', 'toast.visible'),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: [],
};
