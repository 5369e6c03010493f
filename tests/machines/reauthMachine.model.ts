import { reauthMachine } from '../../src/machines/reauthMachine.ts';
import { agent } from './fixtures.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const otherAgent = { ...agent, agentId: '7c1d2e3f-0000-4a4a-8b8b-000000000002', emailAddress: 'otra@example.com' };

export const model: MachineModel<typeof reauthMachine> = {
  name: 'reauthMachine',
  machine: reauthMachine,
  input: undefined,
  inputs: { main: undefined },
  events: [
    { type: 'session.ended', reason: 'ACCESS_TOKEN_INVALID', agent },
    { type: 'session.ended', reason: 'SESSION_REVOKED', agent },
    { type: 'reauth.signedIn', agent, accessToken: 'new-token' },
    { type: 'reauth.signedIn', agent: otherAgent, accessToken: 'other-token' },
    { type: 'reauth.signOut' },
  ],
  serializeState: (snapshot) => stateKey(snapshot, { reason: snapshot.context.reason }),
  effects: ['renewSession', 'switchAgent', 'replayParked', 'dropParked', 'signOut'],
};
