import { floatingWidgetsMachine } from '../../src/machines/floatingWidgetsMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

/** The parent only routes: each event is one transition; the children's own graphs test the rest. */
export const INPUT = { agentId: 'agent-1', checklistDismissed: false, publishingDismissedIds: [], checklistMinimised: false };

export const model: MachineModel<typeof floatingWidgetsMachine> = {
  name: 'floatingWidgetsMachine',
  machine: floatingWidgetsMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'checklist.opened' },
    { type: 'checklist.minimised' },
    { type: 'checklist.dismissed' },
    { type: 'publishing.opened' },
    { type: 'publishing.minimised' },
    { type: 'publishing.dismissed' },
    { type: 'publishing.refreshed' },
    { type: 'route.changed' },
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: [],
};
