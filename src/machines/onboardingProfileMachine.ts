import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { onboardingMessages, onboardingTexts } from '../i18n/onboarding.ts';
import type { Agent, UpdateAgentBody } from '../schema/agent.ts';
import type { CountryLocation, CountryState } from '../schema/reference.ts';
import { countryLocations, countryStates, updateAgent } from '../services/auth-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import type { Coordinates, ReferenceStatus } from './forms/customer-form-context.ts';
import {
  isUnchangedProfile,
  isValidProfile,
  noProfileErrors,
  profileCoordinates,
  recheckProfile,
  savedCoordinates,
  startingProfileValues,
  updateAgentBody,
  validateProfile,
  type OnboardingProfileErrors,
  type OnboardingProfileValues,
} from './forms/onboarding-profile.ts';

/**
 * Onboarding step 1 (spec 01 'Onboarding', §4, §5, §8), a child of onboardingMachine: state,
 * locality (the chosen state's; choosing a state clears the locality and its coordinates) and phone
 * (+58). A valid profile equal to the saved one ends the step without a call; otherwise PUT
 * /landlords saves it, a success toast shows, the agent and completed tasks are refreshed after 2 s
 * (`refresh`) and the step ends after 3 s. Its output is the agent as last saved.
 *
 * Issue 21 (the account page's phone form, which reuses this machine): every change is remembered
 * locally (`rememberTyped`) and forgotten once the saved profile holds it (`forgetTyped`: after the
 * save, or when it was already the saved one; the fields take no change while it saves). A form
 * restored from that copy starts from it (`restored`, see `startingProfileValues`). Onboarding
 * provides neither effect and keeps no copy.
 */

export interface OnboardingProfileInput {
  readonly agent: Agent;
  /** Issue 21: the agent's unsaved copy, restored after a reload. */
  readonly restored?: OnboardingProfileValues | null;
}

export interface OnboardingProfileContext {
  readonly agent: Agent;
  readonly values: OnboardingProfileValues;
  /** Set by a refused submit; a field showing an error is rechecked on each change. */
  readonly errors: OnboardingProfileErrors;
  /** The chosen locality's; null once a state is chosen, until a locality is. */
  readonly coordinates: Coordinates | null;
  readonly countryStates: readonly CountryState[];
  readonly countryStatesStatus: ReferenceStatus;
  readonly localities: readonly CountryLocation[];
  readonly localitiesStatus: ReferenceStatus | 'idle';
}

export interface OnboardingProfileOutput {
  readonly agent: Agent;
}

export type OnboardingProfileEvent =
  | { readonly type: 'countryState.selected'; readonly countryStateId: string | null }
  | { readonly type: 'countryLocation.selected'; readonly countryLocationId: string | null }
  | { readonly type: 'phone.changed'; readonly value: string }
  | { readonly type: 'profile.submitted' }
  // The localities request is spawned, not invoked, so its answer is an event of the machine.
  | { readonly type: 'xstate.done.actor.loadLocations'; readonly output: readonly CountryLocation[] }
  | { readonly type: 'xstate.error.actor.loadLocations'; readonly error: unknown };

/** Spec 01 §4 and §9: the refresh after 2 s, the next step after 3 s. */
export const ONBOARDING_REFRESH_DELAY_MS = 2000;
export const ONBOARDING_NEXT_STEP_DELAY_MS = 3000;
/** Reference lists are small (24 states, at most a few dozen localities each). */
const REFERENCE_LIMIT = 500;

/** After a change: the values as typed go to the local copy (issue 21). */
const remember = {
  type: 'rememberTyped',
  params: ({ context }: { context: OnboardingProfileContext }) => ({ values: context.values }),
} as const;

