import { publishingPanelMachine, type PublishingPanelContext } from '../../src/machines/publishingPanelMachine.ts';
import type { PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const AGENT_ID = 'agent-1';

export const publishingDraft = (propertyDraftId: string): PropertyDraftSummary => ({
  propertyDraftId,
  title: 'Casa en El Hatillo',
  code: null,
  operationType: 2,
  propertyTypeId: null,
  postStatus: null,
  agentId: AGENT_ID,
  propertyType: 'Casa',
  price: 120000,
  size: 180,
  bathrooms: 2,
  bedrooms: 3,
  thumbnail: null,
  status: 2,
  address: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

export const ONE = [publishingDraft('draft-1')];
export const TWO = [publishingDraft('draft-1'), publishingDraft('draft-2')];

export const model: MachineModel<typeof publishingPanelMachine> = {
  name: 'publishingPanelMachine',
  machine: publishingPanelMachine,
  input: { agentId: AGENT_ID, dismissedIds: [] },
  inputs: {
    main: { agentId: AGENT_ID, dismissedIds: [] },
    closedBefore: { agentId: AGENT_ID, dismissedIds: ['draft-1'] },
  },
  events: [
    { type: 'widget.opened' },
    { type: 'widget.minimised' },
    { type: 'widget.dismissed' },
    { type: 'widget.refreshed' },
    doneEvent('loadPublishing', ONE),
    doneEvent('loadPublishing', TWO),
    doneEvent('loadPublishing', []),
    errorEvent('loadPublishing', failure('SERVER_ERROR')),
    doneEvent('refreshPublishing', ONE),
    doneEvent('refreshPublishing', TWO),
    doneEvent('refreshPublishing', []),
    errorEvent('refreshPublishing', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PublishingPanelContext;
    return stateKey(snapshot, {
      dismissed: context.dismissedIds,
      drafts: context.drafts.map((draft) => draft.propertyDraftId),
      refreshDue: context.refreshDue,
    });
  },
  effects: ['persistDismissed'],
};
