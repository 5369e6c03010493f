import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { signUpErrorMessage, type SignUpContext } from '../../src/machines/signUpMachine.ts';
import type { SocialProvider } from '../../src/schema/agent.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { model } from '../../tests/machines/signUpMachine.model.ts';
import { STRONG_PASSWORD } from '../fixtures/access.ts';
import { cancelOnConsentPage, continueOnConsentPage, signUpForm } from '../fixtures/access-ui.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint } from './gate.ts';
import { expectCallCarries, expectFieldError, expectFormError, expectNavigatedTo, expectSignedInCookie } from './ui.ts';

/**
 * signUpMachine in the browser: /signup. Its actors become the real page's calls, held until the
 * path's outcome event says how they end (see gate.ts):
 * - checkDetails / signUp → POST /rest/v1/landlords
 * - socialToken → the offline consent popup; socialSignUp / socialSignIn → the provider calls
 * - recaptchaToken → the offline verifier's token, produced by the page on its own.
 */

const SIGN_UP: GatedEndpoint = { method: 'POST', path: /^\/rest\/v1\/landlords$/ };
const SOCIAL_SIGN_UP: GatedEndpoint = { method: 'POST', path: /^\/rest\/v1\/landlords\/providers\/[a-z]+$/ };
const SOCIAL_SIGN_IN: GatedEndpoint = { method: 'POST', path: /^\/rest\/v1\/auth\/landlords\/providers\/[a-z]+$/ };

const POPUP = 'popup';
const SIGN_UP_FIELDS = ['firstName', 'lastName', 'emailAddress', 'password', 'acceptEmails'] as const;

const actorInput = (run: ModelRun, actor: string): unknown => run.scratch.get(`input:${actor}`);

/** Someone else already holds this e-mail (the server then answers EMAIL_IN_USE by itself). */
const takeEmail = (run: ModelRun, email: unknown) =>
  run.api.signUp({ firstName: 'Ocupada', lastName: '', email: String(email), password: STRONG_PASSWORD });

const providerOf = (step: ModelStep): SocialProvider => (step.before.context as SignUpContext).provider ?? 'google';

