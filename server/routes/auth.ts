import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SocialTokenBody,
  type SocialProvider,
} from '../../src/schema/agent.ts';
import { PASSWORD_MIN, normaliseEmail } from '../../src/schema/rules.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { authenticate, sessionDevice, startSession } from '../auth/session.ts';
import { RESET_TOKEN_TTL_MS, bearerToken, generateToken, hashToken } from '../auth/tokens.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { AgentRow } from '../db/schema.ts';
import { decodeBody } from '../http/decode.ts';
import { recaptchaClient } from '../http/local-client.ts';
import { fail, ok } from '../http/envelope.ts';
import { ApiFailure, isApiFailure } from '../http/failure.ts';
import type { CredentialLimits } from '../http/rate-limit.ts';
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

/** What a password sign-in answers when the credentials are wrong: each counts as a failure for the e-mail. */
const CREDENTIAL_REFUSALS: readonly string[] = ['EMAIL_NOT_FOUND', 'INVALID_USER_AUTH_PROVIDER', 'PASSWORD_INVALID'];
const isCredentialRefusal = (error: unknown): boolean => isApiFailure(error) && CREDENTIAL_REFUSALS.includes(error.type);

/** /auth/landlords: sign-in (password or social), current agent, logout, password reset. */
export function authRoutes(app: FastifyInstance, context: AppContext, limits: CredentialLimits): void {
  const { db, config } = context;

  const signIn = async (agent: AgentRow, request: FastifyRequest) => {
    const authorization = await db.transaction().execute((trx) => startSession(trx, agent, context.now(), sessionDevice(request)));
    const view = await findAgentView(db, agent.id);
    return { view, authorization };
  };

  /** The agent these credentials open, or the spec's refusal. */
  const checkCredentials = async (email: string, password: string): Promise<AgentRow> => {
    const agent = await findAgentByEmail(db, email);
    if (agent === undefined) throw new ApiFailure('EMAIL_NOT_FOUND', 'No agent has this e-mail address');
    if (agent.password_hash === null) {
      throw new ApiFailure('INVALID_USER_AUTH_PROVIDER', 'This account signs in through a social provider');
    }
    if (!(await verifyPassword(password, agent.password_hash))) {
      throw new ApiFailure('PASSWORD_INVALID', 'The password is not correct');
    }
    return agent;
  };

  // The per-e-mail throttle runs before the e-mail is looked up: a known and an unknown e-mail
  // are counted, challenged and delayed alike.
  app.post('/auth/landlords', { preHandler: limits.perClient('sign-in') }, async (request, reply) => {
    const body = signInBody(request);
    const email = normaliseEmail(body.emailAddress);
    const token = body.recaptchaToken;
    if (token !== undefined && !(await context.providers.recaptcha.verify(token, recaptchaClient(request, config)))) {
      throw new ApiFailure('RECAPTCHA_VERIFICATION_FAILED', 'The reCAPTCHA check failed');
    }
    const admission = limits.signInFailures.admit(email, token !== undefined);
    if (!admission.admitted) {
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return fail(
        reply,
        'RECAPTCHA_REQUIRED',
        `Too many failed sign-ins for this e-mail: send a reCAPTCHA token, or retry in ${admission.retryAfterSeconds} s`,
      );
    }
    let agent: AgentRow;
    try {
      agent = await checkCredentials(email, body.password);
      admission.settle('success');
    } catch (error) {
      admission.settle(isCredentialRefusal(error) ? 'failure' : 'other');
      throw error;
    }
    const { view, authorization } = await signIn(agent, request);
    return ok(reply, view, { authorization });
  });

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/auth/landlords/providers/${provider}`,
      { preHandler: limits.perClient('sign-in') },
      async (request, reply) => {
        const { accessToken } = socialTokenBody(request);
        const profile = await verifySocialToken(context, provider, accessToken);
        // No linking by e-mail: a provider account reaches only the agent it created (DECISIONS.md).
        const agentId = await findAgentIdByIdentity(db, profile);
        const agent = agentId === undefined ? undefined : await findAgentById(db, agentId);
        if (agent === undefined) throw new ApiFailure('AGENT_NOT_FOUND', notLinkedMessage(provider));
        const { view, authorization } = await signIn(agent, request);
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
    await revokeToken(db, session.agentId, session.tokenId, isoNow(context), 'logout');
    return ok(reply, null);
  });

  app.post(
    '/auth/landlords/password-reset',
    { preHandler: [limits.perClient('password-reset'), limits.resetMailsPerEmail] },
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
    { preHandler: limits.perClient('password-reset') },
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
        await revokeAgentTokens(trx, row.agent_id, 'access', stamp, 'password-reset');
      });
      return ok(reply, null);
    },
  );
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const notLinkedMessage = (provider: SocialProvider): string =>
  `This ${PROVIDER_NAMES[provider]} account is not linked to any agent`;
