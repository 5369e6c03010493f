/**
 * Two server instances on one PostgreSQL database sharing the hub through Redis (issue 11): a
 * client connected to one receives what is sent through the other, and a negotiate on one opens
 * a socket on the other. Skipped where DATABASE_URL is not PostgreSQL or Redis does not answer;
 * under CI=true with PostgreSQL, a missing Redis fails instead of skipping.
 */
import { createConnection } from 'node:net';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { HUB_METHODS, PUBLISHED_GROUP, publishingGroup } from '../../src/schema/hub.ts';
import { createTestEnvironment, signUp, type TestEnvironment } from './harness.ts';
import { createDraft } from './support/drafts.ts';
import { publish, publishableDraft, waitForPublished } from './support/publishing.ts';
import { hubClient, inbox, negotiate, rawSocket, sleep, startHubServer, type HubServer } from './support/hub.ts';
import { postgresAdminUrl } from './support/test-database.ts';

const REDIS_URL = process.env.HUB_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at the Redis URL's address. */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const onPostgres = postgresAdminUrl() !== null;
const withRedis = onPostgres && (await redisAnswers(REDIS_URL));
if (onPostgres && !withRedis && process.env.CI === 'true') throw new Error(`CI runs the two-instance hub tests: Redis does not answer at ${REDIS_URL}`);

describe.skipIf(!withRedis)('two instances through Redis', () => {
  let environment: TestEnvironment;
  let first: HubServer;
  let second: HubServer;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    environment = await createTestEnvironment({ redisUrl: REDIS_URL });
    first = await startHubServer(environment);
    second = await startHubServer(environment);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await first?.close();
    await second?.close();
    await environment?.dispose();
  });

  it('says it shares groups through Redis', () => {
    expect(first.app.hub.stats().mode).toBe('redis');
  });

  it('delivers to a client on one instance what is sent through the other, to that agent only', async () => {
    const owner = await signUp(first);
    const other = await signUp(second);
    const draft = await createDraft(second, owner.token);
    const ownerClient = hubClient(first, owner.token);
    const otherClient = hubClient(first, other.token);
    clients.push(ownerClient, otherClient);
    const ownerInbox = inbox(ownerClient);
    const otherInbox = inbox(otherClient);
    await Promise.all([ownerClient.start(), otherClient.start()]);
    // The draft was made through the second instance; the first checks it in the shared database.
    await ownerClient.invoke(HUB_METHODS.joinGroup, publishingGroup(draft.propertyDraftId));
    await ownerClient.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await otherClient.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    const ownerId = owner.agent.agentId as string;
    await second.app.hub.notifier.send(ownerId, publishingGroup(draft.propertyDraftId), { step: 1, postStatus: 5 });
    await second.app.hub.notifier.send(ownerId, PUBLISHED_GROUP, { propertyDraftId: draft.propertyDraftId });
    expect(await ownerInbox.next(2)).toEqual([{ step: 1, postStatus: 5 }, { propertyDraftId: draft.propertyDraftId }]);
    await sleep(200);
    expect(otherInbox.messages).toEqual([]);
  });

  it('a client on one instance follows, step by step, a publication started through the other', async () => {
    const { token, agent } = await signUp(first);
    const draft = await publishableDraft(second, token, { instagram: 'Desde la otra instancia', facebook: 'También aquí' });
    const client = hubClient(first, token);
    clients.push(client);
    const received = inbox(client);
    await client.start();
    await client.invoke(HUB_METHODS.joinGroup, publishingGroup(draft.propertyDraftId));
    await client.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);

    expect((await publish(second, token, draft.propertyDraftId)).status).toBe(200);
    const messages = await received.next(5, 20_000);
    const published = await waitForPublished(second, token, draft.propertyDraftId);
    // Whichever instance's worker ran the job, the messages crossed Redis to the first.
    expect(messages).toEqual([
      { step: 1, postStatus: 5 },
      { step: 2, instagramPostStatus: 2 },
      { step: 3, facebookPostStatus: 2 },
      { step: 4, slug: published.property?.slug, propertyId: published.property?.propertyId },
      { propertyDraftId: draft.propertyDraftId },
    ]);
    expect(agent.agentId).toBe(published.agentId);
  });

  it('delivers once to a client on the sending instance itself', async () => {
    const agent = await signUp(first);
    const client = hubClient(first, agent.token);
    clients.push(client);
    const received = inbox(client);
    await client.start();
    await client.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await first.app.hub.notifier.send(agent.agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: agent.agent.agentId });
    await received.next();
    await sleep(200);
    expect(received.messages).toHaveLength(1);
  });

  it('opens a socket on one instance with a connection token negotiated on the other, once', async () => {
    const { token } = await signUp(first);
    const { body } = await negotiate(first, { token });
    const opened = await rawSocket(second, `?id=${body.connectionToken}&access_token=${token}`);
    expect(opened.ok).toBe(true);
    if (opened.ok) opened.raw.socket.close();
    expect(await rawSocket(first, `?id=${body.connectionToken}&access_token=${token}`)).toEqual({ ok: false, status: 404 });
  });

  it('keeps a client on one instance connected while the other instance stops', async () => {
    const agent = await signUp(first);
    const client = hubClient(first, agent.token);
    clients.push(client);
    await client.start();
    const { port } = second;
    await second.close();
    expect(client.state).toBe(HubConnectionState.Connected);
    second = await startHubServer(environment, {}, port);
  });
});

describe('an unreachable REDIS_URL', () => {
  it('stops the start, like an unreachable database', async () => {
    const environment = await createTestEnvironment({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      await expect(buildApp(environment.config)).rejects.toThrow(/REDIS_URL: could not connect/);
    } finally {
      await environment.dispose();
    }
  });
});
