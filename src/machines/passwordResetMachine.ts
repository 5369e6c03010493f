import { assign, fromPromise, setup } from 'xstate';
import { errors as errorTexts, success } from '../i18n/es.ts';
import type { ErrorType } from '../schema/errors.ts';
import { failureType } from '../services/api-failure.ts';
import { requestPasswordReset, resetPassword } from '../services/access-api.ts';
import type { NavigateParams, NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import {
  hasErrors,
  recheckShown,
  validateResetEmail,
  validateResetPassword,
  type FormErrors,
} from './forms/access-forms.ts';

/**
 * /password-reset (spec 01 §2, §4): ask for the link by e-mail (with a 60 s resend cooldown), or,
 * with the link's `authorization` query parameter, choose the new password.
 */

export type PasswordResetField = 'email' | 'password' | 'confirmation';

export interface PasswordResetInput {
  /** The `authorization` query parameter of the e-mailed link. */
  readonly authorization: string | null;
}

export interface PasswordResetContext {
  readonly authorization: string | null;
  readonly email: string;
  readonly password: string;
  readonly confirmation: string;
  readonly errors: FormErrors<PasswordResetField>;
  /** The refused request's error type: resetRequestErrorMessage on the e-mail screens, resetPasswordErrorMessage on the password screen. */
  readonly error: ErrorType | null;
  /** Until the resend button is enabled again. */
  readonly secondsLeft: number;
}

export type PasswordResetEvent =
  | { readonly type: 'field.changed'; readonly field: PasswordResetField; readonly value: string }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'resend.requested' };

export const RESEND_COOLDOWN_SECONDS = 60;
export const AFTER_RESET_URL = '/login?from=password-reset';

/** Spec 01 §8, reset request rows. */
export const resetRequestErrorMessage = (type: ErrorType): string => {
  switch (type) {
    case 'EMAIL_NOT_FOUND':
      return errorTexts.resetRequest.emailNotFound;
    case 'INVALID_USER_AUTH_PROVIDER':
      return errorTexts.resetRequest.invalidProvider;
    case 'TOO_MANY_REQUESTS':
      return errorTexts.tooManyRequests;
    default:
      return errorTexts.resetRequest.generic;
  }
};

/** Spec 01 §8, reset password rows. */
export const resetPasswordErrorMessage = (type: ErrorType): string => {
  switch (type) {
    case 'TOKEN_EXPIRED':
      return errorTexts.resetPassword.tokenExpired;
    case 'TOO_MANY_REQUESTS':
      return errorTexts.tooManyRequests;
    default:
      return errorTexts.resetPassword.generic;
  }
};

const noErrors: FormErrors<PasswordResetField> = { email: null, password: null, confirmation: null };

const fieldErrors = (context: Pick<PasswordResetContext, PasswordResetField>): FormErrors<PasswordResetField> => ({
  email: validateResetEmail(context.email),
  ...validateResetPassword(context),
});

export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestReset: fromPromise<void, { readonly emailAddress: string }>(({ input }) =>
      requestPasswordReset(input.emailAddress),
    ),
    resetPassword: fromPromise<void, { readonly token: string; readonly password: string }>(({ input }) =>
      resetPassword(input.token, input.password),
    ),
  },
  actions: {
    editField: assign(({ context }, params: { readonly field: PasswordResetField; readonly value: string }) => {
      const next = { ...context, [params.field]: params.value };
      return { [params.field]: params.value, errors: recheckShown(context.errors, fieldErrors(next)) };
    }),
    showEmailError: assign(({ context }) => ({
      errors: { ...noErrors, email: validateResetEmail(context.email) },
      error: null,
    })),
    showPasswordErrors: assign(({ context }) => ({
      errors: { ...noErrors, ...validateResetPassword(context) },
      error: null,
    })),
    startAttempt: assign({ errors: noErrors, error: null }),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    startCooldown: assign({ secondsLeft: RESEND_COOLDOWN_SECONDS }),
    countDown: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    endCooldown: assign({ secondsLeft: 0 }),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
  guards: {
    hasAuthorization: ({ context }) => context.authorization !== null && context.authorization !== '',
    isEmailField: (_, params: { readonly field: PasswordResetField }) => params.field === 'email',
    isPasswordField: (_, params: { readonly field: PasswordResetField }) => params.field !== 'email',
    emailValid: ({ context }) => validateResetEmail(context.email) === null,
    passwordValid: ({ context }) => !hasErrors(validateResetPassword(context)),
    stillCoolingDown: ({ context }) => context.secondsLeft > 1,
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    authorization: input.authorization,
    email: '',
    password: '',
    confirmation: '',
    errors: noErrors,
    error: null,
    secondsLeft: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasAuthorization', target: 'password' }, { target: 'email' }],
    },
    email: {
      on: {
        'field.changed': {
          guard: { type: 'isEmailField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submitted': [
          { guard: 'emailValid', target: 'requesting', actions: 'startAttempt' },
          { actions: 'showEmailError' },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        // Spec 01 §5: the reset request sends the e-mail as typed.
        input: ({ context }) => ({ emailAddress: context.email }),
        onDone: {
          target: 'emailSent',
          actions: ['startCooldown', { type: 'notify', params: { kind: 'success', message: success.resetLinkSent } }],
        },
        onError: { target: 'email', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    emailSent: {
      initial: 'coolingDown',
      states: {
        coolingDown: {
          after: {
            tick: [
              { guard: 'stillCoolingDown', target: 'coolingDown', reenter: true, actions: 'countDown' },
              { target: 'ready', actions: 'endCooldown' },
            ],
          },
        },
        ready: {
          on: { 'resend.requested': { target: 'resending', actions: 'startAttempt' } },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendReset',
            src: 'requestReset',
            input: ({ context }) => ({ emailAddress: context.email }),
            // Each success restarts the 60 s.
            onDone: {
              target: 'coolingDown',
              actions: ['startCooldown', { type: 'notify', params: { kind: 'success', message: success.resetLinkSent } }],
            },
            onError: { target: 'ready', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    password: {
      on: {
        'field.changed': {
          guard: { type: 'isPasswordField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submitted': [
          { guard: 'passwordValid', target: 'resetting', actions: 'startAttempt' },
          { actions: 'showPasswordErrors' },
        ],
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.authorization ?? '', password: context.password }),
        onDone: {
          target: 'done',
          actions: { type: 'navigate', params: { to: AFTER_RESET_URL, replace: true } },
        },
        onError: {
          target: 'password',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
