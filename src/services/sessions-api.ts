import * as Schema from 'effect/Schema';
import { AgentSession, PasswordStatus, SessionsClosed, type PasswordChangeBody } from '../schema/session.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { Ignored } from './api-pages.ts';

/** Issue 21: the agent's sessions (one per signed-in device) and the password change. Each rejects with an ApiFailure. */

export const listSessions = async (client: ApiClient = defaultApiClient()): Promise<readonly AgentSession[]> =>
  (await client.send({ method: 'get', path: '/auth/landlords/sessions' }, Schema.Array(AgentSession))).data;

export const closeSession = async (id: string, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'delete', path: `/auth/landlords/sessions/${encodeURIComponent(id)}` }, Ignored);
};

/** 'Cerrar las demás': every session but this one; answers how many ended. */
export const closeOtherSessions = async (client: ApiClient = defaultApiClient()): Promise<number> =>
  (await client.send({ method: 'delete', path: '/auth/landlords/sessions' }, SessionsClosed)).data.closed;

export const passwordStatus = async (client: ApiClient = defaultApiClient()): Promise<PasswordStatus> =>
  (await client.send({ method: 'get', path: '/auth/landlords/password' }, PasswordStatus)).data;

export const changePassword = async (body: PasswordChangeBody, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'put', path: '/auth/landlords/password', json: body }, Ignored);
};
