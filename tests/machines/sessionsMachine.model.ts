import { sessionsMachine, type SessionsContext } from '../../src/machines/sessionsMachine.ts';
import type { AgentSession } from '../../src/schema/session.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const laptop: AgentSession = {
  id: 'a1f3c9e2-6b0d-4c1e-9a55-0d2e7f3b8c11',
  device: 'Chrome en Windows',
  place: 'Red local',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastUsedAt: '2026-11-28T14:00:00.000Z',
  current: true,
};
export const phone: AgentSession = {
  id: 'b2e4d0f3-7c1e-4d2f-8b66-1e3f8a4c9d22',
  device: 'Safari en iPhone',
  place: null,
  createdAt: '2026-11-28T11:00:00.000Z',
  lastUsedAt: '2026-11-28T13:00:00.000Z',
  current: false,
};

export const model: MachineModel<typeof sessionsMachine> = {
  name: 'sessionsMachine',
  machine: sessionsMachine,
  input: undefined,
  inputs: { main: undefined },
  events: [
    doneEvent('load', [laptop, phone]),
    doneEvent('load', [laptop]),
    errorEvent('load', failure('SERVER_ERROR')),
    { type: 'retry' },
    { type: 'session.close.requested', id: phone.id },
    { type: 'session.close.requested', id: laptop.id },
    { type: 'others.close.requested' },
    { type: 'close.confirmed' },
    { type: 'close.cancelled' },
    doneEvent('close'),
    errorEvent('close', failure('SESSION_NOT_FOUND')),
    doneEvent('closeOthers', 1),
    errorEvent('closeOthers', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as SessionsContext;
    return stateKey(snapshot, { others: context.sessions.filter((session) => !session.current).length, closing: context.closing?.id ?? null });
  },
  effects: ['notify'],
};
