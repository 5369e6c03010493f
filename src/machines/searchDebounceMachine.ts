import { assign, setup } from 'xstate';
import { ignoreEffect } from './effects.ts';

/**
 * A search box whose text reaches the list only after the agent pauses typing (the tasks
 * section's 500 ms, spec 02 §2.3). Each keystroke restarts the pause; the box shows what is typed
 * at once. `searched` is the effect the view turns into the URL's searchQuery.
 */

export interface SearchDebounceInput {
  /** What the box starts with (the URL's searchQuery). */
  readonly value: string;
}

export interface SearchDebounceContext {
  readonly value: string;
}

export type SearchDebounceEvent = { readonly type: 'search.typed'; readonly value: string };

export const TASK_SEARCH_DEBOUNCE_MS = 500;

export const searchDebounceMachine = setup({
  types: {
    input: {} as SearchDebounceInput,
    context: {} as SearchDebounceContext,
    events: {} as SearchDebounceEvent,
  },
  actions: {
    keepTyped: assign((_, params: { readonly value: string }) => ({ value: params.value })),
    searched: (_, _params: { readonly value: string }) => ignoreEffect(),
  },
  delays: {
    searchDebounce: TASK_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'searchDebounce',
  context: ({ input }) => ({ value: input.value }),
  initial: 'idle',
  on: {
    'search.typed': {
      target: '.pausing',
      reenter: true,
      actions: { type: 'keepTyped', params: ({ event }) => ({ value: event.value }) },
    },
  },
  states: {
    idle: {},
    pausing: {
      after: {
        searchDebounce: {
          target: 'idle',
          actions: { type: 'searched', params: ({ context }) => ({ value: context.value }) },
        },
      },
    },
  },
});
