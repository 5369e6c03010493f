import { sessionMachine } from '../../src/machines/sessionMachine.ts';
import { agent, failure, signedIn } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof sessionMachine> = {
  name: 'sessionMachine',
  machine: sessionMachine,
  input: { hasToken: true },
  inputs: { withToken: { hasToken: true }, withoutToken: { hasToken: false } },
  events: [
    doneEvent('readToken', 'stored-token'),
    doneEvent('readToken', null),
    errorEvent('readToken', new Error('cookies unavailable')),
    doneEvent('fetchAgent', agent),
    errorEvent('fetchAgent', failure('ACCESS_TOKEN_INVALID')),
    errorEvent('fetchAgent', failure('SERVER_ERROR')),
    { type: 'session.signedIn', agent: signedIn.agent, accessToken: signedIn.accessToken },
    { type: 'session.refresh' },
    { type: 'session.agentUpdated', agent: { ...agent, profileCompleted: true } },
    { type: 'session.signOut' },
    doneEvent('refreshAgent', agent),
    errorEvent('refreshAgent', failure('ACCESS_TOKEN_INVALID')),
    errorEvent('refreshAgent', failure('SERVER_ERROR')),
    doneEvent('logout'),
    errorEvent('logout', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['storeToken', 'clearToken'],
};
