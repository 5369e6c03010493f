import { assign, fromPromise, setup } from 'xstate';
import { errors as errorTexts } from '../i18n/es.ts';
import type { SignUpBody, SocialProvider } from '../schema/agent.ts';
import type { ErrorType } from '../schema/errors.ts';
import { capitaliseName, normaliseEmail } from '../schema/rules.ts';
import { failureType } from '../services/api-failure.ts';
import { signUp, socialSignIn, socialSignUp, type SignedIn } from '../services/access-api.ts';
import { clientConfig } from '../services/client-config.ts';
import { recaptchaToken } from '../services/recaptcha.ts';
import { isSocialAuthCancelled, requestSocialToken } from '../services/social-auth.ts';
import type { NavigateParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import {
  canSubmitSignUpPassword,
  hasErrors,
  recheckShown,
  validateSignUpDetails,
  validateSignUpPassword,
  type FormErrors,
} from './forms/access-forms.ts';

/**
 * /signup in two steps (spec 01 §2, §4, §5): the details are sent first with an empty password and
 * recaptcha token; the server's PASSWORD_REQUIRED opens step 2. Social sign-up falls back to
 * social sign-in when the e-mail is already in use.
 */

export type SignUpField = 'firstName' | 'email' | 'password';

export interface SignUpInput {
  readonly continueUrl: string | null;
}

export interface SignUpContext {
  readonly continueUrl: string | null;
  readonly firstName: string;
  readonly email: string;
  readonly acceptSendEmails: boolean;
  readonly password: string;
  readonly errors: FormErrors<SignUpField>;
  /** The refused attempt's error type; the view shows signUpErrorMessage(error). */
  readonly error: ErrorType | null;
  readonly provider: SocialProvider | null;
  /** Carried from one step of an attempt to the next, then dropped. */
  readonly recaptchaToken: string;
  readonly socialToken: string;
}

export type SignUpEvent =
  | { readonly type: 'field.changed'; readonly field: SignUpField; readonly value: string }
  | { readonly type: 'acceptSendEmails.changed'; readonly value: boolean }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'step.back' }
  | { readonly type: 'social.requested'; readonly provider: SocialProvider };

/** Spec 01 §8, sign-up rows (an invalid provider can only come from the social sign-in fallback). */
export const signUpErrorMessage = (type: ErrorType): string => {
  switch (type) {
    case 'EMAIL_IN_USE':
      return errorTexts.signUp.emailInUse;
    case 'RECAPTCHA_VERIFICATION_FAILED':
      return errorTexts.signUp.recaptcha;
    case 'INVALID_USER_AUTH_PROVIDER':
      return errorTexts.signIn.invalidProvider;
    case 'TOO_MANY_REQUESTS':
      return errorTexts.tooManyRequests;
    default:
      return errorTexts.signUp.generic;
  }
};

/** The first call: details as typed, empty password and token (the server answers PASSWORD_REQUIRED). */
export const detailsCheckBody = (context: SignUpContext): SignUpBody => ({
  firstName: context.firstName,
  lastName: '',
  emailAddress: normaliseEmail(context.email),
  password: '',
  acceptEmails: context.acceptSendEmails,
  recaptchaToken: '',
});

/** The final call: first name capitalised word by word (capitaliseName), e-mail trimmed and lowercased. */
export const signUpBody = (context: SignUpContext): SignUpBody => ({
  firstName: capitaliseName(context.firstName),
  lastName: '',
  emailAddress: normaliseEmail(context.email),
  password: context.password,
  acceptEmails: context.acceptSendEmails,
  recaptchaToken: context.recaptchaToken,
});

const noErrors: FormErrors<SignUpField> = { firstName: null, email: null, password: null };

const fieldErrors = (context: Pick<SignUpContext, SignUpField>): FormErrors<SignUpField> => ({
  ...validateSignUpDetails(context),
  password: validateSignUpPassword(context.password),
});

export const SIGN_UP_RECAPTCHA_ACTION = 'submit_form';

