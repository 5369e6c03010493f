import { assign, fromPromise, setup } from 'xstate';
import { profileTexts } from '../i18n/account.ts';
import type { Agent, AgentProfileBody } from '../schema/agent.ts';
import type { CountryLocation, CountryState } from '../schema/reference.ts';
import { caracasDate } from '../schema/rules.ts';
import { countryLocations, countryStates } from '../services/auth-api.ts';
import { updateAgentProfile } from '../services/profile-api.ts';
import { ignoreEffect, type NotifyParams } from './effects.ts';
import { recheckShown } from './forms/access-forms.ts';
import { withBirthDatePart, type BirthDatePart } from './forms/birth-date.ts';
import {
  isValidProfile,
  noProfileErrors,
  profileBody,
  profileValues,
  validateProfile,
  type ProfileErrors,
  type ProfileTextField,
  type ProfileValues,
} from './forms/profile-form.ts';

/**
 * The account page's profile form (spec 02 §2.5, §5, §8): load the states (and the saved state's
 * localities), edit, validate on submit and then on each change of a field showing an error, save
 * through PUT /landlords/profile, hand the answer to the session (the shell's name and avatar
 * change at once) and toast. A new state clears the locality and loads its localities; the newest
 * choice wins.
 *
 * Issue 21: every change is remembered locally (`rememberTyped`: the view keeps a copy per agent
 * until it is saved) and the save's success forgets it (`forgetTyped`: the fields are disabled while
 * it runs, so it answers for every value typed). A form restored from that copy starts from it
 * (`restored`), the saved state's localities being those of the restored state.
 */

export interface ProfileFormInput {
  readonly agent: Agent;
  /** 'YYYY-MM-DD' in Caracas: the birth-date limit. Defaults to the current day. */
  readonly today?: string;
  /** Issue 21: the agent's unsaved copy, restored after a reload (it wins over the saved profile). */
  readonly restored?: ProfileValues | null;
}

export type LocalitiesStatus = 'ready' | 'loading' | 'failed';

export interface ProfileFormContext {
  readonly today: string;
  readonly values: ProfileValues;
  /** What the form shows: nothing until the first submit. */
  readonly errors: ProfileErrors;
  readonly countryStates: readonly CountryState[];
  readonly localities: readonly CountryLocation[];
}

export type ProfileFormEvent =
  | { readonly type: 'field.changed'; readonly field: ProfileTextField; readonly value: string }
  | { readonly type: 'sex.selected'; readonly value: number | null }
  | { readonly type: 'birthDate.changed'; readonly part: BirthDatePart; readonly value: number | null }
  | { readonly type: 'countryState.selected'; readonly countryStateId: string | null }
  | { readonly type: 'countryLocation.selected'; readonly countryLocationId: string | null }
  | { readonly type: 'form.submitted' }
  | { readonly type: 'reference.retried' };

export interface ReferenceLists {
  readonly countryStates: readonly CountryState[];
  readonly localities: readonly CountryLocation[];
}

/** Reference lists are small (24 states, at most a few dozen localities each). */
const REFERENCE_LIMIT = 500;

const loadLocalities = async (countryState: string): Promise<readonly CountryLocation[]> =>
  (await countryLocations({ countryState, limit: REFERENCE_LIMIT })).items;

type Values = Partial<ProfileValues>;

/** After a change: the values as typed go to the local copy (issue 21). */
const remember = { type: 'rememberTyped', params: ({ context }: { context: ProfileFormContext }) => ({ values: context.values }) } as const;

