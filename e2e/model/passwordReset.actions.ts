import { expect } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
  type PasswordResetContext,
} from '../../src/machines/passwordResetMachine.ts';
import { access, success } from '../../src/i18n/es.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { model } from '../../tests/machines/passwordResetMachine.model.ts';
import { STRONG_PASSWORD } from '../fixtures/access.ts';
import { freezeClock, message, passwordResetForm } from '../fixtures/access-ui.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint } from './gate.ts';
import { expectCallCarries, expectFieldError, expectFormError, expectNavigatedTo } from './ui.ts';

/**
 * passwordResetMachine in the browser: /password-reset. requestReset / resendReset are
 * POST /rest/v1/auth/landlords/password-reset, resetPassword is its PUT; each is held until the
 * path's outcome event. The `tick` delay is Playwright's clock: it is paused from the start, so
 * only the path's `xstate.after.tick…` steps move the countdown (page.clock.runFor(1000)).
 */

const REQUEST: GatedEndpoint = { method: 'POST', path: /^\/rest\/v1\/auth\/landlords\/password-reset$/ };
const RESET: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/auth\/landlords\/password-reset$/ };

const TICK_MS = 1_000;

const actorInput = (run: ModelRun, actor: string): unknown => run.scratch.get(`input:${actor}`);

const outcomes: Record<string, (step: ModelStep) => Promise<void>> = {
  'xstate.done.actor.requestReset': async ({ run }) => {
    const call = await run.gate.next(REQUEST);
    expectCallCarries(run, call, actorInput(run, 'requestReset'), ['emailAddress']);
    // The address must belong to an agent for the server to send the link.
    await run.api.signUp({ firstName: 'Teresa', lastName: '', email: String(call.body?.emailAddress), password: STRONG_PASSWORD });
    await call.release();
  },
  'xstate.error.actor.requestReset': async ({ run, event }) => {
    const call = await run.gate.next(REQUEST);
    expectCallCarries(run, call, actorInput(run, 'requestReset'), ['emailAddress']);
    const type = failureTypeOf(event['error']);
    // The run's e-mails are unique, so nobody has this one.
    if (type === 'EMAIL_NOT_FOUND') return call.release();
    return answerFailure(call, type ?? 'SERVER_ERROR');
  },
  'xstate.done.actor.resendReset': async ({ run }) => (await run.gate.next(REQUEST)).release(),
  'xstate.error.actor.resendReset': async ({ run, event }) =>
    answerFailure(await run.gate.next(REQUEST), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
  // The link was a real one (see open): the server accepts it.
  'xstate.done.actor.resetPassword': async ({ run }) => {
    const call = await run.gate.next(RESET);
    expectCallCarries(run, call, actorInput(run, 'resetPassword'), ['password']);
    // The machine is finished and the page moves on to /login: let time flow again (React's
    // Suspense reveals the lazily loaded page on a timer).
    await run.page.clock.resume();
    await call.release();
  },
  // A real link expires after 30 minutes; the path's TOKEN_EXPIRED is answered for the server.
  'xstate.error.actor.resetPassword': async ({ run, event }) =>
    answerFailure(await run.gate.next(RESET), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const form = passwordResetForm(run.page);
  if (event.type.startsWith('xstate.after.tick.')) return run.page.clock.runFor(TICK_MS);
  switch (event.type) {
    case 'field.changed': {
      const value = String(event['value']);
      if (event['field'] === 'email') return form.email.fill(run.uniqueEmail(value));
      if (event['field'] === 'password') return form.password.fill(value);
      return form.confirmation.fill(value);
    }
    case 'form.submitted':
      return before.matches('password') ? form.save.click() : form.send.click();
    case 'resend.requested':
      return form.resend.click();
    default: {
      const outcome = outcomes[event.type];
      if (!outcome) throw new Error(`passwordReset UI map: no action for ${event.type}`);
      return outcome(step);
    }
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const form = passwordResetForm(page);
  const context = snapshot.context as PasswordResetContext;
  if (snapshot.matches('email')) {
    await expect(form.emailHeading).toBeVisible();
    await expectFieldError(page, form.email, context.errors.email);
    await expectFormError(page, context.error === null ? null : resetRequestErrorMessage(context.error));
    await expect(form.send).toBeEnabled();
  } else if (snapshot.matches('requesting')) {
    await expect(form.send).toBeDisabled();
  } else if (snapshot.matches({ emailSent: 'coolingDown' })) {
    await expect(form.sentHeading).toBeVisible();
    await expect(form.countdown(context.secondsLeft)).toBeVisible();
    await expect(form.resend).toBeDisabled();
  } else if (snapshot.matches({ emailSent: 'ready' })) {
    await expect(form.sentHeading).toBeVisible();
    await expect(form.anyCountdown).toHaveCount(0);
    await expectFormError(page, context.error === null ? null : resetRequestErrorMessage(context.error));
    await expect(form.resend).toBeEnabled();
  } else if (snapshot.matches({ emailSent: 'resending' })) {
    await expect(form.resend).toBeDisabled();
  } else if (snapshot.matches('password')) {
    await expect(form.passwordHeading).toBeVisible();
    await expectFieldError(page, form.password, context.errors.password);
    await expectFieldError(page, form.confirmation, context.errors.confirmation);
    await expectFormError(page, context.error === null ? null : resetPasswordErrorMessage(context.error));
    await expect(form.save).toBeEnabled();
  } else if (snapshot.matches('resetting')) {
    await expect(form.save).toBeDisabled();
  } else if (snapshot.matches('done')) {
    await expect(page.getByRole('heading', { name: access.signIn.heading, exact: true })).toBeVisible();
    await expect(message(page, success.passwordReset)).toBeVisible();
  } else {
    throw new Error(`passwordReset UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const passwordResetUi: UiMap = {
  model,
  gated: [REQUEST, RESET],
  unsupported,
  open: async (run) => {
    const { page } = run;
    await page.clock.install();
    const { authorization } = run.path.input as { authorization: string | null };
    if (authorization === null) {
      await page.goto('/password-reset');
      await expect(passwordResetForm(page).emailHeading).toBeVisible();
    } else {
      // A real link from the mailbox, so the server can accept it when the path says it does.
      const agent = await run.api.signUp({ firstName: 'Teresa', lastName: '', email: run.freshEmail('reset'), password: STRONG_PASSWORD });
      await run.api.requestPasswordReset(agent.email);
      await page.goto(await run.mailbox.passwordResetLink(agent.email));
      await expect(passwordResetForm(page).passwordHeading).toBeVisible();
    }
    // From here time stands still unless a tick step moves it.
    await freezeClock(page);
  },
  act,
  expectState,
  expectEffect: async (run, effect) => {
    if (effect.kind === 'actor') {
      run.scratch.set(`input:${effect.name}`, effect.input);
      return;
    }
    if (effect.name === 'notify') {
      await expect(message(run.page, (effect.params as { message: string }).message)).toBeVisible();
    }
    if (effect.name === 'navigate') await expectNavigatedTo(run.page, (effect.params as { to: string }).to);
  },
};
