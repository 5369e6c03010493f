import { signInMachine, type SignInContext } from '../../src/machines/signInMachine.ts';
import { failure, signedIn, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const CONTINUE_URL = '/properties';

export const model: MachineModel<typeof signInMachine> = {
  name: 'signInMachine',
  machine: signInMachine,
  input: { continueUrl: null },
  inputs: { direct: { continueUrl: null }, continueUrl: { continueUrl: CONTINUE_URL } },
  events: [
    { type: 'field.changed', field: 'email', value: 'ana@' },
    { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.COM' },
    { type: 'field.changed', field: 'password', value: 'secreto1' },
    { type: 'form.submitted' },
    { type: 'social.requested', provider: 'google' },
    { type: 'social.requested', provider: 'facebook' },
    doneEvent('signIn', signedIn),
    errorEvent('signIn', failure('PASSWORD_INVALID')),
    errorEvent('signIn', failure('RECAPTCHA_REQUIRED')),
    doneEvent('recaptchaToken', 'recaptcha-token'),
    errorEvent('recaptchaToken', new Error('reCAPTCHA is unavailable')),
    doneEvent('signInWithToken', signedIn),
    errorEvent('signInWithToken', failure('RECAPTCHA_VERIFICATION_FAILED')),
    doneEvent('socialToken', 'provider-token'),
    errorEvent('socialToken', socialCancelled),
    errorEvent('socialToken', socialFailed),
    doneEvent('socialSignIn', signedIn),
    errorEvent('socialSignIn', failure('AGENT_NOT_FOUND')),
  ],
  // The raw field values: guards read them, and a return to `editing` restores them, so states
  // with the same key must hold the same values (the event list keeps them to a few).
  serializeState: (snapshot) => {
    const { email, password } = snapshot.context as SignInContext;
    return snapshot.matches('done') ? stateKey(snapshot) : stateKey(snapshot, { email, password });
  },
  effects: ['signedIn', 'navigate'],
};
