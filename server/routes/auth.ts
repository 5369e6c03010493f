import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SocialTokenBody,
  type SocialProvider,
} from '../../src/schema/agent.ts';
import { PASSWORD_MIN, normaliseEmail } from '../../src/schema/rules.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { authenticate, startSession } from '../auth/session.ts';
import { RESET_TOKEN_TTL_MS, bearerToken, generateToken, hashToken } from '../auth/tokens.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { AgentRow } from '../db/schema.ts';
import { decodeBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { credentialRateLimit } from '../http/rate-limit.ts';
import { passwordResetMail } from '../mail/password-reset.ts';
import { findAgentByEmail, findAgentById, findAgentView, updateAgentPassword } from '../repositories/agents.ts';
import { findAgentIdByIdentity } from '../repositories/social-identities.ts';
import {
  findTokenByHash,
  insertToken,
  revokeAgentTokens,
  revokeToken,
  spendResetToken,
} from '../repositories/tokens.ts';
import { SOCIAL_PROVIDERS, verifySocialToken } from './social.ts';

const signInBody = decodeBody(SignInBody);
const socialTokenBody = decodeBody(SocialTokenBody);
const resetRequestBody = decodeBody(PasswordResetRequestBody);
const resetBody = decodeBody(PasswordResetBody);

/** /auth/landlords: sign-in (password or social), current agent, logout, password reset. */
export function authRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;

  const signIn = async (agent: AgentRow) => {
    const authorization = await db.transaction().execute((trx) => startSession(trx, agent, context.now()));
    const view = await findAgentView(db, agent.id);
    return { view, authorization };
  };

  app.post('/auth/landlords', { preHandler: credentialRateLimit(app, config, 'sign-in') }, async (request, reply) => {
    const body = signInBody(request);
    const agent = await findAgentByEmail(db, normaliseEmail(body.emailAddress));
    if (agent === undefined) throw new ApiFailure('EMAIL_NOT_FOUND', 'No agent has this e-mail address');
    if (agent.password_hash === null) {
      throw new ApiFailure('INVALID_USER_AUTH_PROVIDER', 'This account signs in through a social provider');
    }
    if (!(await verifyPassword(body.password, agent.password_hash))) {
      throw new ApiFailure('PASSWORD_INVALID', 'The password is not correct');
    }
    const { view, authorization } = await signIn(agent);
    return ok(reply, view, { authorization });
  });

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/auth/landlords/providers/${provider}`,
      { preHandler: credentialRateLimit(app, config, `social-sign-in-${provider}`) },
      async (request, reply) => {
        const { accessToken } = socialTokenBody(request);
        const profile = await verifySocialToken(context, provider, accessToken);
        // No linking by e-mail: a provider account reaches only the agent it created (DECISIONS.md).
        const agentId = await findAgentIdByIdentity(db, profile);
        const agent = agentId === undefined ? undefined : await findAgentById(db, agentId);
        if (agent === undefined) throw new ApiFailure('AGENT_NOT_FOUND', notLinkedMessage(provider));
        const { view, authorization } = await signIn(agent);
        return ok(reply, view, { authorization });
      },
    );
  }

  app.get('/auth/landlords', async (request, reply) => {
    const session = await authenticate(context, request);
    const agent = await findAgentView(db, session.agentId);
    if (agent === undefined) throw new ApiFailure('AGENT_NOT_FOUND', 'The agent no longer exists');
    return ok(reply, agent);
  });

  app.delete('/auth/landlords/logout', async (request, reply) => {
    const session = await authenticate(context, request);
    await revokeToken(db, session.agentId, session.tokenId, isoNow(context));
    return ok(reply, null);
  });

  app.post(
    '/auth/landlords/password-reset',
    { preHandler: credentialRateLimit(app, config, 'password-reset-request') },
    async (request, reply) => {
      const { emailAddress } = resetRequestBody(request);
      const agent = await findAgentByEmail(db, normaliseEmail(emailAddress));
      if (agent === undefined) throw new ApiFailure('EMAIL_NOT_FOUND', 'No agent has this e-mail address');
      if (agent.password_hash === null) {
        throw new ApiFailure('INVALID_USER_AUTH_PROVIDER', 'This account has no password: it signs in through a social provider');
      }
      const token = generateToken();
      const now = context.now();
      await insertToken(db, {
        id: randomUUID(),
        agentId: agent.id,
        kind: 'reset',
        tokenHash: hashToken(token),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      });
      const link = `${config.publicUrl}/password-reset?authorization=${encodeURIComponent(token)}`;
      await context.providers.mailer.send(passwordResetMail({ to: agent.email, firstName: agent.first_name, link }), request.log);
      return ok(reply, null);
    },
  );

  app.put(
    '/auth/landlords/password-reset',
    { preHandler: credentialRateLimit(app, config, 'password-reset') },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const row = token === null ? undefined : await findTokenByHash(db, hashToken(token), 'reset');
      if (row === undefined) throw new ApiFailure('ACCESS_TOKEN_INVALID', 'The reset link is not valid');
      const now = context.now();
      if (row.used_at !== null || row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) {
        throw new ApiFailure('TOKEN_EXPIRED', 'The reset link has expired or was already used');
      }
      const { password } = resetBody(request);
      if (password.length < PASSWORD_MIN) {
        throw new ApiFailure('VALIDATION_ERROR', `Invalid body: password: Expected at least ${PASSWORD_MIN} characters`);
      }
      const passwordHash = await hashPassword(password);
      const stamp = now.toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await spendResetToken(trx, row.id, stamp))) {
          throw new ApiFailure('TOKEN_EXPIRED', 'The reset link has expired or was already used');
        }
        await updateAgentPassword(trx, row.agent_id, passwordHash, stamp);
        // Whoever had the old password (or an older link) is shut out.
        await revokeAgentTokens(trx, row.agent_id, 'reset', stamp);
        await revokeAgentTokens(trx, row.agent_id, 'access', stamp);
      });
      return ok(reply, null);
    },
  );
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const notLinkedMessage = (provider: SocialProvider): string =>
  `This ${PROVIDER_NAMES[provider]} account is not linked to any agent`;
