import { passwordResetMachine, type PasswordResetContext } from '../../src/machines/passwordResetMachine.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const RESET_TOKEN = 'reset-token-1';

export const model: MachineModel<typeof passwordResetMachine> = {
  name: 'passwordResetMachine',
  machine: passwordResetMachine,
  input: { authorization: null },
  inputs: { email: { authorization: null }, link: { authorization: RESET_TOKEN } },
  events: [
    { type: 'field.changed', field: 'email', value: 'ana@' },
    { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.com' },
    { type: 'form.submitted' },
    doneEvent('requestReset'),
    errorEvent('requestReset', failure('EMAIL_NOT_FOUND')),
    afterEvent('tick', 'passwordReset.emailSent.coolingDown'),
    { type: 'resend.requested' },
    doneEvent('resendReset'),
    errorEvent('resendReset', failure('SERVER_ERROR')),
    { type: 'field.changed', field: 'password', value: 'abc' },
    { type: 'field.changed', field: 'password', value: 'secreto1' },
    { type: 'field.changed', field: 'confirmation', value: 'secreto1' },
    { type: 'field.changed', field: 'confirmation', value: 'secreto2' },
    doneEvent('resetPassword'),
    errorEvent('resetPassword', failure('TOKEN_EXPIRED')),
  ],
  // The raw field values where guards read them (see signInMachine.model.ts); the countdown while it runs.
  serializeState: (snapshot) => {
    const { email, password, confirmation, secondsLeft } = snapshot.context as PasswordResetContext;
    if (snapshot.matches('email')) return stateKey(snapshot, { email });
    if (snapshot.matches('password')) return stateKey(snapshot, { password, confirmation });
    if (snapshot.matches({ emailSent: 'coolingDown' })) return stateKey(snapshot, { secondsLeft });
    return stateKey(snapshot);
  },
  effects: ['notify', 'navigate'],
};
