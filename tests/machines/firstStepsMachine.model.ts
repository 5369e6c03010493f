import { firstStepsMachine, type FirstStepsContext } from '../../src/machines/firstStepsMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const AGENT_ID = 'agent-1';
export const SOME_DONE = [1, 5] as const;
export const ALL_DONE = [1, 2, 3, 4, 5] as const;

export const model: MachineModel<typeof firstStepsMachine> = {
  name: 'firstStepsMachine',
  machine: firstStepsMachine,
  input: { agentId: AGENT_ID, dismissed: false, minimised: false },
  inputs: {
    main: { agentId: AGENT_ID, dismissed: false, minimised: false },
    phone: { agentId: AGENT_ID, dismissed: false, minimised: true },
    dismissedBefore: { agentId: AGENT_ID, dismissed: true, minimised: false },
  },
  events: [
    { type: 'widget.opened' },
    { type: 'widget.minimised' },
    { type: 'widget.dismissed' },
    { type: 'widget.refreshed' },
    doneEvent('loadCompleted', SOME_DONE),
    doneEvent('loadCompleted', ALL_DONE),
    errorEvent('loadCompleted', failure('SERVER_ERROR')),
    doneEvent('refreshCompleted', SOME_DONE),
    doneEvent('refreshCompleted', ALL_DONE),
    errorEvent('refreshCompleted', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as FirstStepsContext;
    return stateKey(snapshot, { minimised: context.minimised });
  },
  effects: ['persistDismissed'],
};
