import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AgentProfileBody, SignUpBody, SocialTokenBody, UpdateAgentBody } from '../../src/schema/agent.ts';
import { COMPLETED_TASK } from '../../src/schema/reference.ts';
import { PASSWORD_MIN, normaliseEmail } from '../../src/schema/rules.ts';
import { hashPassword } from '../auth/password.ts';
import { authenticate, sessionDevice, startSession, type SessionDevice } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import type { NewAgent } from '../db/schema.ts';
import { decodeBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { recaptchaClient } from '../http/local-client.ts';
import type { CredentialLimits } from '../http/rate-limit.ts';
import {
  findAgentByEmail,
  findAgentById,
  findAgentView,
  insertAgent,
  replaceAgentAvatar,
  updateAgentDetails,
  updateAgentProfile,
} from '../repositories/agents.ts';
import { findLocationInState, locationBelongsToState } from '../repositories/reference.ts';
import { findAgentIdByIdentity, insertIdentity } from '../repositories/social-identities.ts';
import { recordTaskCompleted } from '../repositories/tasks-completed.ts';
import { receiveAvatar, removeStoredUpload } from '../storage/avatars.ts';
import { storeAfterCommit } from '../storage/upload-files.ts';
import { SOCIAL_PROVIDERS, verifySocialToken } from './social.ts';

const signUpBody = decodeBody(SignUpBody);
const socialTokenBody = decodeBody(SocialTokenBody);
const updateAgentBody = decodeBody(UpdateAgentBody);
const agentProfileBody = decodeBody(AgentProfileBody);

/** Names as stored: trimmed, inner runs of spaces made one (as for customers). */
const tidyName = (value: string): string => value.trim().replace(/\s+/g, ' ');

const emailInUse = () => new ApiFailure('EMAIL_IN_USE', 'This e-mail address is already in use');

/** /landlords: sign-up (password or social), the onboarding profile and the avatar. */
export function landlordRoutes(app: FastifyInstance, context: AppContext, limits: CredentialLimits): void {
  const { db, config } = context;

  /** Creates the agent and its first session in one transaction; a lost race on the e-mail is EMAIL_IN_USE. */
  const createAgent = async (agent: NewAgent, device: SessionDevice, afterInsert?: (trx: Queryable) => Promise<void>) => {
    try {
      const authorization = await db.transaction().execute(async (trx) => {
        await insertAgent(trx, agent);
        await afterInsert?.(trx);
        const row = await findAgentById(trx, agent.id);
        if (row === undefined) throw new Error('the agent just inserted is missing');
        return startSession(trx, row, context.now(), device);
      });
      return { view: await findAgentView(db, agent.id), authorization };
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  };

  const newAgent = (fields: Pick<NewAgent, 'email' | 'first_name' | 'last_name' | 'password_hash' | 'accept_emails' | 'email_confirmed_at'>): NewAgent => {
    const now = isoNow(context);
    return {
      id: randomUUID(),
      ...fields,
      avatar_url: null,
      sex: null,
      birth_date: null,
      description: null,
      phone_code: null,
      phone_number: null,
      country_state_id: null,
      country_location_id: null,
      latitude: null,
      longitude: null,
      profile_completed: false,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    };
  };

  app.post('/landlords', { preHandler: limits.perClient('sign-up') }, async (request, reply) => {
    const body = signUpBody(request);
    const email = normaliseEmail(body.emailAddress);
    // The order the SPA relies on: an empty password is how step 1 learns to show step 2.
    if ((await findAgentByEmail(db, email)) !== undefined) throw emailInUse();
    if (body.password === '') throw new ApiFailure('PASSWORD_REQUIRED', 'A password is required');
    if (body.password.length < PASSWORD_MIN) {
      throw new ApiFailure('VALIDATION_ERROR', `Invalid body: password: Expected at least ${PASSWORD_MIN} characters`);
    }
    if (!(await context.providers.recaptcha.verify(body.recaptchaToken, recaptchaClient(request, config)))) {
      throw new ApiFailure('RECAPTCHA_VERIFICATION_FAILED', 'The reCAPTCHA check failed');
    }
    const passwordHash = await hashPassword(body.password);
    const { view, authorization } = await createAgent(
      newAgent({
        email,
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        password_hash: passwordHash,
        accept_emails: body.acceptEmails,
        email_confirmed_at: null,
      }),
      sessionDevice(request),
    );
    return ok(reply, view, { authorization }, 201);
  });

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/landlords/providers/${provider}`,
      { preHandler: limits.perClient('sign-up') },
      async (request, reply) => {
        const { accessToken } = socialTokenBody(request);
        const profile = await verifySocialToken(context, provider, accessToken);
        if (profile.email === null) {
          throw new ApiFailure('VALIDATION_ERROR', `The ${provider} account shares no verified e-mail address`);
        }
        // The SPA falls back to sign-in on EMAIL_IN_USE, which is what a known identity needs.
        if ((await findAgentIdByIdentity(db, profile)) !== undefined) throw emailInUse();
        if ((await findAgentByEmail(db, profile.email)) !== undefined) throw emailInUse();
        const agent = newAgent({
          email: profile.email,
          first_name: profile.firstName,
          last_name: profile.lastName,
          password_hash: null,
          accept_emails: false,
          // The provider vouches for the address.
          email_confirmed_at: isoNow(context),
        });
        const { view, authorization } = await createAgent(agent, sessionDevice(request), (trx) =>
          insertIdentity(trx, { ...profile, id: randomUUID(), agentId: agent.id, email: profile.email, now: isoNow(context) }),
        );
        return ok(reply, view, { authorization }, 201);
      },
    );
  }

  app.put('/landlords', async (request, reply) => {
    const session = await authenticate(context, request);
    const body = updateAgentBody(request);
    const agentId = session.agentId;
    await db.transaction().execute(async (trx) => {
      if (!(await locationBelongsToState(trx, body.location, body.countryState))) {
        throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: location: Expected a locality of the chosen countryState');
      }
      const now = isoNow(context);
      await updateAgentProfile(
        trx,
        agentId,
        {
          phoneCode: body.codeContactPhoneNumber,
          phoneNumber: body.contactPhoneNumber,
          countryStateId: body.countryState,
          countryLocationId: body.location,
          latitude: body.latitude,
          longitude: body.longitude,
        },
        now,
      );
      await recordTaskCompleted(trx, agentId, COMPLETED_TASK.ProfileUpdated, now);
    });
    return ok(reply, await findAgentView(db, agentId));
  });

  // The account page's profile form (shared DECISIONS.md: 'Perfil', PUT /landlords/profile). It does
  // not complete the profile nor record completed task 1: that is the onboarding step's, which
  // carries the phone (docs/decisions.md, issue 9).
  app.put('/landlords/profile', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = agentProfileBody(request);
    await db.transaction().execute(async (trx) => {
      const locality = await findLocationInState(trx, body.location, body.countryState);
      if (locality === undefined) {
        throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: location: Expected a locality of the chosen countryState');
      }
      const current = await findAgentById(trx, agentId);
      if (current === undefined) throw new ApiFailure('ACCESS_TOKEN_INVALID', 'The agent no longer exists');
      // A new locality brings its coordinates; the same one keeps what onboarding stored.
      const moved = current.country_location_id !== body.location || current.latitude === null || current.longitude === null;
      await updateAgentDetails(
        trx,
        agentId,
        {
          firstName: tidyName(body.firstName),
          lastName: tidyName(body.lastName),
          sex: body.sex,
          birthDate: body.birthDate,
          countryStateId: body.countryState,
          countryLocationId: body.location,
          coordinates: moved ? locality : null,
          description: body.description.trim(),
        },
        isoNow(context),
      );
    });
    return ok(reply, await findAgentView(db, agentId));
  });

  app.put('/landlords/avatar', async (request, reply) => {
    const session = await authenticate(context, request);
    const stored = await receiveAvatar(request, config.dataDir, session.agentId);
    const previous = await storeAfterCommit(stored.file, () =>
      db.transaction().execute(async (trx) => {
        const now = isoNow(context);
        const replaced = await replaceAgentAvatar(trx, session.agentId, { url: stored.url, sizeBytes: stored.sizeBytes, quota: config.storageQuotaBytes }, now, context.engine);
        await recordTaskCompleted(trx, session.agentId, COMPLETED_TASK.ProfilePictureAdded, now);
        return replaced;
      }),
    );
    if (previous !== null) await removeStoredUpload(config.dataDir, previous);
    return ok(reply, await findAgentView(db, session.agentId));
  });
}
