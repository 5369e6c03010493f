import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Authorization } from '../../src/schema/agent.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { AgentRow } from '../db/schema.ts';
import { ApiFailure } from '../http/failure.ts';
import { fullName, recordSignIn } from '../repositories/agents.ts';
import { findTokenByHash, insertToken, sweepAgentTokens, touchToken } from '../repositories/tokens.ts';
import { deviceLabel, placeLabel } from './device.ts';
import {
  ACCESS_TOKEN_IDLE_MS,
  TOKEN_TOUCH_INTERVAL_MS,
  bearerToken,
  generateToken,
  hashToken,
} from './tokens.ts';

export interface Session {
  agentId: string;
  tokenId: string;
}

/** What a session records of the device that signs in (issue 21): labels only, never the address. */
export interface SessionDevice {
  readonly device: string | null;
  readonly place: string | null;
}

export const sessionDevice = (request: Pick<FastifyRequest, 'headers' | 'ip'>): SessionDevice => ({
  device: deviceLabel(request.headers['user-agent']),
  place: placeLabel(request.ip),
});

/**
 * Signs the agent in on one more device (issue 21: a session per device; the agent's other
 * sessions stay), sweeping the agent's dead tokens, and the previous sign-in time becomes
 * lastSessionDate. Run inside the caller's transaction.
 */
export async function startSession(trx: Queryable, agent: AgentRow, now: Date, device: SessionDevice): Promise<Authorization> {
  const token = generateToken();
  const stamp = now.toISOString();
  await sweepAgentTokens(trx, agent.id, now, ACCESS_TOKEN_IDLE_MS);
  await insertToken(trx, {
    id: randomUUID(),
    agentId: agent.id,
    kind: 'access',
    tokenHash: hashToken(token),
    now: stamp,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_IDLE_MS).toISOString(),
    device: device.device,
    place: device.place,
  });
  const lastSessionDate = await recordSignIn(trx, agent.id, stamp);
  return {
    firstName: agent.first_name,
    lastName: agent.last_name,
    fullName: fullName(agent),
    emailAddress: agent.email,
    emailAddressConfirmationDate: agent.email_confirmed_at,
    lastSessionDate,
    accessToken: token,
  };
}

const invalid = () => new ApiFailure('ACCESS_TOKEN_INVALID', 'The access token is missing, invalid, expired or revoked');
const revoked = () =>
  new ApiFailure('SESSION_REVOKED', 'This session was ended from another session, or by a password change or reset');

/**
 * The session of a private call's bearer token; otherwise 401: SESSION_REVOKED when the token was
 * ended from elsewhere (another session's list, 'Cerrar las demás', a password change or reset),
 * ACCESS_TOKEN_INVALID when missing, unknown, expired or ended by its own logout.
 */
export async function authenticate(context: Pick<AppContext, 'db' | 'now'>, request: FastifyRequest): Promise<Session> {
  const found = await lookUpToken(context, bearerToken(request.headers.authorization));
  if (found === 'revoked') throw revoked();
  if (found === null) throw invalid();
  return found;
}

/**
 * The session of an access token, or null when it is missing, unknown, revoked or expired. Also
 * for callers without a request's headers (the live hub's websocket upgrade).
 */
export async function sessionOfToken(context: Pick<AppContext, 'db' | 'now'>, token: string | null): Promise<Session | null> {
  const found = await lookUpToken(context, token);
  return found === 'revoked' ? null : found;
}

/** Revoked from elsewhere: 'revoked' (until the sign-in sweep drops the row); otherwise the live session or null. */
async function lookUpToken(context: Pick<AppContext, 'db' | 'now'>, token: string | null): Promise<Session | 'revoked' | null> {
  if (token === null) return null;
  const row = await findTokenByHash(context.db, hashToken(token), 'access');
  const now = context.now();
  if (row === undefined) return null;
  if (row.revoked_at !== null) return row.revoked_reason === null || row.revoked_reason === 'logout' ? null : 'revoked';
  if (Date.parse(row.expires_at) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(row.last_used_at) >= TOKEN_TOUCH_INTERVAL_MS) {
    await touchToken(context.db, row.id, now.toISOString(), new Date(now.getTime() + ACCESS_TOKEN_IDLE_MS).toISOString());
  }
  return { agentId: row.agent_id, tokenId: row.id };
}
