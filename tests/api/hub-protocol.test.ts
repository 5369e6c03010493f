/**
 * The live hub with the official SignalR client in Node (issue 11): negotiate, handshake, groups
 * and messages, each agent's messages kept to that agent.
 */
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HUB_METHODS, PUBLISHED_GROUP, publishingGroup } from '../../src/schema/hub.ts';
import { expectOk, signUp } from './harness.ts';
import { MISSING_DRAFT_ID, createDraft } from './support/drafts.ts';
import { eventually, handshakenSocket, hubClient, inbox, negotiate, RS, sleep, startHubTestServer, type HubServer } from './support/hub.ts';

let server: HubServer;
const open: HubConnection[] = [];

beforeAll(async () => {
  // The production clocks: the official client's 15 s pings keep it well inside the 30 s timeout.
  server = await startHubTestServer();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});
afterAll(async () => {
  await server?.close();
});

/** An agent with a started client. */
async function connectedAgent(): Promise<{ token: string; agentId: string; connection: HubConnection; received: ReturnType<typeof inbox> }> {
  const { token, agent } = await signUp(server);
  const connection = hubClient(server, token);
  const received = inbox(connection);
  await connection.start();
  open.push(connection);
  return { token, agentId: agent.agentId as string, connection, received };
}

const JOIN_REFUSED = 'The group does not exist or cannot be joined.';

