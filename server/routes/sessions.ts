import type { FastifyInstance } from 'fastify';
import { isStrongPassword } from '../../src/schema/rules.ts';
import { PasswordChangeBody, type AgentSession } from '../../src/schema/session.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { decodeBody } from '../http/decode.ts';
import { fail, ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import type { CredentialLimits } from '../http/rate-limit.ts';
import { findAgentById, updateAgentPassword } from '../repositories/agents.ts';
import { listAgentSessions, revokeAgentTokens, revokeToken } from '../repositories/tokens.ts';

const passwordChangeBody = decodeBody(PasswordChangeBody);

const sessionNotFound = () => new ApiFailure('SESSION_NOT_FOUND', 'No active session of this agent has that id');

/**
 * Issue 21: a session per device. /auth/landlords/sessions lists and ends the caller's sessions;
 * /auth/landlords/password changes the password while signed in (every other session ends).
 * Every query is scoped by the caller: another agent's session answers like a missing one.
 */
export function sessionRoutes(app: FastifyInstance, context: AppContext, limits: CredentialLimits): void {
  const { db } = context;

  app.get('/auth/landlords/sessions', async (request, reply) => {
    const session = await authenticate(context, request);
    const rows = await listAgentSessions(db, session.agentId, isoNow(context));
    const sessions: AgentSession[] = rows.map((row) => ({
      id: row.id,
      device: row.device,
      place: row.place,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      current: row.id === session.tokenId,
    }));
    return ok(reply, sessions, { pagination: { limit: sessions.length, offset: 0, total: sessions.length } });
  });

  // Closing the caller's own session is allowed and is a logout (its next call: ACCESS_TOKEN_INVALID).
  app.delete<{ Params: { id: string } }>('/auth/landlords/sessions/:id', async (request, reply) => {
    const session = await authenticate(context, request);
    const own = request.params.id === session.tokenId;
    const closed = await revokeToken(db, session.agentId, request.params.id, isoNow(context), own ? 'logout' : 'closed');
    if (!closed) throw sessionNotFound();
    return ok(reply, null);
  });

  // 'Cerrar las demás': every other session of the caller.
  app.delete('/auth/landlords/sessions', async (request, reply) => {
    const session = await authenticate(context, request);
    const closed = await revokeAgentTokens(db, session.agentId, 'access', isoNow(context), 'closed', session.tokenId);
    return ok(reply, { closed });
  });

  app.get('/auth/landlords/password', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const agent = await findAgentById(db, agentId);
    if (agent === undefined) throw new ApiFailure('ACCESS_TOKEN_INVALID', 'The agent no longer exists');
    return ok(reply, { passwordSet: agent.password_hash !== null });
  });

  // A wrong current password counts as a failed sign-in of the agent's e-mail (the same throttle),
  // so a stolen session cannot be used to guess the password faster than the sign-in form allows.
  app.put('/auth/landlords/password', { preHandler: limits.perClient('sign-in') }, async (request, reply) => {
    const session = await authenticate(context, request);
    const body = passwordChangeBody(request);
    const agent = await findAgentById(db, session.agentId);
    if (agent === undefined) throw new ApiFailure('ACCESS_TOKEN_INVALID', 'The agent no longer exists');
    if (agent.password_hash !== null) {
      const admission = limits.signInFailures.admit(agent.email, false);
      if (!admission.admitted) {
        reply.header('retry-after', String(admission.retryAfterSeconds));
        return fail(reply, 'TOO_MANY_REQUESTS', `Too many wrong passwords; retry in ${admission.retryAfterSeconds} s`);
      }
      const current = body.currentPassword ?? '';
      const matches = current !== '' && (await verifyPassword(current, agent.password_hash));
      admission.settle(matches ? 'success' : 'failure');
      if (!matches) throw new ApiFailure('PASSWORD_INVALID', 'The current password is not correct');
    }
    if (!isStrongPassword(body.newPassword)) {
      throw new ApiFailure(
        'VALIDATION_ERROR',
        'Invalid body: newPassword: Expected at least 6 characters, an uppercase letter and a digit or symbol',
      );
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction().execute(async (trx) => {
      const stamp = isoNow(context);
      await updateAgentPassword(trx, session.agentId, passwordHash, stamp);
      // Whoever had the old password is shut out, everywhere but here; pending reset links too.
      await revokeAgentTokens(trx, session.agentId, 'reset', stamp);
      await revokeAgentTokens(trx, session.agentId, 'access', stamp, 'password-change', session.tokenId);
    });
    return ok(reply, null);
  });
}
