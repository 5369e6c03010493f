import { assign, fromPromise, setup } from 'xstate';
import { passwordTexts } from '../i18n/account.ts';
import { isStrongPassword } from '../schema/rules.ts';
import type { PasswordChangeBody, PasswordStatus } from '../schema/session.ts';
import { failureType } from '../services/api-failure.ts';
import { changePassword, passwordStatus } from '../services/sessions-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The account's 'Cambiar contraseña' (issue 21, item 10): the current password and a new one that
 * follows the sign-up rules (the same checklist). An agent who signed up through Google or
 * Facebook has none: the form then asks only for the new one ('Crear una contraseña'). On success
 * the server ends every other session; the form empties and says so.
 */

export type PasswordField = 'current' | 'next';

export interface PasswordChangeErrors {
  readonly current: string | null;
  readonly next: string | null;
}

export interface PasswordChangeContext {
  /** Whether the agent has a password; null until known. */
  readonly passwordSet: boolean | null;
  readonly current: string;
  readonly next: string;
  readonly errors: PasswordChangeErrors;
  /** After a refused submit the checklist marks what is missing (as the sign-up form does). */
  readonly flagUnmet: boolean;
}

export type PasswordChangeEvent =
  | { readonly type: 'field.changed'; readonly field: PasswordField; readonly value: string }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'retry' };

const noErrors: PasswordChangeErrors = { current: null, next: null };

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    status: fromPromise<PasswordStatus>(() => passwordStatus()),
    change: fromPromise<void, PasswordChangeBody>(({ input }) => changePassword(input)),
  },
  actions: {
    keepStatus: assign((_, params: { readonly passwordSet: boolean }) => ({ passwordSet: params.passwordSet })),
    change: assign(({ context }, params: { readonly field: PasswordField; readonly value: string }) =>
      params.field === 'current'
        ? { current: params.value, errors: { ...context.errors, current: null } }
        : { next: params.value, errors: { ...context.errors, next: null } },
    ),
    showErrors: assign(({ context }) => ({
      errors: {
        current: context.passwordSet !== false && context.current === '' ? passwordTexts.currentRequired : null,
        next: isStrongPassword(context.next) ? null : passwordTexts.weak,
      },
      flagUnmet: true,
    })),
    changed: assign({ passwordSet: true, current: '', next: '', errors: noErrors, flagUnmet: false }),
    currentWrong: assign(({ context }) => ({ errors: { ...context.errors, current: passwordTexts.currentWrong } })),
    weak: assign(({ context }) => ({ errors: { ...context.errors, next: passwordTexts.weak }, flagUnmet: true })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
  },
  guards: {
    canSubmit: ({ context }) => (context.passwordSet === false || context.current !== '') && isStrongPassword(context.next),
    refusedAs: (_, params: { readonly error: unknown; readonly type: string }) => failureType(params.error) === params.type,
  },
}).createMachine({
  id: 'passwordChange',
  context: { passwordSet: null, current: '', next: '', errors: noErrors, flagUnmet: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'status',
        src: 'status',
        onDone: { target: 'editing', actions: { type: 'keepStatus', params: ({ event }) => ({ passwordSet: event.output.passwordSet }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
    editing: {
      on: {
        'field.changed': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submitted': [{ guard: 'canSubmit', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) =>
          context.passwordSet === false ? { newPassword: context.next } : { currentPassword: context.current, newPassword: context.next },
        onDone: {
          target: 'editing',
          actions: ['changed', { type: 'notify', params: { kind: 'success', message: passwordTexts.changed } }],
        },
        onError: [
          { guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, type: 'PASSWORD_INVALID' }) }, target: 'editing', actions: 'currentWrong' },
          { guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, type: 'VALIDATION_ERROR' }) }, target: 'editing', actions: 'weak' },
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, type: 'TOO_MANY_REQUESTS' }) },
            target: 'editing',
            actions: { type: 'notify', params: { kind: 'error', message: passwordTexts.tooMany } },
          },
          { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: passwordTexts.failed } } },
        ],
      },
    },
  },
});
