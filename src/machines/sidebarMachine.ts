import { assign, or, setup } from 'xstate';
import { storeSidebarCollapsed } from '../services/cookies.ts';

/**
 * The shell's sidebar (spec 01 §2): collapsed by the agent (kept in the `sidebar.collapsed` cookie)
 * or automatically under 768 px. Widening the window again restores the agent's own choice.
 * Under 480 px (issue 8) there is no rail: the menu is an off-canvas drawer, closed until the top
 * bar's button opens it; Escape, the backdrop, its own close button or a new page close it.
 */

export const SIDEBAR_COLLAPSE_BELOW_PX = 768;
export const SIDEBAR_DRAWER_BELOW_PX = 480;

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

export type SidebarEvent =
  | { readonly type: 'sidebar.toggled' }
  | { readonly type: 'viewport.resized'; readonly width: number }
  | { readonly type: 'drawer.opened' }
  /** Escape, the backdrop or the drawer's close button. */
  | { readonly type: 'drawer.closed' }
  /** The location changed (a link in the drawer, or the browser's back button). */
  | { readonly type: 'route.changed' };

const isNarrow = (width: number): boolean => width < SIDEBAR_COLLAPSE_BELOW_PX;
const isPhone = (width: number): boolean => width < SIDEBAR_DRAWER_BELOW_PX;

type WidthParams = { readonly width: number };
const eventWidth = ({ event }: { event: SidebarEvent }): WidthParams => ({ width: event.type === 'viewport.resized' ? event.width : 0 });

export const sidebarMachine = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
  },
  actions: {
    choose: assign((_, params: { readonly collapsed: boolean }) => ({ preferCollapsed: params.collapsed })),
    persist: (_, params: { readonly collapsed: boolean }) => storeSidebarCollapsed(params.collapsed),
    setWidth: assign((_, params: WidthParams) => ({ width: params.width })),
  },
  guards: {
    startsOnPhone: ({ context }) => isPhone(context.width),
    startsNarrow: ({ context }) => isNarrow(context.width),
    prefersCollapsed: ({ context }) => context.preferCollapsed,
    /** Below 480 px: the drawer, whatever the agent's choice. */
    becomesPhone: (_, params: WidthParams) => isPhone(params.width),
    /** Crossing below 768 px; resizes within the narrow range (a mobile URL bar) leave the agent's choice alone. */
    becomesNarrow: ({ context }, params: WidthParams) => !isNarrow(context.width) && isNarrow(params.width),
    /** Back above 768 px, and the agent had not collapsed it: undo the automatic collapse. */
    widensForExpanded: ({ context }, params: WidthParams) =>
      isNarrow(context.width) && !isNarrow(params.width) && !context.preferCollapsed,
    /** Out of the phone range straight to 768 px or more (a rotated tablet), not collapsed by the agent. */
    leavesPhoneForExpanded: ({ context }, params: WidthParams) => !isNarrow(params.width) && !context.preferCollapsed,
    leavesPhone: (_, params: WidthParams) => !isPhone(params.width),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ preferCollapsed: input.collapsed, width: input.width }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'startsOnPhone', target: 'drawer' },
        { guard: or(['startsNarrow', 'prefersCollapsed']), target: 'collapsed' },
        { target: 'expanded' },
      ],
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
          { guard: { type: 'becomesPhone', params: eventWidth }, target: 'drawer', actions: { type: 'setWidth', params: eventWidth } },
          { guard: { type: 'becomesNarrow', params: eventWidth }, target: 'collapsed', actions: { type: 'setWidth', params: eventWidth } },
          { actions: { type: 'setWidth', params: eventWidth } },
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
          { guard: { type: 'becomesPhone', params: eventWidth }, target: 'drawer', actions: { type: 'setWidth', params: eventWidth } },
          {
            guard: { type: 'widensForExpanded', params: eventWidth },
            target: 'expanded',
            actions: { type: 'setWidth', params: eventWidth },
          },
          { actions: { type: 'setWidth', params: eventWidth } },
        ],
      },
    },
    /** Phones: no rail; the agent's cookie is kept for wider screens, never written from here. */
    drawer: {
      initial: 'closed',
      on: {
        'viewport.resized': [
          {
            guard: { type: 'leavesPhoneForExpanded', params: eventWidth },
            target: 'expanded',
            actions: { type: 'setWidth', params: eventWidth },
          },
          { guard: { type: 'leavesPhone', params: eventWidth }, target: 'collapsed', actions: { type: 'setWidth', params: eventWidth } },
          // A phone's URL bar or keyboard resizing the window leaves an open drawer open.
          { actions: { type: 'setWidth', params: eventWidth } },
        ],
      },
      states: {
        closed: {
          on: { 'drawer.opened': { target: 'open' } },
        },
        open: {
          on: {
            'drawer.closed': { target: 'closed' },
            'route.changed': { target: 'closed' },
          },
        },
      },
    },
  },
});
