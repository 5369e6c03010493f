import { randomUUID } from 'node:crypto';
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
import { recordTaskCompleted } from '../repositories/tasks-completed.ts';
import { agentFacebookPages, tokenContext } from '../providers/facebook-pages.ts';

const instagramBody = decodeBody(InstagramConnectBody);
const facebookBody = decodeBody(FacebookConnectBody);

type ConnectableType = typeof MEDIA_PROVIDER_TYPE.Instagram | typeof MEDIA_PROVIDER_TYPE.Facebook;
const NAMES: Record<ConnectableType, string> = { 2: 'Instagram', 3: 'Facebook' };

const notOffered = (type: ConnectableType) => new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', `${NAMES[type]} cannot be connected on this server`);
const notConnected = (type: ConnectableType) => new ApiFailure('MEDIA_PROVIDER_NOT_FOUND', `No ${NAMES[type]} account is connected`);
const refused = (type: ConnectableType, what: string) =>
  new ApiFailure('MEDIA_PROVIDER_AUTHORIZATION_FAILED', `${NAMES[type]} did not accept the ${what}; connect the account again`);

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
  const connect = async (agentId: string, type: ConnectableType, grant: ProviderGrant): Promise<{ connection: MediaProviderAgent; created: boolean }> => {
    const provider = await findMediaProviderByType(db, type);
    if (provider === undefined) throw notOffered(type);
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
      return saved;
    });
    const connection = await findConnectionView(db, agentId, provider.mediaProviderId);
    if (connection === undefined) throw new Error('the connection just saved is missing');
    return { connection, created };
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
    const { authorizationCode } = instagramBody(request);
    const instagram = providers.media.instagram;
    if (instagram === null) throw notOffered(MEDIA_PROVIDER_TYPE.Instagram);
    const grant = await instagram.exchange(authorizationCode);
    if (grant === null) throw refused(MEDIA_PROVIDER_TYPE.Instagram, 'authorization code');
    const { connection, created } = await connect(agentId, MEDIA_PROVIDER_TYPE.Instagram, grant);
    return ok(reply, connection, {}, created ? 201 : 200);
  });

  app.post('/media-providers/agents/facebook', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { shortToken } = facebookBody(request);
    const facebook = providers.media.facebook;
    if (facebook === null) throw notOffered(MEDIA_PROVIDER_TYPE.Facebook);
    const grant = await facebook.exchange(shortToken);
    if (grant === null) throw refused(MEDIA_PROVIDER_TYPE.Facebook, 'token');
    const { connection, created } = await connect(agentId, MEDIA_PROVIDER_TYPE.Facebook, grant);
    return ok(reply, connection, {}, created ? 201 : 200);
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