export const signUpMachine = setup({
  types: {
    input: {} as SignUpInput,
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    signUp: fromPromise<SignedIn, SignUpBody>(({ input }) => signUp(input)),
    recaptchaToken: fromPromise<string, { readonly action: string }>(({ input }) =>
      recaptchaToken(input.action, clientConfig()),
    ),
    socialToken: fromPromise<string, { readonly provider: SocialProvider }>(({ input }) =>
      requestSocialToken(input.provider, clientConfig()),
    ),
    socialSignUp: fromPromise<SignedIn, { readonly provider: SocialProvider; readonly accessToken: string }>(
      ({ input }) => socialSignUp(input.provider, input.accessToken),
    ),
    socialSignIn: fromPromise<SignedIn, { readonly provider: SocialProvider; readonly accessToken: string }>(
      ({ input }) => socialSignIn(input.provider, input.accessToken),
    ),
  },
  actions: {
    editField: assign(({ context }, params: { readonly field: SignUpField; readonly value: string }) => {
      const next = { ...context, [params.field]: params.value };
      return { [params.field]: params.value, errors: recheckShown(context.errors, fieldErrors(next)) };
    }),
    setAcceptSendEmails: assign((_, params: { readonly value: boolean }) => ({ acceptSendEmails: params.value })),
    showDetailsErrors: assign(({ context }) => ({
      errors: { ...validateSignUpDetails(context), password: null },
      error: null,
    })),
    showPasswordError: assign(({ context }) => ({
      errors: { ...noErrors, password: validateSignUpPassword(context.password) },
      error: null,
    })),
    startAttempt: assign((_, params: { readonly provider: SocialProvider | null }) => ({
      errors: noErrors,
      error: null,
      provider: params.provider,
    })),
    keepRecaptchaToken: assign((_, params: { readonly token: string }) => ({ recaptchaToken: params.token })),
    keepSocialToken: assign((_, params: { readonly token: string }) => ({ socialToken: params.token })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({
      error: failureType(params.error),
      recaptchaToken: '',
      socialToken: '',
    })),
    forgetAttempt: assign({ error: null, provider: null, socialToken: '' }),
    clearError: assign({ error: null }),
    /** The app forwards it to the session (session.signedIn), which reloads the agent. */
    signedIn: (_, _params: SignedIn) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
  guards: {
    isDetailsField: (_, params: { readonly field: SignUpField }) => params.field !== 'password',
    isPasswordField: (_, params: { readonly field: SignUpField }) => params.field === 'password',
    detailsValid: ({ context }) => !hasErrors(validateSignUpDetails(context)),
    /** The three checklist conditions (spec 01 §5). */
    passwordAcceptable: ({ context }) => canSubmitSignUpPassword(context.password),
    hasToken: (_, params: { readonly token: string }) => params.token !== '',
    failedWith: (_, params: { readonly error: unknown; readonly type: ErrorType }) =>
      failureType(params.error) === params.type,
    cancelled: (_, params: { readonly error: unknown }) => isSocialAuthCancelled(params.error),
    hasContinueUrl: ({ context }) => context.continueUrl !== null && context.continueUrl !== '',
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    continueUrl: input.continueUrl,
    firstName: '',
    email: '',
    acceptSendEmails: false,
    password: '',
    errors: noErrors,
    error: null,
    provider: null,
    recaptchaToken: '',
    socialToken: '',
  }),
  initial: 'details',
  states: {
    details: {
      on: {
        'field.changed': {
          guard: { type: 'isDetailsField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'acceptSendEmails.changed': {
          actions: { type: 'setAcceptSendEmails', params: ({ event }) => ({ value: event.value }) },
        },
        'form.submitted': [
          { guard: 'detailsValid', target: 'checking', actions: { type: 'startAttempt', params: { provider: null } } },
          { actions: 'showDetailsErrors' },
        ],
        'social.requested': {
          target: 'social',
          actions: { type: 'startAttempt', params: ({ event }) => ({ provider: event.provider }) },
        },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkDetails',
        src: 'signUp',
        input: ({ context }) => detailsCheckBody(context),
        // Not expected (the server wants a password), but an account made is an account made.
        onDone: { target: 'redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, type: 'PASSWORD_REQUIRED' }) },
            target: 'password',
          },
          { target: 'details', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    password: {
      on: {
        'field.changed': {
          guard: { type: 'isPasswordField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submitted': [
          { guard: 'passwordAcceptable', target: 'submitting', actions: { type: 'startAttempt', params: { provider: null } } },
          { actions: 'showPasswordError' },
        ],
        'step.back': { target: 'details', actions: 'clearError' },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'verifying',
      states: {
        verifying: {
          invoke: {
            id: 'recaptchaToken',
            src: 'recaptchaToken',
            input: { action: SIGN_UP_RECAPTCHA_ACTION },
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
                target: 'creating',
                actions: { type: 'keepRecaptchaToken', params: ({ event }) => ({ token: event.output }) },
              },
              // Spec 01 §5: an empty token shows the generic error.
              { target: '#signUp.password', actions: { type: 'showFailure', params: { error: null } } },
            ],
            onError: {
              target: '#signUp.password',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        creating: {
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => signUpBody(context),
            onDone: { target: '#signUp.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: [
              {
                // Taken meanwhile: the e-mail is on step 1.
                guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, type: 'EMAIL_IN_USE' }) },
                target: '#signUp.details',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#signUp.password',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    social: {
      tags: ['busy'],
      initial: 'authorizing',
      states: {
        authorizing: {
          invoke: {
            id: 'socialToken',
            src: 'socialToken',
            input: ({ context }) => ({ provider: context.provider ?? 'google' }),
            onDone: {
              target: 'signingUp',
              actions: { type: 'keepSocialToken', params: ({ event }) => ({ token: event.output }) },
            },
            onError: [
              {
                guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
                target: '#signUp.details',
                actions: 'forgetAttempt',
              },
              {
                target: '#signUp.details',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        signingUp: {
          invoke: {
            id: 'socialSignUp',
            src: 'socialSignUp',
            input: ({ context }) => ({ provider: context.provider ?? 'google', accessToken: context.socialToken }),
            onDone: { target: '#signUp.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, type: 'EMAIL_IN_USE' }) },
                target: 'signingIn',
              },
              {
                target: '#signUp.details',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        signingIn: {
          invoke: {
            id: 'socialSignIn',
            src: 'socialSignIn',
            input: ({ context }) => ({ provider: context.provider ?? 'google', accessToken: context.socialToken }),
            onDone: { target: '#signUp.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: {
              target: '#signUp.details',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Spec 01 §4: continue_url by a full load; otherwise the public-only guard moves the new agent on. */
    redirecting: {
      always: [
        {
          guard: 'hasContinueUrl',
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ to: context.continueUrl ?? '/', full: true }) },
        },
        { target: 'done' },
      ],
    },
    done: { type: 'final' },
  },
});
