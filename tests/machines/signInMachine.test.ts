import { describe, expect, it } from 'vitest';
import { errors, validation } from '../../src/i18n/es.ts';
import { SIGN_IN_RECAPTCHA_ACTION, signInErrorMessage, type SignInContext } from '../../src/machines/signInMachine.ts';
import { failure, signedIn, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { CONTINUE_URL, model } from './signInMachine.model.ts';

graphSuite(model);

const filled = [
  { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.COM' },
  { type: 'field.changed', field: 'password', value: 'secreto1' },
  { type: 'form.submitted' },
];
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as SignInContext;

describe('signInMachine effects', () => {
  it('refuses an empty form with the spec messages and calls nothing', () => {
    const running = run(model, { continueUrl: null }, [{ type: 'form.submitted' }]);
    expect(context(running).errors).toEqual({
      email: validation.emailRequired,
      password: validation.signInPasswordRequired,
    });
    expect(running.effects).toEqual([]);
  });

  it('clears a shown error as soon as the field is corrected', () => {
    const running = run(model, { continueUrl: null }, [
      { type: 'form.submitted' },
      { type: 'field.changed', field: 'email', value: 'ana@' },
    ]);
    expect(context(running).errors.email).toBe(validation.emailInvalid);
    running.actor.send({ type: 'field.changed', field: 'email', value: 'ana@example.com' });
    expect(context(running).errors).toEqual({ email: null, password: validation.signInPasswordRequired });
  });

  it('signs in with the e-mail lowercased, then hands the session over without navigating', () => {
    const running = run(model, { continueUrl: null }, filled);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'signIn')).toEqual([{ emailAddress: 'ana.perez@example.com', password: 'secreto1' }]);
    running.actor.send(doneEvent('signIn', signedIn));
    expect(actionCalls(running.effects, 'signedIn')).toEqual([signedIn]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('goes to continue_url with a full page load', () => {
    const running = run(model, { continueUrl: CONTINUE_URL }, [...filled, doneEvent('signIn', signedIn)]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: CONTINUE_URL, full: true }]);
  });

  it('keeps the refused type for the message and lets the agent try again', () => {
    const running = run(model, { continueUrl: null }, [...filled, errorEvent('signIn', failure('PASSWORD_INVALID'))]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(context(running).error).toBe('PASSWORD_INVALID');
    running.actor.send({ type: 'form.submitted' });
    expect(context(running).error).toBeNull();
    expect(actorCalls(running.effects, 'signIn')).toHaveLength(2);
  });

  it('when challenged, gets a reCAPTCHA token and sends the same credentials once more with it', () => {
    const running = run(model, { continueUrl: CONTINUE_URL }, [...filled, errorEvent('signIn', failure('RECAPTCHA_REQUIRED'))]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(context(running).error).toBeNull();
    expect(actorCalls(running.effects, 'recaptchaToken')).toEqual([{ action: SIGN_IN_RECAPTCHA_ACTION }]);
    running.actor.send(doneEvent('recaptchaToken', 'recaptcha-token'));
    expect(actorCalls(running.effects, 'signIn')).toEqual([
      { emailAddress: 'ana.perez@example.com', password: 'secreto1' },
      { emailAddress: 'ana.perez@example.com', password: 'secreto1', recaptchaToken: 'recaptcha-token' },
    ]);
    running.actor.send(doneEvent('signInWithToken', signedIn));
    expect(actionCalls(running.effects, 'signedIn')).toEqual([signedIn]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: CONTINUE_URL, full: true }]);
  });

  it.each([
    ['RECAPTCHA_VERIFICATION_FAILED', errors.signIn.recaptcha],
    ['RECAPTCHA_REQUIRED', errors.tooManyRequests],
    ['TOO_MANY_REQUESTS', errors.tooManyRequests],
    ['PASSWORD_INVALID', errors.signIn.badCredentials],
  ])('does not retry a second time: %s after the token shows its message', (type, message) => {
    const running = run(model, { continueUrl: null }, [
      ...filled,
      errorEvent('signIn', failure('RECAPTCHA_REQUIRED')),
      doneEvent('recaptchaToken', 'recaptcha-token'),
      errorEvent('signInWithToken', failure(type)),
    ]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(signInErrorMessage(context(running).error ?? 'SERVER_ERROR', null)).toBe(message);
    expect(actorCalls(running.effects, 'signIn')).toHaveLength(2);
  });

  it('shows the generic error when no reCAPTCHA token can be had', () => {
    const running = run(model, { continueUrl: null }, [
      ...filled,
      errorEvent('signIn', failure('RECAPTCHA_REQUIRED')),
      errorEvent('recaptchaToken', new Error('reCAPTCHA is unavailable')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(signInErrorMessage(context(running).error ?? 'SERVER_ERROR', null)).toBe(errors.signIn.generic);
    expect(actorCalls(running.effects, 'signIn')).toHaveLength(1);
  });

  it('signs in with the provider token and goes to the dashboard', () => {
    const running = run(model, { continueUrl: null }, [
      { type: 'social.requested', provider: 'facebook' },
      doneEvent('socialToken', 'fb-token'),
      doneEvent('socialSignIn', signedIn),
    ]);
    expect(actorCalls(running.effects, 'socialToken')).toEqual([{ provider: 'facebook' }]);
    expect(actorCalls(running.effects, 'socialSignIn')).toEqual([{ provider: 'facebook', accessToken: 'fb-token' }]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/dashboard' }]);
  });

  it('remembers the provider of a refused social sign-in (for "Esta cuenta de Facebook…")', () => {
    const running = run(model, { continueUrl: null }, [
      { type: 'social.requested', provider: 'facebook' },
      doneEvent('socialToken', 'fb-token'),
      errorEvent('socialSignIn', failure('AGENT_NOT_FOUND')),
    ]);
    expect(context(running)).toMatchObject({ error: 'AGENT_NOT_FOUND', provider: 'facebook' });
  });

  it('says nothing when the agent closes the popup, the generic error when the provider fails', () => {
    const cancelled = run(model, { continueUrl: null }, [
      { type: 'social.requested', provider: 'google' },
      errorEvent('socialToken', socialCancelled),
    ]);
    expect(context(cancelled)).toMatchObject({ error: null, provider: null });
    const failed = run(model, { continueUrl: null }, [
      { type: 'social.requested', provider: 'google' },
      errorEvent('socialToken', socialFailed),
    ]);
    expect(context(failed).error).toBe('SERVER_ERROR');
  });
});
