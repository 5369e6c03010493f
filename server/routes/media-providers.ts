import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FacebookConnectBody, InstagramConnectBody, MEDIA_PROVIDER_TYPE } from '../../src/schema/media-provider.ts';
import type { MediaProviderAgent } from '../../src/schema/media-provider.ts';
import { COMPLETED_TASK } from '../../src/schema/reference.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { decodeBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import type { ProviderGrant } from '../providers/media.ts';
import {
  deleteConnection,
  findConnectionView,
  findMediaProviderByType,
  listConnections,
  listMediaProviders,
  saveConnection,
} from '../repositories/media-providers.ts';
import { deletePending, findConnectedAccount, findDeletionRequest, findPending, savePending } from '../repositories/media-trust.ts';
import { recordTaskCompleted } from '../repositories/tasks-completed.ts';
import { agentFacebookPages, tokenContext } from '../providers/facebook-pages.ts';
import { SecretBoxError } from '../secrets/secret-box.ts';

const instagramBody = decodeBody(InstagramConnectBody);
const facebookBody = decodeBody(FacebookConnectBody);

type ConnectableType = typeof MEDIA_PROVIDER_TYPE.Instagram | typeof MEDIA_PROVIDER_TYPE.Facebook;
const NAMES: Record<ConnectableType, string> = { 2: 'Instagram', 3: 'Facebook' };

const notOffered = (type: ConnectableType) => new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', `${NAMES[type]} cannot be connected on this server`);
const notConnected = (type: ConnectableType) => new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', `No ${NAMES[type]} account is connected`);
const refused = (type: ConnectableType, what: string) =>
  new ApiFailure('MEDIA_PROVIDER_AUTHORIZATION_FAILED', `${NAMES[type]} did not accept the ${what}; connect the account again`);

/** How long a replacement waits for the agent's answer (the dialog is on screen meanwhile). */
export const PENDING_REPLACEMENT_MS = 10 * 60 * 1000;
const credentialHash = (credential: string): string => createHash('sha256').update(credential).digest('base64url');
const pendingContext = (agentId: string, mediaProviderId: string): string => `media_connect_pending|${agentId}|${mediaProviderId}`;
const CONFIRMATION_CODE = /^[A-Za-z0-9_-]{16,64}$/;

/** The whole list in one page (these lists hold a handful of rows). */
const wholeList = <T>(items: readonly T[]) => ({ pagination: { limit: items.length, offset: 0, total: items.length } });

/** A provider's account name as stored: at most 255 characters, no control character, no lone surrogate. */
const storedName = (name: string | null): string | null => {
  const clean = Array.from((name ?? '').slice(0, 255), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return ' ';
    return code >= 0xd800 && code <= 0xdfff ? '\ufffd' : char;
  })
    .join('')
    .trim();
  return clean === '' ? null : clean;
};

export { tokenContext };

/**
 * The media-provider calls of spec 03 §7. Every read and write is the caller's own (agent id in
 * the WHERE clause); another agent's connection answers like a missing one. The provider's token
 * is sealed before it reaches the database and appears in no answer and no log line.
 */
