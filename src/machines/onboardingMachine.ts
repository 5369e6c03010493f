import { assign, fromPromise, sendParent, setup, spawnChild, stopChild, type ActorRefFrom, type EventObject, type MachineContext } from 'xstate';
import type { Agent } from '../schema/agent.ts';
import { COMPLETED_TASK, type CompletedTaskKind } from '../schema/reference.ts';
import { onboardingMessages } from '../i18n/onboarding.ts';
import { tasksCompleted } from '../services/auth-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import {
  onboardingPhotoMachine,
  type OnboardingPhotoContext,
  type OnboardingPhotoEvent,
  type OnboardingPhotoOutput,
} from './onboardingPhotoMachine.ts';
import {
  onboardingProfileMachine,
  type OnboardingProfileContext,
  type OnboardingProfileEvent,
  type OnboardingProfileOutput,
} from './onboardingProfileMachine.ts';

/**
 * /onboarding (spec 01 'Onboarding', §4; spec 03 'Social connection screens'). The step comes from
 * the query (1 Perfil, 2 Foto, 3 Conecta) or, without one, is the first whose completed task
 * (GET /tasks-completed: 1 ProfileUpdated, 2 ProfilePictureAdded, 3 MediaProvidersAdded) is
 * missing. Each step's form and save is a child (onboardingProfileMachine, onboardingPhotoMachine)
 * whose end opens the next step; a child's `refresh` (2 s after its save) refreshes the session's
 * agent and the completed tasks here, which the skip labels and the stepper read. Step 3 shows the
 * media-provider grid, which connects on its own; finishing goes to the dashboard.
 */

export type OnboardingStepNumber = 1 | 2 | 3;

export interface OnboardingInput {
  readonly agent: Agent;
  /** The query's step; null without one. */
  readonly requestedStep: OnboardingStepNumber | null;
}

export interface OnboardingContext {
  readonly agent: Agent;
  readonly requestedStep: OnboardingStepNumber | null;
  readonly step: OnboardingStepNumber;
  readonly completed: readonly CompletedTaskKind[];
}

export type OnboardingEvent =
  | { readonly type: 'step.skipped' }
  | { readonly type: 'step.back' }
  | { readonly type: 'onboarding.finished' }
  /** From the children. */
  | ({ readonly type: 'onboarding.notify' } & NotifyParams)
  | { readonly type: 'onboarding.refresh' }
  // The refresh of the completed tasks is spawned, not invoked: its answer is an event of the machine.
  | { readonly type: 'xstate.done.actor.reloadTasks'; readonly output: readonly CompletedTaskKind[] }
  | { readonly type: 'xstate.error.actor.reloadTasks'; readonly error: unknown };

/** The three tasks onboarding completes, in step order. */
const STEP_TASKS = [COMPLETED_TASK.ProfileUpdated, COMPLETED_TASK.ProfilePictureAdded, COMPLETED_TASK.MediaProvidersAdded] as const;

/** The step a task completes. */
export const stepTask = (step: OnboardingStepNumber): CompletedTaskKind => STEP_TASKS[step - 1] ?? COMPLETED_TASK.ProfileUpdated;

/** Spec 01: without a step in the query, the first incomplete one (all done: the last, where the agent can connect more). */
export const firstIncompleteStep = (completed: readonly CompletedTaskKind[]): OnboardingStepNumber => {
  const index = STEP_TASKS.findIndex((task) => !completed.includes(task));
  return index === 0 ? 1 : index === 1 ? 2 : 3;
};

const STEP_FAILED: NotifyParams = { kind: 'error', message: onboardingMessages.saveFailed };

/** What a step child asks of the app reaches it through this machine (exported for the wiring test). */
export const stepChildEffects = <TContext extends MachineContext, TEvent extends EventObject>() => ({
  notify: sendParent<TContext, TEvent, NotifyParams, OnboardingEvent, TEvent>((_, params) => ({ type: 'onboarding.notify', ...params })),
  refresh: sendParent<TContext, TEvent, unknown, OnboardingEvent, TEvent>({ type: 'onboarding.refresh' }),
});

/** The five kinds fit in one page. */
const TASKS_LIMIT = 50;

