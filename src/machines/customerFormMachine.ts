import { assign, enqueueActions, setup, stopChild } from 'xstate';
import { customerFormTexts } from '../i18n/customers.ts';
import type { CountryLocation, CountryState } from '../schema/reference.ts';
import { caracasDate, normaliseEmail } from '../schema/rules.ts';
import type { Tenant, TenantLookup } from '../schema/tenant.ts';
import { failureType } from '../services/api-failure.ts';
import { ignoreEffect, type NavigateParams, type NotifyParams } from './effects.ts';
import { withBirthDatePart, type BirthDatePart } from './forms/birth-date.ts';
import { attemptFor, freshAttempt } from './forms/create-attempt.ts';
import { customerFormActors } from './forms/customer-form-actors.ts';
import { customerFormGuards } from './forms/customer-form-guards.ts';
import {
  customerSaveErrorMessage,
  customerViewPath,
  linkErrorMessage,
  linkTenantType,
  lookupErrorMessage,
  phoneLookupKey,
  tenantBody,
  type CustomerFormValues,
} from './forms/customer-form.ts';
import {
  clearedForm,
  coordinatesOf,
  customerUpdateBody,
  edited,
  editableErrors,
  initialCustomerFormContext,
  lookupFieldsOnly,
  refreshedContext,
  textFieldError,
  withCountryLocation,
  withCountryState,
  type CustomerFormContext,
  type CustomerFormInput,
  type OptionField,
  type TextField,
} from './forms/customer-form-context.ts';

export type {
  Coordinates,
  CustomerFormContext,
  CustomerFormInput,
  CustomerFormMode,
  OptionField,
  ReferenceStatus,
  TextField,
} from './forms/customer-form-context.ts';

/**
 * /customers/create and /customers/edit/{slug} (spec 02 §2.2, §2.4, §4, §5, §8).
 *
 * Creating starts with the phone alone (`phone`): after a 1 s pause in typing a complete number
 * it is looked up. A tenant found (`existing`) can be linked with 'Agregar cliente'; none found
 * opens the full form (`form`), where a well-formed e-mail is looked up the same way. Editing
 * opens the form prefilled, without lookups. Both end in `redirecting`: a success toast, then the
 * customer view after 2 s. Once the full form is open the phone is an ordinary field: the server
 * answers PHONE_NUMBER_IN_USE if it now belongs to someone else.
 *
 * The view enables the other fields with `hasTag('editable')`, the phone input with
 * `can({ type: 'field.changed', field: 'phoneNumber', value: '' })`, and the type select with
 * `can({ type: 'option.selected', field: 'tenantType', value: 2 })` (disabled for leads). Editing
 * a customer another agent created (`identityEditable` false), every field but the type is
 * read-only: the machine refuses their changes and sends the person back as the server gave it.
 *
 * Issue 21: every change is remembered locally (`rememberTyped`) and forgotten once saved, or
 * once a lookup finds the person (`forgetTyped`); a restored copy is the `restored` input (a new
 * customer's copy starts at the phone again, whose lookup opens the form). A save refused because
 * another tab saved the customer first (412 TENANT_CHANGED) reads it again (`refreshing`): the
 * fresh values, except those the agent changed, which keep what was typed. A create sends one
 * Idempotency-Key per attempt (forms/create-attempt.ts).
 */

export type CustomerFormEvent =
  | { readonly type: 'field.changed'; readonly field: TextField; readonly value: string }
  | { readonly type: 'option.selected'; readonly field: OptionField; readonly value: number | null }
  | { readonly type: 'birthDate.changed'; readonly part: BirthDatePart; readonly value: number | null }
  | { readonly type: 'countryState.selected'; readonly countryStateId: string | null }
  | { readonly type: 'countryLocation.selected'; readonly countryLocationId: string | null }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'tenant.linkRequested' }
  // The localities request is spawned, not invoked, so its answer is an event of the machine.
  | { readonly type: 'xstate.done.actor.loadLocations'; readonly output: readonly CountryLocation[] }
  | { readonly type: 'xstate.error.actor.loadLocations'; readonly error: unknown };

