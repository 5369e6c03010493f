import { assign, fromPromise, setup } from 'xstate';
import type { CompletedTaskKind } from '../schema/reference.ts';
import { tasksCompleted } from '../services/auth-api.ts';
import { storeChecklistDismissed } from '../services/widget-storage.ts';

/**
 * The shell's first-steps checklist (spec 01 §2, §4): the five completed-task types of GET
 * /tasks-completed. It closes by itself once all five exist, and for good when the agent closes
 * it (the flag kept in this browser). Open or minimised to a round button is its own state; the
 * parent (floatingWidgetsMachine) minimises it when the publishing panel opens.
 */

/** Spec 01 §9: the checklist has five tasks. */
export const FIRST_STEPS: readonly CompletedTaskKind[] = [1, 2, 3, 4, 5];

export interface FirstStepsInput {
  readonly agentId: string;
  /** Closed before, in this browser (localStorage). */
  readonly dismissed: boolean;
  /** Starts as the round button (phones, where an open card would cover the page). */
  readonly minimised: boolean;
}

export interface FirstStepsContext extends FirstStepsInput {
  /** The completed types, each once. */
  readonly done: readonly CompletedTaskKind[];
}

export type FirstStepsEvent =
  | { readonly type: 'widget.opened' }
  | { readonly type: 'widget.minimised' }
  | { readonly type: 'widget.dismissed' }
  /** A new page: the agent may have just done a step (created a customer…). */
  | { readonly type: 'widget.refreshed' };

export const allStepsDone = (done: readonly CompletedTaskKind[]): boolean => FIRST_STEPS.every((kind) => done.includes(kind));

type Done = { readonly done: readonly CompletedTaskKind[] };
const output = ({ event }: { readonly event: { readonly output: readonly CompletedTaskKind[] } }): Done => ({ done: event.output });

/** Every step done: the checklist closes itself (spec 01 §4); otherwise the new progress shows. */
const afterLoad = (otherwise: string) =>
  [
    { guard: { type: 'allDone', params: output }, target: '#firstSteps.closed', actions: { type: 'setDone', params: output } },
    { target: otherwise, actions: { type: 'setDone', params: output } },
  ] as const;

export const firstStepsMachine = setup({
  types: {
    input: {} as FirstStepsInput,
    context: {} as FirstStepsContext,
    events: {} as FirstStepsEvent,
  },
  actors: {
    loadCompleted: fromPromise<readonly CompletedTaskKind[]>(async () => {
      const page = await tasksCompleted({ limit: 100 });
      return [...new Set(page.items.map((task) => task.type))];
    }),
  },
  actions: {
    setDone: assign((_, params: Done) => ({ done: params.done })),
    persistDismissed: ({ context }) => storeChecklistDismissed(context.agentId),
  },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
    startsMinimised: ({ context }) => context.minimised,
    allDone: (_, params: Done) => allStepsDone(params.done),
  },
}).createMachine({
  id: 'firstSteps',
  context: ({ input }) => ({ ...input, done: [] }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'wasDismissed', target: 'closed' }, { target: 'loading' }],
    },
    loading: {
      invoke: { id: 'loadCompleted', src: 'loadCompleted', onDone: afterLoad('shown'), onError: { target: 'unavailable' } },
    },
    /** The list could not be read: nothing shows (it is a helper, not the page); the next page tries again. */
    unavailable: {
      on: { 'widget.refreshed': { target: 'loading' } },
    },
    shown: {
      type: 'parallel',
      states: {
        view: {
          initial: 'start',
          states: {
            start: { always: [{ guard: 'startsMinimised', target: 'minimised' }, { target: 'open' }] },
            open: {
              tags: ['open'],
              on: {
                'widget.minimised': { target: 'minimised' },
                'widget.dismissed': { target: '#firstSteps.closed', actions: 'persistDismissed' },
              },
            },
            minimised: {
              tags: ['minimised'],
              on: { 'widget.opened': { target: 'open' } },
            },
          },
        },
        /** Silent reloads: the card stays as it is until the answer arrives. */
        data: {
          initial: 'idle',
          states: {
            idle: { on: { 'widget.refreshed': { target: 'refreshing' } } },
            refreshing: {
              invoke: { id: 'refreshCompleted', src: 'loadCompleted', onDone: afterLoad('idle'), onError: { target: 'idle' } },
            },
          },
        },
      },
    },
    /** Closed by the agent or completed: nothing shows for the rest of the visit. */
    closed: {},
  },
});