export const onboardingMachine = setup({
  types: {
    input: {} as OnboardingInput,
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
  },
  actors: {
    loadTasks: fromPromise<readonly CompletedTaskKind[]>(async () =>
      (await tasksCompleted({ limit: TASKS_LIMIT })).items.map((task) => task.type),
    ),
    profile: onboardingProfileMachine.provide({ actions: stepChildEffects<OnboardingProfileContext, OnboardingProfileEvent>() }),
    photo: onboardingPhotoMachine.provide({ actions: stepChildEffects<OnboardingPhotoContext, OnboardingPhotoEvent>() }),
  },
  actions: {
    setCompleted: assign((_, params: { readonly completed: readonly CompletedTaskKind[] }) => ({ completed: params.completed })),
    chooseStep: assign(({ context }) => ({ step: context.requestedStep ?? firstIncompleteStep(context.completed) })),
    enterStep: assign((_, params: { readonly step: OnboardingStepNumber }) => ({ step: params.step })),
    keepAgent: assign((_, params: { readonly agent: Agent }) => ({ agent: params.agent })),
    reloadTasks: spawnChild('loadTasks', { id: 'reloadTasks' }),
    /** A failed refresh keeps the tasks already known: only the skip labels and the stepper would have changed. */
    keepKnownTasks: () => {},
    /** The app shows the step in the address bar (replacing it), so a reload opens the same step. */
    stepShown: (_, _params: { readonly step: OnboardingStepNumber }) => ignoreEffect(),
    /** The app refreshes the session's agent (spec 01 §4: 2 s after a save). */
    refreshAgent: () => ignoreEffect(),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app goes to the dashboard. */
    finished: () => ignoreEffect(),
  },
  guards: {
    startsAt: ({ context }, params: { readonly step: OnboardingStepNumber }) => context.step === params.step,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ agent: input.agent, requestedStep: input.requestedStep, step: input.requestedStep ?? 1, completed: [] }),
  on: {
    'onboarding.notify': { actions: { type: 'notify', params: ({ event }) => ({ kind: event.kind, message: event.message }) } },
    // A newer refresh replaces one still running.
    'onboarding.refresh': { actions: ['refreshAgent', stopChild('reloadTasks'), 'reloadTasks'] },
    'xstate.done.actor.reloadTasks': { actions: { type: 'setCompleted', params: ({ event }) => ({ completed: event.output }) } },
    'xstate.error.actor.reloadTasks': { actions: 'keepKnownTasks' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        onDone: {
          target: 'choosing',
          actions: [{ type: 'setCompleted', params: ({ event }) => ({ completed: event.output }) }, 'chooseStep'],
        },
        // Unknown progress: the query's step, else the first.
        onError: { target: 'choosing', actions: 'chooseStep' },
      },
    },
    choosing: {
      always: [
        { guard: { type: 'startsAt', params: { step: 1 } }, target: 'profile' },
        { guard: { type: 'startsAt', params: { step: 2 } }, target: 'photo' },
        { target: 'connect' },
      ],
    },
    profile: {
      entry: [{ type: 'enterStep', params: { step: 1 } }, { type: 'stepShown', params: { step: 1 } }],
      invoke: {
        id: 'profile',
        src: 'profile',
        input: ({ context }) => ({ agent: context.agent }),
        onDone: {
          target: 'photo',
          actions: { type: 'keepAgent', params: ({ event }) => ({ agent: (event.output as OnboardingProfileOutput).agent }) },
        },
        // A child that breaks (a bug, not a refused call: those it handles) says so and lets the
        // agent go on; Back opens a fresh one. Never the same step again, which could loop.
        onError: { target: 'photo', actions: { type: 'notify', params: STEP_FAILED } },
      },
      on: { 'step.skipped': { target: 'photo' } },
    },
    photo: {
      entry: [{ type: 'enterStep', params: { step: 2 } }, { type: 'stepShown', params: { step: 2 } }],
      invoke: {
        id: 'photo',
        src: 'photo',
        input: ({ context }) => ({ agent: context.agent }),
        onDone: {
          target: 'connect',
          actions: { type: 'keepAgent', params: ({ event }) => ({ agent: (event.output as OnboardingPhotoOutput).agent }) },
        },
        onError: { target: 'connect', actions: { type: 'notify', params: STEP_FAILED } },
      },
      on: {
        'step.skipped': { target: 'connect' },
        'step.back': { target: 'profile' },
      },
    },
    connect: {
      entry: [{ type: 'enterStep', params: { step: 3 } }, { type: 'stepShown', params: { step: 3 } }],
      on: {
        'step.back': { target: 'photo' },
        'onboarding.finished': { target: 'done', actions: 'finished' },
      },
    },
    done: { type: 'final' },
  },
});

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;
export type OnboardingProfileActor = ActorRefFrom<typeof onboardingProfileMachine>;
export type OnboardingPhotoActor = ActorRefFrom<typeof onboardingPhotoMachine>;
