import { describe, expect, it } from 'vitest';
import { validation } from '../../src/i18n/es.ts';
import type { SignUpContext } from '../../src/machines/signUpMachine.ts';
import { failure, signedIn } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { CONTINUE_URL, model } from './signUpMachine.model.ts';

graphSuite(model);

const details = [
  { type: 'field.changed', field: 'firstName', value: 'mARÍA' },
  { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.COM' },
  { type: 'acceptSendEmails.changed', value: true },
  { type: 'form.submitted' },
];
const toStepTwo = [...details, errorEvent('checkDetails', failure('PASSWORD_REQUIRED'))];
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as SignUpContext;

describe('signUpMachine effects', () => {
  it('refuses empty details with the spec messages', () => {
    const running = run(model, { continueUrl: null }, [{ type: 'form.submitted' }]);
    expect(context(running).errors).toEqual({
      firstName: validation.firstNameRequired,
      email: validation.emailRequired,
      password: null,
    });
    expect(running.effects).toEqual([]);
  });

  it('checks the details first with an empty password and token, e-mail lowercased, name as typed', () => {
    const running = run(model, { continueUrl: null }, details);
    expect(actorCalls(running.effects, 'signUp')).toEqual([
      {
        firstName: 'mARÍA',
        lastName: '',
        emailAddress: 'ana.perez@example.com',
        password: '',
        acceptEmails: true,
        recaptchaToken: '',
      },
    ]);
  });

  it('opens step 2 on PASSWORD_REQUIRED and returns to step 1 with the back arrow', () => {
    const running = run(model, { continueUrl: null }, toStepTwo);
    expect(running.actor.getSnapshot().value).toBe('password');
    expect(context(running).error).toBeNull();
    running.actor.send({ type: 'step.back' });
    expect(running.actor.getSnapshot().value).toBe('details');
  });

  it('stays on step 1 with EMAIL_IN_USE', () => {
    const running = run(model, { continueUrl: null }, [...details, errorEvent('checkDetails', failure('EMAIL_IN_USE'))]);
    expect(running.actor.getSnapshot().value).toBe('details');
    expect(context(running).error).toBe('EMAIL_IN_USE');
  });

  it('blocks a password that misses a checklist condition and says which; an empty one gets its message', () => {
    const empty = run(model, { continueUrl: null }, [...toStepTwo, { type: 'form.submitted' }]);
    expect(empty.actor.getSnapshot().value).toBe('password');
    expect(context(empty).errors.password).toBe(validation.signUpPasswordRequired);

    const weak = run(model, { continueUrl: null }, [
      ...toStepTwo,
      { type: 'field.changed', field: 'password', value: 'secreto1' },
      { type: 'form.submitted' },
    ]);
    expect(weak.actor.getSnapshot().value).toBe('password');
    // Issue 8: the refusal says why, naming what is missing.
    expect(context(weak).errors.password).toBe('Para crear tu cuenta, tu contraseña debe tener una letra mayúscula.');
    expect(actorCalls(weak.effects, 'recaptchaToken')).toEqual([]);
  });

  it('keeps the refusal up to date while the password is corrected, and drops it once the password is strong', () => {
    const running = run(model, { continueUrl: null }, [
      ...toStepTwo,
      { type: 'field.changed', field: 'password', value: 'abc' },
      { type: 'form.submitted' },
    ]);
    expect(context(running).errors.password).toBe(
      'Para crear tu cuenta, tu contraseña debe tener una letra mayúscula, un número o un símbolo (!@#$%^&*) y al menos 6 caracteres.',
    );
    running.actor.send({ type: 'field.changed', field: 'password', value: 'Abc1' });
    expect(context(running).errors.password).toBe('Para crear tu cuenta, tu contraseña debe tener al menos 6 caracteres.');
    running.actor.send({ type: 'field.changed', field: 'password', value: 'Abcde1' });
    expect(context(running).errors.password).toBeNull();
    running.actor.send({ type: 'form.submitted' });
    expect(running.actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('says nothing about a weak password before the first submit (the checklist shows it live)', () => {
    const running = run(model, { continueUrl: null }, [...toStepTwo, { type: 'field.changed', field: 'password', value: 'abc' }]);
    expect(context(running).errors.password).toBeNull();
  });

  it('gets a submit_form token, then signs up with the name capitalised and the e-mail normalised', () => {
    const running = run(model, { continueUrl: CONTINUE_URL }, [
      ...toStepTwo,
      { type: 'field.changed', field: 'password', value: 'Secreto1' },
      { type: 'form.submitted' },
      doneEvent('recaptchaToken', 'recaptcha-token'),
    ]);
    expect(actorCalls(running.effects, 'recaptchaToken')).toEqual([{ action: 'submit_form' }]);
    expect(actorCalls(running.effects, 'signUp')[1]).toEqual({
      firstName: 'María',
      lastName: '',
      emailAddress: 'ana.perez@example.com',
      password: 'Secreto1',
      acceptEmails: true,
      recaptchaToken: 'recaptcha-token',
    });
    running.actor.send(doneEvent('signUp', signedIn));
    expect(actionCalls(running.effects, 'signedIn')).toEqual([signedIn]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: CONTINUE_URL, full: true }]);
  });

  it('shows the generic error when reCAPTCHA gives an empty token, and does not call the server', () => {
    const running = run(model, { continueUrl: null }, [
      ...toStepTwo,
      { type: 'field.changed', field: 'password', value: 'Secreto1' },
      { type: 'form.submitted' },
      doneEvent('recaptchaToken', ''),
    ]);
    expect(running.actor.getSnapshot().value).toBe('password');
    expect(context(running).error).toBe('SERVER_ERROR');
    expect(actorCalls(running.effects, 'signUp')).toHaveLength(1);
  });

  it('falls back from social sign-up to social sign-in with the same token on EMAIL_IN_USE', () => {
    const running = run(model, { continueUrl: null }, [
      { type: 'social.requested', provider: 'google' },
      doneEvent('socialToken', 'google-token'),
      errorEvent('socialSignUp', failure('EMAIL_IN_USE')),
      doneEvent('socialSignIn', signedIn),
    ]);
    expect(actorCalls(running.effects, 'socialSignUp')).toEqual([{ provider: 'google', accessToken: 'google-token' }]);
    expect(actorCalls(running.effects, 'socialSignIn')).toEqual([{ provider: 'google', accessToken: 'google-token' }]);
    expect(actionCalls(running.effects, 'signedIn')).toEqual([signedIn]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
  });
});
