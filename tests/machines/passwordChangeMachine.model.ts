import { passwordChangeMachine, type PasswordChangeContext } from '../../src/machines/passwordChangeMachine.ts';
import { isStrongPassword } from '../../src/schema/rules.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const CURRENT = 'Secreta#2026';
export const STRONG = 'Nueva#Clave1';
export const WEAK = 'debil';

export const model: MachineModel<typeof passwordChangeMachine> = {
  name: 'passwordChangeMachine',
  machine: passwordChangeMachine,
  input: undefined,
  inputs: { main: undefined },
  events: [
    doneEvent('status', { passwordSet: true }),
    doneEvent('status', { passwordSet: false }),
    errorEvent('status', failure('SERVER_ERROR')),
    { type: 'retry' },
    { type: 'field.changed', field: 'current', value: CURRENT },
    { type: 'field.changed', field: 'current', value: '' },
    { type: 'field.changed', field: 'next', value: STRONG },
    { type: 'field.changed', field: 'next', value: WEAK },
    { type: 'form.submitted' },
    doneEvent('change'),
    errorEvent('change', failure('PASSWORD_INVALID')),
    errorEvent('change', failure('VALIDATION_ERROR')),
    errorEvent('change', failure('TOO_MANY_REQUESTS')),
    errorEvent('change', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PasswordChangeContext;
    return stateKey(snapshot, {
      passwordSet: context.passwordSet,
      current: context.current !== '',
      strong: isStrongPassword(context.next),
    });
  },
  effects: ['notify'],
};