export const LOOKUP_DEBOUNCE_MS = 1000;
export const REDIRECT_DELAY_MS = 2000;

/** Spec 02 §2.2: a lookup failure clears the form; too many lookups say so (issue 6). */
const lookupFailure = (error: unknown): NotifyParams => ({ kind: 'error', message: lookupErrorMessage(failureType(error)) });
const saveFailure = ({ event }: { event: { error: unknown } }): NotifyParams => ({
  kind: 'error',
  message: customerSaveErrorMessage(failureType(event.error)),
});

/* Transition actions used in several states. */
const remember = { type: 'rememberTyped', params: ({ context }: { context: CustomerFormContext }) => ({ values: context.values }) } as const;
const editText = {
  type: 'editText',
  params: ({ event }: { event: { field: TextField; value: string } }) => ({ field: event.field, value: event.value }),
} as const;
const optionParams = ({ event }: { event: { field: OptionField; value: number | null } }) => ({ field: event.field, value: event.value });
const selectOption = { type: 'selectOption', params: optionParams } as const;
/** Created, updated or linked: kept for the redirect, the local copy forgotten, the toast shown. */
const savedWith = (message: string) =>
  [
    { type: 'keepSaved', params: ({ event }: { event: { output: Tenant } }) => ({ saved: event.output }) },
    'forgetTyped',
    { type: 'notify', params: { kind: 'success', message } },
  ] as const;

