import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Authorization } from '../../src/schema/agent.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { AgentRow } from '../db/schema.ts';
import { ApiFailure } from '../http/failure.ts';
import { fullName, recordSignIn } from '../repositories/agents.ts';
import { findTokenByHash, insertToken, replaceAgentAccessTokens, touchToken } from '../repositories/tokens.ts';
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

/**
 * Signs the agent in: a fresh access token replaces every earlier one (DECISIONS.md), and the
 * previous sign-in time becomes lastSessionDate. Run inside the caller's transaction.
 */
export async function startSession(trx: Queryable, agent: AgentRow, now: Date): Promise<Authorization> {
  const token = generateToken();
  const stamp = now.toISOString();
  await replaceAgentAccessTokens(trx, agent.id, now);
  await insertToken(trx, {
    id: randomUUID(),
    agentId: agent.id,
    kind: 'access',
    tokenHash: hashToken(token),
    now: stamp,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_IDLE_MS).toISOString(),
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

/** The session of a private call's bearer token; 401 ACCESS_TOKEN_INVALID otherwise. */
export async function authenticate(context: Pick<AppContext, 'db' | 'now'>, request: FastifyRequest): Promise<Session> {
  const session = await sessionOfToken(context, bearerToken(request.headers.authorization));
  if (session === null) throw invalid();
  return session;
}

/**
 * The session of an access token, or null when it is missing, unknown, revoked or expired. Also
 * for callers without a request's headers (the live hub's websocket upgrade).
 */
export async function sessionOfToken(context: Pick<AppContext, 'db' | 'now'>, token: string | null): Promise<Session | null> {
  if (token === null) return null;
  const row = await findTokenByHash(context.db, hashToken(token), 'access');
  const now = context.now();
  if (row === undefined || row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(row.last_used_at) >= TOKEN_TOUCH_INTERVAL_MS) {
    await touchToken(context.db, row.id, now.toISOString(), new Date(now.getTime() + ACCESS_TOKEN_IDLE_MS).toISOString());
  }
  return { agentId: row.agent_id, tokenId: row.id };
}
