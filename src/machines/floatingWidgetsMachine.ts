import { sendTo, setup, spawnChild } from 'xstate';
import { firstStepsMachine } from './firstStepsMachine.ts';
import { publishingPanelMachine } from './publishingPanelMachine.ts';

/**
 * The shell's two floating widgets at the bottom right (spec 01 §2): the first-steps checklist and
 * the publishing panel, one child machine each. This parent only routes the views' events, and
 * holds the one rule between them: opening one minimises the other, so at most one card covers
 * the page. A new page refreshes both (a step may just have been done, a publication finished);
 * a live PROPERTY_DRAFT_PUBLISHED message refreshes the publishing panel, so a finished draft leaves it.
 */

export const CHECKLIST_ID = 'checklist';
export const PUBLISHING_ID = 'publishing';

export interface FloatingWidgetsInput {
  readonly agentId: string;
  readonly checklistDismissed: boolean;
  readonly publishingDismissedIds: readonly string[];
  /** The checklist starts as its round button (the shell's choice: always, so no card covers a page unasked). */
  readonly checklistMinimised: boolean;
}

export type FloatingWidgetsEvent =
  | { readonly type: 'checklist.opened' }
  | { readonly type: 'checklist.minimised' }
  | { readonly type: 'checklist.dismissed' }
  | { readonly type: 'publishing.opened' }
  | { readonly type: 'publishing.minimised' }
  | { readonly type: 'publishing.dismissed' }
  /** The hub: a draft of the agent was published (or the connection is back): the panel reads its list again. */
  | { readonly type: 'publishing.refreshed' }
  | { readonly type: 'route.changed' };

export const floatingWidgetsMachine = setup({
  types: {
    input: {} as FloatingWidgetsInput,
    context: {} as FloatingWidgetsInput,
    events: {} as FloatingWidgetsEvent,
  },
  actors: {
    firstSteps: firstStepsMachine,
    publishingPanel: publishingPanelMachine,
  },
}).createMachine({
  id: 'floatingWidgets',
  context: ({ input }) => input,
  entry: [
    spawnChild('firstSteps', {
      id: CHECKLIST_ID,
      input: ({ context }) => ({ agentId: context.agentId, dismissed: context.checklistDismissed, minimised: context.checklistMinimised }),
    }),
    spawnChild('publishingPanel', {
      id: PUBLISHING_ID,
      input: ({ context }) => ({ agentId: context.agentId, dismissedIds: context.publishingDismissedIds }),
    }),
  ],
  on: {
    'checklist.opened': {
      actions: [sendTo(CHECKLIST_ID, { type: 'widget.opened' }), sendTo(PUBLISHING_ID, { type: 'widget.minimised' })],
    },
    'checklist.minimised': { actions: sendTo(CHECKLIST_ID, { type: 'widget.minimised' }) },
    'checklist.dismissed': { actions: sendTo(CHECKLIST_ID, { type: 'widget.dismissed' }) },
    'publishing.opened': {
      actions: [sendTo(PUBLISHING_ID, { type: 'widget.opened' }), sendTo(CHECKLIST_ID, { type: 'widget.minimised' })],
    },
    'publishing.minimised': { actions: sendTo(PUBLISHING_ID, { type: 'widget.minimised' }) },
    'publishing.dismissed': { actions: sendTo(PUBLISHING_ID, { type: 'widget.dismissed' }) },
    'publishing.refreshed': { actions: sendTo(PUBLISHING_ID, { type: 'widget.refreshed' }) },
    'route.changed': {
      actions: [sendTo(CHECKLIST_ID, { type: 'widget.refreshed' }), sendTo(PUBLISHING_ID, { type: 'widget.refreshed' })],
    },
  },
});
