import { hubMachine } from '../../src/machines/hubMachine.ts';
import type { HubGroups } from '../../src/services/hub-client.ts';
import { createLiveRegistry } from '../../src/services/live-registry.ts';
import { afterEvent, stateKey, type MachineModel } from './graph.ts';

/** A started connection's groups, as the connection actor hands them over (never called here: `attach` is recorded). */
export const FAKE_HUB: HubGroups = { joinGroup: async () => {}, leaveGroup: async () => {} };

export const INPUT = { registry: createLiveRegistry() };

export const model: MachineModel<typeof hubMachine> = {
  name: 'hubMachine',
  machine: hubMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'hub.connected', hub: FAKE_HUB },
    { type: 'hub.message', message: { propertyDraftId: 'draft-1' } },
    { type: 'hub.reconnecting' },
    { type: 'hub.reconnected' },
    { type: 'hub.closed' },
    { type: 'hub.wanted' },
    afterEvent('connectDelay', 'hub.deferred'),
    afterEvent('retry', 'hub.waiting'),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['attach', 'detach', 'deliver'],
};