export function mediaProviderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, providers, secrets } = context;
  const offered = (): ConnectableType[] => [
    ...(providers.media.instagram ? [MEDIA_PROVIDER_TYPE.Instagram] : []),
    ...(providers.media.facebook ? [MEDIA_PROVIDER_TYPE.Facebook] : []),
  ];

  /** Keeps the grant as the caller's connection and records completed task 3 (once), in one transaction. */
  const save = async (agentId: string, provider: { mediaProviderId: string }, grant: ProviderGrant): Promise<{ connection: MediaProviderAgent; created: boolean }> => {
    const now = isoNow(context);
    const { created } = await db.transaction().execute(async (trx) => {
      const saved = await saveConnection(trx, context.engine, {
        id: randomUUID(),
        agentId,
        mediaProviderId: provider.mediaProviderId,
        accountId: grant.accountId,
        accountName: storedName(grant.accountName),
        tokenSealed: secrets.seal(grant.accessToken, tokenContext(agentId, provider.mediaProviderId)),
        tokenExpiresAt: grant.expiresAt?.toISOString() ?? null,
        now,
      });
      await recordTaskCompleted(trx, agentId, COMPLETED_TASK.MediaProvidersAdded, now);
      await deletePending(trx, agentId, provider.mediaProviderId);
      return saved;
    });
    const connection = await findConnectionView(db, agentId, provider.mediaProviderId);
    if (connection === undefined) throw new Error('the connection just saved is missing');
    return { connection, created };
  };

  /** The grant kept for this credential when the agent was asked to confirm it (a code is spent once). */
  const pendingGrant = async (agentId: string, mediaProviderId: string, credential: string): Promise<ProviderGrant | null> => {
    const pending = await findPending(db, agentId, mediaProviderId, isoNow(context), credentialHash(credential));
    if (pending === undefined) return null;
    try {
      const accessToken = secrets.open(pending.tokenSealed, pendingContext(agentId, mediaProviderId));
      const expiresAt = pending.tokenExpiresAt === null ? null : new Date(pending.tokenExpiresAt);
      return { accountId: pending.accountId, accountName: pending.accountName, accessToken, expiresAt };
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  };

  /**
   * Issue 20: connects the credential's account unless it would replace a *different* connected
   * account without the agent's word (`replace`): then the grant waits (sealed, agent-scoped, ten
   * minutes) and the answer is MEDIA_PROVIDER_ACCOUNT_CHANGE. The same account reconnects at once.
   */
  const connect = async (
    agentId: string,
    type: ConnectableType,
    credential: string,
    replace: boolean,
    exchange: (credential: string) => Promise<ProviderGrant | null>,
    what: string,
  ): Promise<{ connection: MediaProviderAgent; created: boolean }> => {
    const provider = await findMediaProviderByType(db, type);
    if (provider === undefined) throw notOffered(type);
    const { mediaProviderId } = provider;
    const grant = (replace ? await pendingGrant(agentId, mediaProviderId, credential) : null) ?? (await exchange(credential));
    if (grant === null) throw refused(type, what);
    const current = replace ? undefined : await findConnectedAccount(db, agentId, mediaProviderId);
    if (current !== undefined && current.accountId !== grant.accountId) {
      const now = context.now();
      await savePending(
        db,
        {
          agentId,
          mediaProviderId,
          credentialHash: credentialHash(credential),
          accountId: grant.accountId,
          accountName: storedName(grant.accountName),
          tokenSealed: secrets.seal(grant.accessToken, pendingContext(agentId, mediaProviderId)),
          tokenExpiresAt: grant.expiresAt?.toISOString() ?? null,
          expiresAt: new Date(now.getTime() + PENDING_REPLACEMENT_MS).toISOString(),
        },
        now.toISOString(),
      );
      throw new ApiFailure('MEDIA_PROVIDER_ACCOUNT_CHANGE', `Another ${NAMES[type]} account is connected; send replace: true to replace it`);
    }
    return save(agentId, provider, grant);
  };

  /** GET …/replacement: the connected account and the one waiting to replace it. */
  const replacement = async (agentId: string, type: ConnectableType) => {
    const provider = await findMediaProviderByType(db, type);
    if (provider === undefined) throw notOffered(type);
    const pending = await findPending(db, agentId, provider.mediaProviderId, isoNow(context));
    const current = await findConnectedAccount(db, agentId, provider.mediaProviderId);
    if (pending === undefined || current === undefined) throw new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', `No ${NAMES[type]} replacement is waiting`);
    return { connectedAccountName: current.accountName, newAccountName: pending.accountName };
  };

  // The providers this server can connect (reference data, like the other lists: API key only).
  app.get('/media-providers', async (_request, reply) => {
    const items = await listMediaProviders(db, offered());
    return ok(reply, items, wholeList(items));
  });

  app.get('/media-providers/agents', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const items = await listConnections(db, agentId);
    return ok(reply, items, wholeList(items));
  });

  app.post('/media-providers/agents/instagram', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { authorizationCode, replace = false } = instagramBody(request);
    const instagram = providers.media.instagram;
    if (instagram === null) throw notOffered(MEDIA_PROVIDER_TYPE.Instagram);
    const exchange = (code: string) => instagram.exchange(code);
    const { connection, created } = await connect(agentId, MEDIA_PROVIDER_TYPE.Instagram, authorizationCode, replace, exchange, 'authorization code');
    return ok(reply, connection, {}, created ? 201 : 200);
  });

  app.post('/media-providers/agents/facebook', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { shortToken, replace = false } = facebookBody(request);
    const facebook = providers.media.facebook;
    if (facebook === null) throw notOffered(MEDIA_PROVIDER_TYPE.Facebook);
    const exchange = (token: string) => facebook.exchange(token);
    const { connection, created } = await connect(agentId, MEDIA_PROVIDER_TYPE.Facebook, shortToken, replace, exchange, 'token');
    return ok(reply, connection, {}, created ? 201 : 200);
  });

  app.get('/media-providers/agents/instagram/replacement', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    return ok(reply, await replacement(agentId, MEDIA_PROVIDER_TYPE.Instagram));
  });

  app.get('/media-providers/agents/facebook/replacement', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    return ok(reply, await replacement(agentId, MEDIA_PROVIDER_TYPE.Facebook));
  });

  // Issue 20: what Meta's signed deletion callback did, for its status page (the code is the secret; API key only).
  app.get<{ Params: { confirmationCode: string } }>('/media-providers/data-deletion/:confirmationCode', async (request, reply) => {
    const { confirmationCode: code } = request.params;
    const found = CONFIRMATION_CODE.test(code) ? await findDeletionRequest(db, code) : undefined;
    if (found === undefined) throw new ApiFailure('DATA_DELETION_REQUEST_NOT_FOUND', 'No data-deletion request has this confirmation code');
    return ok(reply, { confirmationCode: found.code, type: found.type as ConnectableType, status: 'completed' as const, requestedAt: found.createdAt });
  });

  app.get('/media-providers/facebook/pages', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const type = MEDIA_PROVIDER_TYPE.Facebook;
    const outcome = await agentFacebookPages(context, agentId, request.log);
    if (outcome.kind === 'not-offered') throw notOffered(type);
    if (outcome.kind === 'not-connected') throw notConnected(type);
    if (outcome.kind === 'refused') throw refused(type, 'stored token');
    return ok(reply, outcome.pages, wholeList(outcome.pages));
  });

  app.delete<{ Params: { mediaProviderId: string } }>('/media-providers/agents/:mediaProviderId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { mediaProviderId } = request.params;
    const deleted = await deleteConnection(db, agentId, mediaProviderId);
    if (!deleted) throw new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', 'No such connection');
    return ok(reply, null);
  });

  app.get('/media-providers/instagram/url', async (request, reply) => {
    await authenticate(context, request);
    const instagram = providers.media.instagram;
    if (instagram === null) throw notOffered(MEDIA_PROVIDER_TYPE.Instagram);
    return ok(reply, { redirectTo: instagram.authorizationUrl() });
  });
}
