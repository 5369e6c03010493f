import { signUpMachine, type SignUpContext } from '../../src/machines/signUpMachine.ts';
import { failure, signedIn, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const CONTINUE_URL = '/properties';

export const model: MachineModel<typeof signUpMachine> = {
  name: 'signUpMachine',
  machine: signUpMachine,
  input: { continueUrl: null },
  inputs: { direct: { continueUrl: null }, continueUrl: { continueUrl: CONTINUE_URL } },
  events: [
    { type: 'field.changed', field: 'firstName', value: 'mARÍA' },
    { type: 'field.changed', field: 'email', value: 'ana@' },
    { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.COM' },
    { type: 'acceptSendEmails.changed', value: true },
    { type: 'field.changed', field: 'password', value: 'Secreto1' },
    { type: 'form.submitted' },
    { type: 'step.back' },
    { type: 'social.requested', provider: 'google' },
    errorEvent('checkDetails', failure('PASSWORD_REQUIRED')),
    errorEvent('checkDetails', failure('EMAIL_IN_USE')),
    doneEvent('checkDetails', signedIn),
    doneEvent('recaptchaToken', 'recaptcha-token'),
    doneEvent('recaptchaToken', ''),
    errorEvent('recaptchaToken', new Error('reCAPTCHA did not load')),
    doneEvent('signUp', signedIn),
    errorEvent('signUp', failure('EMAIL_IN_USE')),
    errorEvent('signUp', failure('RECAPTCHA_VERIFICATION_FAILED')),
    doneEvent('socialToken', 'provider-token'),
    errorEvent('socialToken', socialCancelled),
    errorEvent('socialToken', socialFailed),
    doneEvent('socialSignUp', signedIn),
    errorEvent('socialSignUp', failure('EMAIL_IN_USE')),
    errorEvent('socialSignUp', failure('SERVER_ERROR')),
    doneEvent('socialSignIn', signedIn),
    errorEvent('socialSignIn', failure('INVALID_USER_AUTH_PROVIDER')),
  ],
  // The raw field values that guards read (see signInMachine.model.ts); acceptSendEmails decides nothing.
  serializeState: (snapshot) => {
    const { firstName, email, password } = snapshot.context as SignUpContext;
    return snapshot.matches('done') ? stateKey(snapshot) : stateKey(snapshot, { firstName, email, password });
  },
  effects: ['signedIn', 'navigate'],
};
