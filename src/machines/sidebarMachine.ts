import { assign, or, setup } from 'xstate';
import { storeSidebarCollapsed } from '../services/cookies.ts';

/**
 * The shell's sidebar (spec 01 §2): collapsed by the agent (kept in the `sidebar.collapsed` cookie)
 * or automatically under 768 px. Widening the window again restores the agent's own choice.
 */

export const SIDEBAR_COLLAPSE_BELOW_PX = 768;

export interface SidebarInput {
  /** The cookie's flag. */
  readonly collapsed: boolean;
  readonly width: number;
}

export interface SidebarContext {
  /** The agent's own choice, as persisted. */
  readonly preferCollapsed: boolean;
  readonly width: number;
}

export type SidebarEvent = { readonly type: 'sidebar.toggled' } | { readonly type: 'viewport.resized'; readonly width: number };

const isNarrow = (width: number): boolean => width < SIDEBAR_COLLAPSE_BELOW_PX;

export const sidebarMachine = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
  },
  actions: {
    choose: assign((_, params: { readonly collapsed: boolean }) => ({ preferCollapsed: params.collapsed })),
    persist: (_, params: { readonly collapsed: boolean }) => storeSidebarCollapsed(params.collapsed),
    setWidth: assign((_, params: { readonly width: number }) => ({ width: params.width })),
  },
  guards: {
    startsNarrow: ({ context }) => isNarrow(context.width),
    prefersCollapsed: ({ context }) => context.preferCollapsed,
    /** Crossing below 768 px; resizes within the narrow range (a mobile URL bar) leave the agent's choice alone. */
    becomesNarrow: ({ context }, params: { readonly width: number }) => !isNarrow(context.width) && isNarrow(params.width),
    /** Back above 768 px, and the agent had not collapsed it: undo the automatic collapse. */
    widensForExpanded: ({ context }, params: { readonly width: number }) =>
      isNarrow(context.width) && !isNarrow(params.width) && !context.preferCollapsed,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ preferCollapsed: input.collapsed, width: input.width }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: or(['startsNarrow', 'prefersCollapsed']), target: 'collapsed' }, { target: 'expanded' }],
    },
    expanded: {
      on: {
        'sidebar.toggled': {
          target: 'collapsed',
          actions: [
            { type: 'choose', params: { collapsed: true } },
            { type: 'persist', params: { collapsed: true } },
          ],
        },
        'viewport.resized': [
          {
            guard: { type: 'becomesNarrow', params: ({ event }) => ({ width: event.width }) },
            target: 'collapsed',
            actions: { type: 'setWidth', params: ({ event }) => ({ width: event.width }) },
          },
          { actions: { type: 'setWidth', params: ({ event }) => ({ width: event.width }) } },
        ],
      },
    },
    collapsed: {
      on: {
        'sidebar.toggled': {
          target: 'expanded',
          actions: [
            { type: 'choose', params: { collapsed: false } },
            { type: 'persist', params: { collapsed: false } },
          ],
        },
        'viewport.resized': [
          {
            guard: { type: 'widensForExpanded', params: ({ event }) => ({ width: event.width }) },
            target: 'expanded',
            actions: { type: 'setWidth', params: ({ event }) => ({ width: event.width }) },
          },
          { actions: { type: 'setWidth', params: ({ event }) => ({ width: event.width }) } },
        ],
      },
    },
  },
});