describe('negotiate', () => {
  it('answers version 1 with a connection token and WebSockets as the only transport', async () => {
    const { token } = await signUp(server);
    const { status, body } = await negotiate(server, { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });

  it('refuses a missing or wrong API key, and a missing, invalid or logged-out bearer token', async () => {
    const { token } = await signUp(server);
    const errorOf = (answer: { status: number; body: { metadata?: { error?: { type?: string } } } }) => [answer.status, answer.body.metadata?.error?.type];
    expect(errorOf(await negotiate(server, { token, apiKey: null }))).toEqual([401, 'API_KEY_INVALID']);
    expect(errorOf(await negotiate(server, { token, apiKey: 'otra-clave' }))).toEqual([401, 'API_KEY_INVALID']);
    expect(errorOf(await negotiate(server, {}))).toEqual([401, 'ACCESS_TOKEN_INVALID']);
    expect(errorOf(await negotiate(server, { token: 'x'.repeat(43) }))).toEqual([401, 'ACCESS_TOKEN_INVALID']);
    expect(errorOf(await negotiate(server, { token, version: null }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(errorOf(await negotiate(server, { token, version: '0' }))).toEqual([400, 'VALIDATION_ERROR']);
    expectOk(await server.api('DELETE', '/auth/landlords/logout', { token }));
    expect(errorOf(await negotiate(server, { token }))).toEqual([401, 'ACCESS_TOKEN_INVALID']);
  });

  it('makes the official client fail to start without the right key or token', async () => {
    const { token } = await signUp(server);
    await expect(hubClient(server, token, { apiKey: 'otra-clave' }).start()).rejects.toThrow(/401/);
    await expect(hubClient(server, 'x'.repeat(43)).start()).rejects.toThrow(/401/);
  });
});

describe('the official client', () => {
  it('connects, joins the published group and receives its agent’s message', async () => {
    const { agentId, connection, received } = await connectedAgent();
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await server.app.hub.notifier.send(agentId, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    expect(await received.next()).toEqual([{ propertyDraftId: MISSING_DRAFT_ID }]);
  });

  it('joins its own draft’s publishing group and receives the steps in order', async () => {
    const { token, agentId, connection, received } = await connectedAgent();
    const draft = await createDraft(server, token);
    await connection.invoke(HUB_METHODS.joinGroup, publishingGroup(draft.propertyDraftId));
    const steps = [{ step: 1, postStatus: 5 }, { step: 2, instagramPostStatus: 5 }, { step: 4, slug: 'casa', propertyId: MISSING_DRAFT_ID }];
    for (const step of steps) await server.app.hub.notifier.send(agentId, publishingGroup(draft.propertyDraftId), step);
    expect(await received.next(3)).toEqual(steps);
  });

  it('refuses another agent’s draft group with the same answer as a missing draft', async () => {
    const owner = await connectedAgent();
    const draft = await createDraft(server, owner.token);
    const other = await connectedAgent();
    await expect(other.connection.invoke(HUB_METHODS.joinGroup, publishingGroup(draft.propertyDraftId))).rejects.toThrow(JOIN_REFUSED);
    await expect(other.connection.invoke(HUB_METHODS.joinGroup, publishingGroup(MISSING_DRAFT_ID))).rejects.toThrow(JOIN_REFUSED);
    // Refused, and the connection goes on.
    expect(other.connection.state).toBe(HubConnectionState.Connected);
    await server.app.hub.notifier.send(owner.agentId, publishingGroup(draft.propertyDraftId), { step: 1, postStatus: 5 });
    await server.app.hub.notifier.send(other.agentId, publishingGroup(draft.propertyDraftId), { step: 1, postStatus: 3 });
    await sleep(100);
    expect(other.received.messages).toEqual([]);
  });

  it('never gives a second agent the first agent’s PUBLISHED messages', async () => {
    const first = await connectedAgent();
    const second = await connectedAgent();
    await first.connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await second.connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    const firstDraft = await createDraft(server, first.token);
    const secondDraft = await createDraft(server, second.token);
    await server.app.hub.notifier.send(first.agentId, PUBLISHED_GROUP, { propertyDraftId: firstDraft.propertyDraftId });
    await server.app.hub.notifier.send(second.agentId, PUBLISHED_GROUP, { propertyDraftId: secondDraft.propertyDraftId });
    expect(await first.received.next()).toEqual([{ propertyDraftId: firstDraft.propertyDraftId }]);
    // The second agent's first message is its own: the first agent's, sent before, never came.
    expect(await second.received.next()).toEqual([{ propertyDraftId: secondDraft.propertyDraftId }]);
    await sleep(100);
    expect(first.received.messages).toHaveLength(1);
    expect(second.received.messages).toHaveLength(1);
  });

  it('stops receiving a group after LeaveGroup, and receives nothing sent before it joined', async () => {
    const { agentId, connection, received } = await connectedAgent();
    await server.app.hub.notifier.send(agentId, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await server.app.hub.notifier.send(agentId, PUBLISHED_GROUP, { propertyDraftId: agentId });
    expect(await received.next()).toEqual([{ propertyDraftId: agentId }]);
    await connection.invoke(HUB_METHODS.leaveGroup, PUBLISHED_GROUP);
    await server.app.hub.notifier.send(agentId, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    await sleep(100);
    expect(received.messages).toHaveLength(1);
  });

  it('answers unknown groups, unknown methods and wrong arguments with an error completion', async () => {
    const { connection } = await connectedAgent();
    await expect(connection.invoke(HUB_METHODS.joinGroup, 'OTRO_GRUPO')).rejects.toThrow('Unknown group.');
    await expect(connection.invoke(HUB_METHODS.joinGroup, 'PROPERTY_DRAFT_PUBLISHING_no/es/un/id')).rejects.toThrow('Unknown group.');
    await expect(connection.invoke(HUB_METHODS.joinGroup, 42)).rejects.toThrow('JoinGroup takes one group name.');
    await expect(connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP, 'de más')).rejects.toThrow('JoinGroup takes one group name.');
    await expect(connection.invoke('DeleteEverything')).rejects.toThrow("Unknown hub method 'DeleteEverything'.");
    expect(connection.state).toBe(HubConnectionState.Connected);
  });
});

describe('the protocol on the wire', () => {
  it('answers the handshake with {} and sends ReceiveMessage as an invocation without an id', async () => {
    const { token, agent } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    raw.send(`{"type":1,"invocationId":"7","target":"JoinGroup","arguments":["${PUBLISHED_GROUP}"]}${RS}`);
    await eventually(() => raw.received().includes('"invocationId":"7"'));
    await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    await eventually(() => raw.received().includes('ReceiveMessage'));
    const records = raw.received().split(RS).filter((record) => record !== '' && record !== '{"type":6}');
    expect(records.map((record) => JSON.parse(record))).toEqual([
      {},
      { type: 3, invocationId: '7' },
      { type: 1, target: 'ReceiveMessage', arguments: [{ propertyDraftId: MISSING_DRAFT_ID }] },
    ]);
    raw.socket.close();
  });

  it('runs a join sent without an invocation id, answering nothing', async () => {
    const { token, agent } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    raw.send(`{"type":1,"target":"JoinGroup","arguments":["${PUBLISHED_GROUP}"]}${RS}`);
    await eventually(() => server.app.hub.stats().groups > 0);
    await sleep(50);
    await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    await eventually(() => raw.received().includes('ReceiveMessage'));
    expect(raw.received()).not.toContain('"type":3');
    raw.socket.close();
  });
});