const outcomes: Record<string, (step: ModelStep) => Promise<void>> = {
  'xstate.error.actor.checkDetails': async ({ run, event }) => {
    const call = await run.gate.next(SIGN_UP);
    expectCallCarries(run, call, actorInput(run, 'signUp'), [...SIGN_UP_FIELDS, 'recaptchaToken']);
    const type = failureTypeOf(event['error']);
    // A new e-mail with an empty password: the server asks for the password by itself.
    if (type === 'PASSWORD_REQUIRED') return call.release();
    if (type === 'EMAIL_IN_USE') {
      await takeEmail(run, call.body?.emailAddress);
      return call.release();
    }
    return answerFailure(call, type ?? 'SERVER_ERROR');
  },
  // The server never creates an agent without a password; answer as it would have, with a real agent.
  'xstate.done.actor.checkDetails': async ({ run }) => {
    const call = await run.gate.next(SIGN_UP);
    const created = await takeEmail(run, call.body?.emailAddress);
    await call.answer(201, created.answer);
  },
  'xstate.done.actor.signUp': async ({ run }) => {
    const call = await run.gate.next(SIGN_UP);
    expectCallCarries(run, call, actorInput(run, 'signUp'), SIGN_UP_FIELDS);
    await call.release();
  },
  'xstate.error.actor.signUp': async ({ run, event }) => {
    const call = await run.gate.next(SIGN_UP);
    expectCallCarries(run, call, actorInput(run, 'signUp'), SIGN_UP_FIELDS);
    const type = failureTypeOf(event['error']);
    if (type === 'EMAIL_IN_USE') {
      await takeEmail(run, call.body?.emailAddress);
      return call.release();
    }
    return answerFailure(call, type ?? 'SERVER_ERROR');
  },
  'xstate.done.actor.socialToken': async ({ run }) => {
    const popup = run.scratch.get(POPUP) as Page;
    await continueOnConsentPage(popup, { email: run.freshEmail('social'), givenName: 'Lucía', familyName: 'Gómez' });
  },
  'xstate.error.actor.socialToken': async ({ run, event }) => {
    const reason = (event['error'] as { reason?: string }).reason;
    // 'failed' was arranged when the popup was requested (a blocked popup).
    if (reason !== 'cancelled') return;
    await cancelOnConsentPage(run.scratch.get(POPUP) as Page);
  },
  'xstate.done.actor.socialSignUp': async ({ run }) => (await run.gate.next(SOCIAL_SIGN_UP)).release(),
  'xstate.error.actor.socialSignUp': async (step) => {
    const call = await step.run.gate.next(SOCIAL_SIGN_UP);
    const type = failureTypeOf(step.event['error']);
    if (type === 'EMAIL_IN_USE') {
      // The same provider account already made an agent: the server refuses a second one.
      await step.run.api.socialSignUpWithToken(providerOf(step), String(call.body?.accessToken));
      return call.release();
    }
    return answerFailure(call, type ?? 'SERVER_ERROR');
  },
  'xstate.done.actor.socialSignIn': async ({ run }) => (await run.gate.next(SOCIAL_SIGN_IN)).release(),
  'xstate.error.actor.socialSignIn': async ({ run, event }) =>
    answerFailure(await run.gate.next(SOCIAL_SIGN_IN), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
  // The offline verifier hands the page a token at once: nothing to do.
  'xstate.done.actor.recaptchaToken': async () => {},
};

const act = async (step: ModelStep): Promise<void | 'transient'> => {
  const { run, event, before, next } = step;
  const form = signUpForm(run.page);
  switch (event.type) {
    case 'field.changed': {
      const value = String(event['value']);
      if (event['field'] === 'firstName') return form.firstName.fill(value);
      if (event['field'] === 'email') return form.email.fill(run.uniqueEmail(value));
      return form.password.fill(value);
    }
    case 'acceptSendEmails.changed':
      return form.acceptSendEmails.setChecked(Boolean(event['value']));
    case 'form.submitted':
      return before.matches('password') ? form.submit.click() : form.continue.click();
    case 'step.back':
      return form.back.click();
    case 'social.requested': {
      const button = event['provider'] === 'facebook' ? form.facebook : form.google;
      if (next?.type === 'xstate.error.actor.socialToken' && (next['error'] as { reason?: string }).reason === 'failed') {
        // What a popup blocker does: window.open gives nothing back.
        await run.page.evaluate(() => {
          window.open = () => null;
        });
        await button.click();
        return 'transient';
      }
      const popupOpened = run.page.waitForEvent('popup');
      await button.click();
      run.scratch.set(POPUP, await popupOpened);
      return;
    }
    default: {
      const outcome = outcomes[event.type];
      if (!outcome) throw new Error(`signUp UI map: no action for ${event.type}`);
      return outcome(step);
    }
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.recaptchaToken' && event['output'] === '') {
    return 'the offline reCAPTCHA verifier always gives a token, so an empty one cannot happen in the browser';
  }
  if (event.type === 'xstate.error.actor.recaptchaToken') {
    return 'the offline reCAPTCHA verifier cannot fail in the browser';
  }
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const form = signUpForm(page);
  const context = snapshot.context as SignUpContext;
  const formError = context.error === null ? null : signUpErrorMessage(context.error);
  if (snapshot.matches('details')) {
    await expect(form.heading).toBeVisible();
    await expectFieldError(page, form.firstName, context.errors.firstName);
    await expectFieldError(page, form.email, context.errors.email);
    await expectFormError(page, formError);
    await expect(form.continue).toBeEnabled();
    await expect(form.google).toBeEnabled();
  } else if (snapshot.matches('checking')) {
    await expect(form.continue).toBeDisabled();
    await expect(form.google).toBeDisabled();
  } else if (snapshot.matches('password')) {
    await expect(form.passwordHeading).toBeVisible();
    await expectFieldError(page, form.password, context.errors.password);
    await expectFormError(page, formError);
    await expect(form.submit).toBeEnabled();
  } else if (snapshot.matches('submitting')) {
    await expect(form.passwordHeading).toBeVisible();
    await expect(form.submit).toBeDisabled();
  } else if (snapshot.matches('social')) {
    await expect(form.google).toBeDisabled();
    await expect(form.continue).toBeDisabled();
  } else if (snapshot.matches('done')) {
    await expectSignedInCookie(page);
    // Without continue_url the public-only guard moves a new agent (profile not completed) on.
    if (context.continueUrl === null) await expectNavigatedTo(page, '/onboarding');
  } else {
    throw new Error(`signUp UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const signUpUi: UiMap = {
  model,
  gated: [SIGN_UP, SOCIAL_SIGN_UP, SOCIAL_SIGN_IN],
  unsupported,
  open: async (run) => {
    const { continueUrl } = run.path.input as { continueUrl: string | null };
    await run.page.goto(continueUrl === null ? '/signup' : `/signup?continue_url=${encodeURIComponent(continueUrl)}`);
  },
  act,
  expectState,
  expectEffect: async (run, effect) => {
    if (effect.kind === 'actor') {
      run.scratch.set(`input:${effect.name}`, effect.input);
      return;
    }
    if (effect.name === 'signedIn') await expectSignedInCookie(run.page);
    if (effect.name === 'navigate') await expectNavigatedTo(run.page, (effect.params as { to: string }).to);
  },
};