export const onboardingProfileMachine = setup({
  types: {
    input: {} as OnboardingProfileInput,
    context: {} as OnboardingProfileContext,
    events: {} as OnboardingProfileEvent,
    output: {} as OnboardingProfileOutput,
  },
  actors: {
    loadStates: fromPromise<readonly CountryState[]>(async () => (await countryStates({ limit: REFERENCE_LIMIT })).items),
    loadLocations: fromPromise<readonly CountryLocation[], { readonly countryState: string | null }>(async ({ input }) =>
      input.countryState === null ? [] : (await countryLocations({ countryState: input.countryState, limit: REFERENCE_LIMIT })).items,
    ),
    save: fromPromise<Agent, UpdateAgentBody>(({ input }) => updateAgent(input)),
  },
  actions: {
    setCountryStates: assign((_, params: { readonly countryStates: readonly CountryState[] }) => ({
      countryStates: params.countryStates,
      countryStatesStatus: 'ready' as const,
    })),
    failCountryStates: assign({ countryStatesStatus: 'failed' as const }),
    /** Spec 01: choosing a state clears the locality and its coordinates. */
    selectState: assign(({ context }, params: { readonly countryStateId: string | null }) => {
      const values = { ...context.values, countryStateId: params.countryStateId, countryLocationId: null };
      return {
        values,
        errors: recheckProfile(context.errors, values),
        coordinates: null,
        localities: [],
        localitiesStatus: params.countryStateId === null ? ('idle' as const) : ('loading' as const),
      };
    }),
    /** A newer state's localities replace the request for the previous one (no state: none to load). */
    loadLocalities: spawnChild('loadLocations', {
      id: 'loadLocations',
      input: ({ context }) => ({ countryState: context.values.countryStateId }),
    }),
    /** A saved locality without stored coordinates takes its reference ones. */
    setLocalities: assign(({ context }, params: { readonly localities: readonly CountryLocation[] }) => ({
      localities: params.localities,
      localitiesStatus: 'ready' as const,
      coordinates: context.coordinates ?? profileCoordinates(params.localities, context.values, null),
    })),
    failLocalities: assign({ localities: [], localitiesStatus: 'failed' as const }),
    selectLocation: assign(({ context }, params: { readonly countryLocationId: string | null }) => {
      const values = { ...context.values, countryLocationId: params.countryLocationId };
      return {
        values,
        errors: recheckProfile(context.errors, values),
        coordinates: profileCoordinates(context.localities, values, null),
      };
    }),
    changePhone: assign(({ context }, params: { readonly value: string }) => {
      const values = { ...context.values, phoneNumber: params.value };
      return { values, errors: recheckProfile(context.errors, values) };
    }),
    showErrors: assign(({ context }) => ({ errors: validateProfile(context.values) })),
    keepAgent: assign((_, params: { readonly agent: Agent }) => ({ agent: params.agent })),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** Refresh the session's agent and the completed tasks (the parent does). */
    refresh: () => ignoreEffect(),
    /** Effects, provided by the account's phone form (issue 21): the local copy of the values typed, and its removal. */
    rememberTyped: (_, _params: { readonly values: OnboardingProfileValues }) => ignoreEffect(),
    forgetTyped: () => ignoreEffect(),
  },
  guards: {
    unchanged: ({ context }) => isValidProfile(context.values) && isUnchangedProfile(context.values, context.agent),
    canSave: ({ context }) => isValidProfile(context.values) && context.coordinates !== null,
    canSelectLocation: ({ context }) => context.values.countryStateId !== null,
  },
  delays: {
    refreshDelay: ONBOARDING_REFRESH_DELAY_MS,
    nextStepDelay: ONBOARDING_NEXT_STEP_DELAY_MS,
  },
}).createMachine({
  id: 'onboardingProfile',
  context: ({ input }) => {
    const values = startingProfileValues(input.agent, input.restored ?? null);
    return {
      agent: input.agent,
      values,
      errors: noProfileErrors,
      // A restored locality other than the saved one takes its coordinates from its list.
      coordinates: values.countryLocationId === input.agent.address.countryLocationId ? savedCoordinates(input.agent) : null,
      countryStates: [],
      countryStatesStatus: 'loading',
      localities: [],
      localitiesStatus: values.countryStateId === null ? 'idle' : 'loading',
    };
  },
  // The selects' options load for as long as the step is open.
  invoke: {
    id: 'loadStates',
    src: 'loadStates',
    onDone: { actions: { type: 'setCountryStates', params: ({ event }) => ({ countryStates: event.output }) } },
    onError: { actions: 'failCountryStates' },
  },
  // The saved state's localities, so the saved locality shows.
  entry: 'loadLocalities',
  exit: stopChild('loadLocations'),
  on: {
    'xstate.done.actor.loadLocations': {
      actions: { type: 'setLocalities', params: ({ event }) => ({ localities: event.output }) },
    },
    'xstate.error.actor.loadLocations': { actions: 'failLocalities' },
  },
  output: ({ context }) => ({ agent: context.agent }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'countryState.selected': {
          actions: [
            { type: 'selectState', params: ({ event }) => ({ countryStateId: event.countryStateId }) },
            stopChild('loadLocations'),
            'loadLocalities',
            remember,
          ],
        },
        'countryLocation.selected': {
          guard: 'canSelectLocation',
          actions: [{ type: 'selectLocation', params: ({ event }) => ({ countryLocationId: event.countryLocationId }) }, remember],
        },
        'phone.changed': { actions: [{ type: 'changePhone', params: ({ event }) => ({ value: event.value }) }, remember] },
        'profile.submitted': [
          // Spec 01: nothing changed against the saved profile → the next step, without a call.
          { guard: 'unchanged', target: 'done', actions: 'forgetTyped' },
          { guard: 'canSave', target: 'saving' },
          { actions: 'showErrors' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => updateAgentBody(context.values, context.coordinates ?? { latitude: 0, longitude: 0 }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepAgent', params: ({ event }) => ({ agent: event.output }) },
            'forgetTyped',
            { type: 'notify', params: { kind: 'success', message: onboardingTexts.profile.saved } },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: { kind: 'error', message: onboardingMessages.saveFailed } },
        },
      },
    },
    /** Saved: the toast shows; 2 s on the agent and tasks are refreshed, 3 s on the next step opens. */
    saved: {
      tags: ['busy'],
      after: {
        refreshDelay: { actions: 'refresh' },
        nextStepDelay: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
