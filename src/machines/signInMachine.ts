import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import { errors as errorTexts } from '../i18n/es.ts';
import type { SignInBody, SocialProvider } from '../schema/agent.ts';
import type { ErrorType } from '../schema/errors.ts';
import { failureType } from '../services/api-failure.ts';
import { signIn, socialSignIn, type SignedIn } from '../services/access-api.ts';
import { clientConfig } from '../services/client-config.ts';
import { recaptchaToken } from '../services/recaptcha.ts';
import { isSocialAuthCancelled, requestSocialToken } from '../services/social-auth.ts';
import type { NavigateParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { hasErrors, recheckShown, validateSignIn, type FormErrors } from './forms/access-forms.ts';
import { providerName } from './social.ts';

/**
 * /login: e-mail and password, or either social provider (spec 01 §2, §4). After too many failed
 * sign-ins for an e-mail the server answers RECAPTCHA_REQUIRED: the machine then gets a reCAPTCHA
 * v3 token and sends the same credentials once more with it (docs/decisions.md § Rate limits).
 */

export type SignInField = 'email' | 'password';

export interface SignInInput {
  readonly continueUrl: string | null;
  /** The e-mail to start with: the shell's re-sign-in dialog prefills the agent's (issue 21). */
  readonly email?: string;
}

export interface SignInContext {
  readonly continueUrl: string | null;
  readonly email: string;
  readonly password: string;
  readonly errors: FormErrors<SignInField>;
  /** The refused attempt's error type; the view shows signInErrorMessage(error, provider). */
  readonly error: ErrorType | null;
  /** The provider of the social attempt under way or last refused; null for e-mail. */
  readonly provider: SocialProvider | null;
}

export type SignInEvent =
  | { readonly type: 'field.changed'; readonly field: SignInField; readonly value: string }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'social.requested'; readonly provider: SocialProvider };

/** Spec 01 §8, sign-in rows. */
export const signInErrorMessage = (type: ErrorType, provider: SocialProvider | null): string => {
  switch (type) {
    case 'INVALID_USER_AUTH_PROVIDER':
      return errorTexts.signIn.invalidProvider;
    case 'EMAIL_NOT_FOUND':
    case 'PASSWORD_INVALID':
      return errorTexts.signIn.badCredentials;
    case 'AGENT_NOT_FOUND':
      return provider === null ? errorTexts.signIn.badCredentials : errorTexts.signIn.socialNotFound(providerName(provider));
    case 'RECAPTCHA_VERIFICATION_FAILED':
      return errorTexts.signIn.recaptcha;
    // Still challenged after sending a token: the per-client ceiling or the guard's delay.
    case 'RECAPTCHA_REQUIRED':
    case 'TOO_MANY_REQUESTS':
      return errorTexts.tooManyRequests;
    default:
      return errorTexts.signIn.generic;
  }
};

/** The reCAPTCHA action of a challenged sign-in: the one the server's verifier expects (sign-up's). */
export const SIGN_IN_RECAPTCHA_ACTION = 'submit_form';

/** The output of the invoke whose done event entered the state (a token, a provider token). */
const outputOf = (event: AnyEventObject): string =>
  'output' in event && typeof event.output === 'string' ? event.output : '';

const credentials = (context: SignInContext) => ({ emailAddress: context.email.toLowerCase(), password: context.password });

const noErrors: FormErrors<SignInField> = { email: null, password: null };

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    signIn: fromPromise<SignedIn, SignInBody>(({ input }) => signIn(input)),
    recaptchaToken: fromPromise<string, { readonly action: string }>(({ input }) =>
      recaptchaToken(input.action, clientConfig()),
    ),
    socialToken: fromPromise<string, { readonly provider: SocialProvider }>(({ input }) =>
      requestSocialToken(input.provider, clientConfig()),
    ),
    socialSignIn: fromPromise<SignedIn, { readonly provider: SocialProvider; readonly accessToken: string }>(
      ({ input }) => socialSignIn(input.provider, input.accessToken),
    ),
  },
  actions: {
    editField: assign(({ context }, params: { readonly field: SignInField; readonly value: string }) => {
      const next = { ...context, [params.field]: params.value };
      return { [params.field]: params.value, errors: recheckShown(context.errors, validateSignIn(next)) };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validateSignIn(context), error: null })),
    startAttempt: assign((_, params: { readonly provider: SocialProvider | null }) => ({
      errors: noErrors,
      error: null,
      provider: params.provider,
    })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    forgetAttempt: assign({ error: null, provider: null }),
    /** The app forwards it to the session (session.signedIn). */
    signedIn: (_, _params: SignedIn) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
  guards: {
    formValid: ({ context }) => !hasErrors(validateSignIn(context)),
    hasContinueUrl: ({ context }) => context.continueUrl !== null && context.continueUrl !== '',
    isSocial: ({ context }) => context.provider !== null,
    cancelled: (_, params: { readonly error: unknown }) => isSocialAuthCancelled(params.error),
    challenged: (_, params: { readonly error: unknown }) => failureType(params.error) === 'RECAPTCHA_REQUIRED',
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    continueUrl: input.continueUrl,
    email: input.email ?? '',
    password: '',
    errors: noErrors,
    error: null,
    provider: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submitted': [
          { guard: 'formValid', target: 'submitting', actions: { type: 'startAttempt', params: { provider: null } } },
          { actions: 'showFieldErrors' },
        ],
        'social.requested': {
          target: 'social',
          actions: { type: 'startAttempt', params: ({ event }) => ({ provider: event.provider }) },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => credentials(context),
            onDone: { target: '#signIn.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'challenged', params: ({ event }) => ({ error: event.error }) }, target: 'verifying' },
              {
                target: '#signIn.editing',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        verifying: {
          invoke: {
            id: 'recaptchaToken',
            src: 'recaptchaToken',
            input: { action: SIGN_IN_RECAPTCHA_ACTION },
            onDone: { target: 'signingInWithToken' },
            onError: {
              target: '#signIn.editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Once: a second refusal is shown, not retried. */
        signingInWithToken: {
          invoke: {
            id: 'signInWithToken',
            src: 'signIn',
            // Entered only from the token's done event.
            input: ({ context, event }) => ({ ...credentials(context), recaptchaToken: outputOf(event) }),
            onDone: { target: '#signIn.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: {
              target: '#signIn.editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
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
            onDone: { target: 'signingIn' },
            onError: [
              {
                guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
                target: '#signIn.editing',
                actions: 'forgetAttempt',
              },
              {
                target: '#signIn.editing',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        signingIn: {
          invoke: {
            id: 'socialSignIn',
            src: 'socialSignIn',
            input: ({ context, event }) => ({
              provider: context.provider ?? 'google',
              // Entered only from the token's done event.
              accessToken: outputOf(event),
            }),
            onDone: { target: '#signIn.redirecting', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: {
              target: '#signIn.editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Spec 01 §4: continue_url by a full load; else social sign-in goes to the dashboard, e-mail sign-in is moved on by the public-only guard. */
    redirecting: {
      always: [
        {
          guard: 'hasContinueUrl',
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ to: context.continueUrl ?? '/', full: true }) },
        },
        { guard: 'isSocial', target: 'done', actions: { type: 'navigate', params: { to: '/dashboard' } } },
        { target: 'done' },
      ],
    },
    done: { type: 'final' },
  },
});