export const customerFormMachine = setup({
  types: {
    input: {} as CustomerFormInput,
    context: {} as CustomerFormContext,
    events: {} as CustomerFormEvent,
  },
  actors: customerFormActors,
  actions: {
    editText: assign(({ context }, params: { readonly field: TextField; readonly value: string }) => {
      const error = textFieldError[params.field];
      return edited(context, { [params.field]: params.value }, error === null ? [] : [error]);
    }),
    selectOption: assign(({ context }, params: { readonly field: OptionField; readonly value: number | null }) =>
      edited(context, { [params.field]: params.value }, [params.field]),
    ),
    changeBirthDate: assign(({ context }, params: { readonly part: BirthDatePart; readonly value: number | null }) =>
      edited(context, { birthDate: withBirthDatePart(context.values.birthDate, params.part, params.value, context.today) }, [
        'birthDate',
      ]),
    ),
    selectState: assign(({ context }, params: { readonly countryStateId: string | null }) => withCountryState(context, params.countryStateId)),
    /** A newer state's localities replace the request for the previous one. */
    loadLocalities: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('loadLocations');
      const countryState = context.values.countryStateId;
      if (countryState !== null) enqueue.spawnChild('loadLocations', { id: 'loadLocations', input: { countryState } });
    }),
    /** An edited customer's locality gets its coordinates once its state's localities arrive. */
    setLocalities: assign(({ context }, params: { readonly localities: readonly CountryLocation[] }) => ({
      localities: params.localities,
      localitiesStatus: 'ready' as const,
      coordinates: coordinatesOf(params.localities, context.values.countryLocationId),
    })),
    failLocalities: assign({ localities: [], localitiesStatus: 'failed' as const }),
    setCountryStates: assign((_, params: { readonly countryStates: readonly CountryState[] }) => ({
      countryStates: params.countryStates,
      countryStatesStatus: 'ready' as const,
    })),
    failCountryStates: assign({ countryStatesStatus: 'failed' as const }),
    selectLocation: assign(({ context }, params: { readonly countryLocationId: string | null }) =>
      withCountryLocation(context, params.countryLocationId),
    ),
    showErrors: assign(({ context }) => ({ errors: editableErrors(context.values, context.today, context.identityEditable) })),
    keepExisting: assign((_, params: { readonly existing: TenantLookup }) => ({ existing: params.existing })),
    forgetExisting: assign({ existing: null }),
    keepLookupFields: assign(({ context }) => lookupFieldsOnly(context)),
    /** Spec 02 §2.2: a lookup failure clears the form. */
    clearForm: assign(clearedForm),
    keepSaved: assign((_, params: { readonly saved: Tenant }) => ({ saved: params.saved })),
    /** Issue 21: the create's Idempotency-Key, the same for a retry of the same body. */
    keyAttempt: assign(({ context }) => ({ createAttempt: attemptFor(context.createAttempt, tenantBody(context.values)) })),
    renewAttempt: assign(() => ({ createAttempt: freshAttempt() })),
    /** Issue 21: the customer read again, but for the values the agent changed. */
    takeFresh: assign(({ context }, params: { readonly tenant: Tenant }) => refreshedContext(context, params.tenant)),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
    /** Effects, provided by the view (issue 21): the local copy of the values typed, and its removal once saved. */
    rememberTyped: (_, _params: { readonly values: CustomerFormValues }) => ignoreEffect(),
    // `(_)`, not `()`: a parameterless action here makes TypeScript lose the params of loadLocalities' enqueueActions.
    forgetTyped: (_) => ignoreEffect(),
  },
  guards: customerFormGuards,
  delays: {
    lookupDebounce: LOOKUP_DEBOUNCE_MS,
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'customerForm',
  context: ({ input }) => initialCustomerFormContext(input, caracasDate(new Date())),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isEdit', target: 'form' }, { target: 'phone' }],
    },
    /** Creating: only the phone is enabled until a lookup finds nobody. */
    phone: {
      initial: 'typing',
      on: {
        'field.changed': {
          guard: { type: 'isPhoneField', params: ({ event }) => ({ field: event.field }) },
          // Each keystroke restarts the pause.
          target: '.typing',
          reenter: true,
          actions: [editText, remember],
        },
      },
      states: {
        /** After a 1 s pause a complete number is looked up; an incomplete one waits for more digits. */
        typing: {
          after: { lookupDebounce: { guard: 'phoneComplete', target: 'lookingUp' } },
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookupByPhone',
            src: 'lookupByPhone',
            input: ({ context }) => ({ phoneNumber: phoneLookupKey(context.values) }),
            onDone: {
              target: '#customerForm.existing',
              actions: { type: 'keepExisting', params: ({ event }) => ({ existing: event.output }) },
            },
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: '#customerForm.form' },
              { target: 'typing', actions: ['clearForm', { type: 'notify', params: ({ event }) => lookupFailure(event.error) }] },
            ],
          },
        },
      },
    },
    /**
     * A lookup found the person: 'Agregar cliente' links them to this agent. What was typed for a
     * new one is dropped from the form and from the local copy: nothing is left to save.
     */
    existing: {
      initial: 'idle',
      entry: ['keepLookupFields', 'forgetTyped'],
      states: {
        idle: {
          on: {
            'tenant.linkRequested': { target: 'linking' },
            'option.selected': {
              guard: { type: 'isTypeSelect', params: optionParams },
              actions: selectOption,
            },
            'field.changed': {
              guard: { type: 'isPhoneField', params: ({ event }) => ({ field: event.field }) },
              target: '#customerForm.phone.typing',
              actions: ['forgetExisting', editText, remember],
            },
          },
        },
        linking: {
          tags: ['busy'],
          invoke: {
            id: 'link',
            src: 'link',
            input: ({ context }) => ({ tenantId: context.existing?.tenantId ?? '', tenantType: linkTenantType(context.values) }),
            onDone: { target: '#customerForm.redirecting', actions: savedWith(customerFormTexts.created) },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: linkErrorMessage(failureType(event.error)) }) },
            },
          },
        },
      },
    },
    /** The full form; its selects' options load while it is open. */
    form: {
      initial: 'filling',
      invoke: {
        id: 'loadStates',
        src: 'loadStates',
        onDone: { actions: { type: 'setCountryStates', params: ({ event }) => ({ countryStates: event.output }) } },
        onError: { actions: 'failCountryStates' },
      },
      entry: 'loadLocalities',
      // A spawned request outlives states; the answer of one still running would reach a state that ignores it.
      exit: stopChild('loadLocations'),
      on: {
        'xstate.done.actor.loadLocations': { actions: { type: 'setLocalities', params: ({ event }) => ({ localities: event.output }) } },
        'xstate.error.actor.loadLocations': { actions: 'failLocalities' },
      },
      states: {
        filling: {
          tags: ['editable'],
          initial: 'idle',
          on: {
            'field.changed': [
              {
                guard: { type: 'isCreateEmailField', params: ({ event }) => ({ field: event.field }) },
                // Each keystroke restarts the pause.
                target: '.emailTyping',
                reenter: true,
                actions: [editText, remember],
              },
              { guard: 'identityEditable', actions: [editText, remember] },
            ],
            'option.selected': { guard: { type: 'canSelect', params: optionParams }, actions: [selectOption, remember] },
            'birthDate.changed': {
              guard: 'identityEditable',
              actions: [{ type: 'changeBirthDate', params: ({ event }) => ({ part: event.part, value: event.value }) }, remember],
            },
            'countryState.selected': {
              guard: 'identityEditable',
              actions: [{ type: 'selectState', params: ({ event }) => ({ countryStateId: event.countryStateId }) }, 'loadLocalities', remember],
            },
            'countryLocation.selected': {
              guard: 'canSelectLocation',
              actions: [{ type: 'selectLocation', params: ({ event }) => ({ countryLocationId: event.countryLocationId }) }, remember],
            },
            'form.submitted': [
              { guard: 'canCreate', target: 'creating', actions: 'keyAttempt' },
              { guard: 'canUpdate', target: 'updating' },
              { actions: 'showErrors' },
            ],
          },
          states: {
            idle: {},
            /** Creating: after a 1 s pause a well-formed e-mail is looked up. */
            emailTyping: {
              after: { lookupDebounce: { guard: 'emailComplete', target: '#customerForm.form.emailLookingUp' } },
            },
          },
        },
        emailLookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookupByEmail',
            src: 'lookupByEmail',
            input: ({ context }) => ({ emailAddress: normaliseEmail(context.values.emailAddress) }),
            onDone: {
              target: '#customerForm.existing',
              actions: { type: 'keepExisting', params: ({ event }) => ({ existing: event.output }) },
            },
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'filling' },
              { target: '#customerForm.phone', actions: ['clearForm', { type: 'notify', params: ({ event }) => lookupFailure(event.error) }] },
            ],
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'create',
            src: 'create',
            input: ({ context }) => ({ body: tenantBody(context.values), idempotencyKey: context.createAttempt.key }),
            onDone: { target: '#customerForm.redirecting', actions: ['renewAttempt', ...savedWith(customerFormTexts.created)] },
            onError: { target: 'filling', actions: { type: 'notify', params: saveFailure } },
          },
        },
        updating: {
          tags: ['busy'],
          invoke: {
            id: 'update',
            src: 'update',
            input: ({ context }) => customerUpdateBody(context),
            onDone: { target: '#customerForm.redirecting', actions: savedWith(customerFormTexts.updated) },
            onError: [
              {
                guard: { type: 'changedElsewhere', params: ({ event }) => ({ error: event.error }) },
                target: 'refreshing',
                actions: { type: 'notify', params: saveFailure },
              },
              { target: 'filling', actions: { type: 'notify', params: saveFailure } },
            ],
          },
        },
        /** Issue 21: after a 412 the customer is read again; its failure leaves the form as it was (the next save tells again). */
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'readTenant',
            src: 'readTenant',
            input: ({ context }) => ({ tenantId: context.tenant?.tenantId ?? '' }),
            onDone: [
              {
                guard: { type: 'movesPlace', params: ({ event }) => ({ tenant: event.output }) },
                target: 'filling',
                actions: [{ type: 'takeFresh', params: ({ event }) => ({ tenant: event.output }) }, 'loadLocalities', remember],
              },
              { target: 'filling', actions: [{ type: 'takeFresh', params: ({ event }) => ({ tenant: event.output }) }, remember] },
            ],
            onError: { target: 'filling' },
          },
        },
      },
    },
    /** Saved or linked: the toast shows for 2 s before the customer view opens. */
    redirecting: {
      after: {
        redirectDelay: {
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ to: customerViewPath(context.saved?.slug ?? '') }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