export const profileFormMachine = setup({
  types: {
    input: {} as ProfileFormInput,
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
  },
  actors: {
    loadReference: fromPromise<ReferenceLists, { readonly countryState: string | null }>(async ({ input }) => {
      const [states, localities] = await Promise.all([
        countryStates({ limit: REFERENCE_LIMIT }),
        input.countryState === null ? Promise.resolve([]) : loadLocalities(input.countryState),
      ]);
      return { countryStates: states.items, localities };
    }),
    loadLocalities: fromPromise<readonly CountryLocation[], { readonly countryState: string }>(({ input }) =>
      loadLocalities(input.countryState),
    ),
    save: fromPromise<Agent, AgentProfileBody>(({ input }) => updateAgentProfile(input)),
  },
  actions: {
    /** Changes values; errors already shown are checked again. */
    change: assign(({ context }, params: Values) => {
      const values = { ...context.values, ...params };
      return { values, errors: recheckShown(context.errors, validateProfile(values, context.today)) };
    }),
    showErrors: assign(({ context }) => ({ errors: validateProfile(context.values, context.today) })),
    setReference: assign((_, params: ReferenceLists) => ({ countryStates: params.countryStates, localities: params.localities })),
    setLocalities: assign((_, params: { readonly localities: readonly CountryLocation[] }) => ({ localities: params.localities })),
    clearLocalities: assign({ localities: [] }),
    /** The server's answer is the form's new starting point (names trimmed as stored). */
    resetFrom: assign((_, params: { readonly agent: Agent }) => ({ values: profileValues(params.agent), errors: noProfileErrors })),
    /** Effects, provided by the view: the session's agent, and the toast. */
    agentSaved: (_, _params: { readonly agent: Agent }) => {},
    notify: (_, _params: NotifyParams) => {},
    /** Effects, provided by the view (issue 21): the local copy of the values typed, and its removal once saved. */
    rememberTyped: (_, _params: { readonly values: ProfileValues }) => ignoreEffect(),
    forgetTyped: () => ignoreEffect(),
  },
  guards: {
    valid: ({ context }) => isValidProfile(context.values, context.today),
    chosen: (_, params: { readonly countryStateId: string | null }) => params.countryStateId !== null,
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    today: input.today ?? caracasDate(new Date()),
    values: input.restored ?? profileValues(input.agent),
    errors: noProfileErrors,
    countryStates: [],
    localities: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadReference',
        src: 'loadReference',
        input: ({ context }) => ({ countryState: context.values.countryStateId }),
        onDone: { target: 'editing', actions: { type: 'setReference', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    /** The selects cannot be filled: the form waits for 'Reintentar'. */
    failed: {
      on: { 'reference.retried': { target: 'loading' } },
    },
    editing: {
      type: 'parallel',
      states: {
        form: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'field.changed': { actions: [{ type: 'change', params: ({ event }) => ({ [event.field]: event.value }) }, remember] },
                'sex.selected': { actions: [{ type: 'change', params: ({ event }) => ({ sex: event.value }) }, remember] },
                'birthDate.changed': {
                  actions: [
                    {
                      type: 'change',
                      params: ({ context, event }) => ({
                        birthDate: withBirthDatePart(context.values.birthDate, event.part, event.value, context.today),
                      }),
                    },
                    remember,
                  ],
                },
                'countryLocation.selected': {
                  actions: [{ type: 'change', params: ({ event }) => ({ countryLocationId: event.countryLocationId }) }, remember],
                },
                'form.submitted': [{ guard: 'valid', target: 'saving' }, { actions: 'showErrors' }],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => profileBody(context.values),
                onDone: {
                  target: 'filling',
                  actions: [
                    { type: 'resetFrom', params: ({ event }) => ({ agent: event.output }) },
                    { type: 'agentSaved', params: ({ event }) => ({ agent: event.output }) },
                    'forgetTyped',
                    { type: 'notify', params: { kind: 'success', message: profileTexts.saved } },
                  ],
                },
                onError: { target: 'filling', actions: { type: 'notify', params: { kind: 'error', message: profileTexts.saveFailed } } },
              },
            },
          },
        },
        localities: {
          initial: 'ready',
          on: {
            // Spec 02 §4: a new state clears the locality; the locality select waits for the new list.
            'countryState.selected': [
              {
                guard: { type: 'chosen', params: ({ event }) => event },
                target: '.loading',
                actions: [
                  'clearLocalities',
                  { type: 'change', params: ({ event }) => ({ countryStateId: event.countryStateId, countryLocationId: null }) },
                  remember,
                ],
              },
              {
                target: '.ready',
                actions: ['clearLocalities', { type: 'change', params: { countryStateId: null, countryLocationId: null } }, remember],
              },
            ],
          },
          states: {
            ready: {},
            loading: {
              tags: ['localitiesLoading'],
              invoke: {
                id: 'loadLocalities',
                src: 'loadLocalities',
                input: ({ context }) => ({ countryState: context.values.countryStateId ?? '' }),
                onDone: { target: 'ready', actions: { type: 'setLocalities', params: ({ event }) => ({ localities: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            /** The locality select stays empty; choosing the state again retries. */
            failed: {},
          },
        },
      },
    },
  },
});
