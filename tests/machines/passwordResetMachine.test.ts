import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { success, validation } from '../../src/i18n/es.ts';
import type { PasswordResetContext } from '../../src/machines/passwordResetMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { RESET_TOKEN, model } from './passwordResetMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as PasswordResetContext;

describe('passwordResetMachine effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on the e-mail screen without authorization, on the password screen with it', () => {
    expect(run(model, { authorization: null }, []).actor.getSnapshot().value).toBe('email');
    expect(run(model, { authorization: '' }, []).actor.getSnapshot().value).toBe('email');
    expect(run(model, { authorization: RESET_TOKEN }, []).actor.getSnapshot().value).toBe('password');
  });

  it('refuses an invalid e-mail with its message', () => {
    const running = run(model, { authorization: null }, [
      { type: 'field.changed', field: 'email', value: 'ana@example.c' },
      { type: 'form.submitted' },
    ]);
    expect(context(running).errors.email).toBe(validation.emailInvalid);
  });

  it('sends the e-mail as typed, toasts, and counts the resend cooldown down from 60 s', () => {
    const running = run(model, { authorization: null }, [
      { type: 'field.changed', field: 'email', value: 'Ana.Perez@Example.com' },
      { type: 'form.submitted' },
      doneEvent('requestReset'),
    ]);
    expect(actorCalls(running.effects, 'requestReset')).toEqual([{ emailAddress: 'Ana.Perez@Example.com' }]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: success.resetLinkSent }]);
    expect(running.actor.getSnapshot().matches({ emailSent: 'coolingDown' })).toBe(true);
    expect(context(running).secondsLeft).toBe(60);
    expect(running.actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);

    vi.advanceTimersByTime(1000);
    expect(context(running).secondsLeft).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(context(running).secondsLeft).toBe(1);
    expect(running.actor.getSnapshot().matches({ emailSent: 'coolingDown' })).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(running.actor.getSnapshot().matches({ emailSent: 'ready' })).toBe(true);
    expect(context(running).secondsLeft).toBe(0);

    running.actor.send({ type: 'resend.requested' });
    expect(actorCalls(running.effects, 'requestReset')).toHaveLength(2);
    running.actor.send(doneEvent('resendReset'));
    expect(context(running).secondsLeft).toBe(60);
    expect(actionCalls(running.effects, 'notify')).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(running.actor.getSnapshot().matches({ emailSent: 'ready' })).toBe(true);
    running.actor.stop();
  });

  it('keeps the resend button available after a failed resend, with the error', () => {
    const running = run(model, { authorization: null }, [
      { type: 'field.changed', field: 'email', value: 'ana@example.com' },
      { type: 'form.submitted' },
      doneEvent('requestReset'),
    ]);
    vi.advanceTimersByTime(60_000);
    running.actor.send({ type: 'resend.requested' });
    running.actor.send(errorEvent('resendReset', failure('SERVER_ERROR')));
    expect(running.actor.getSnapshot().matches({ emailSent: 'ready' })).toBe(true);
    expect(context(running).error).toBe('SERVER_ERROR');
    running.actor.stop();
  });

  it('stays on the e-mail screen with EMAIL_NOT_FOUND', () => {
    const running = run(model, { authorization: null }, [
      { type: 'field.changed', field: 'email', value: 'ana@example.com' },
      { type: 'form.submitted' },
      errorEvent('requestReset', failure('EMAIL_NOT_FOUND')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('email');
    expect(context(running).error).toBe('EMAIL_NOT_FOUND');
  });

  it('checks the confirmation, sends the link token as the reset token, then goes to the login toast', () => {
    const running = run(model, { authorization: RESET_TOKEN }, [
      { type: 'field.changed', field: 'password', value: 'secreto1' },
      { type: 'field.changed', field: 'confirmation', value: 'secreto2' },
      { type: 'form.submitted' },
    ]);
    expect(context(running).errors).toMatchObject({ password: null, confirmation: validation.confirmationMismatch });
    running.actor.send({ type: 'field.changed', field: 'confirmation', value: 'secreto1' });
    expect(context(running).errors.confirmation).toBeNull();
    running.actor.send({ type: 'form.submitted' });
    expect(actorCalls(running.effects, 'resetPassword')).toEqual([{ token: RESET_TOKEN, password: 'secreto1' }]);
    running.actor.send(doneEvent('resetPassword'));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/login?from=password-reset', replace: true }]);
  });

  it('keeps TOKEN_EXPIRED on the password screen', () => {
    const running = run(model, { authorization: RESET_TOKEN }, [
      { type: 'field.changed', field: 'password', value: 'secreto1' },
      { type: 'field.changed', field: 'confirmation', value: 'secreto1' },
      { type: 'form.submitted' },
      errorEvent('resetPassword', failure('TOKEN_EXPIRED')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('password');
    expect(context(running).error).toBe('TOKEN_EXPIRED');
  });
});
