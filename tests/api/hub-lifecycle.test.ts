/**
 * The hub's clocks and its robustness (issue 11): pings, the client timeout, the handshake,
 * malformed frames, and reconnecting with `withAutomaticReconnect` after a server restart or a
 * dropped connection. Short clocks here (FAST_HUB); 15 s / 30 s in production.
 */
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_METHODS, PUBLISHED_GROUP } from '../../src/schema/hub.ts';
import { createTestEnvironment, signUp, type TestEnvironment } from './harness.ts';
import { MISSING_DRAFT_ID } from './support/drafts.ts';
import {
  FAST_HUB,
  RS,
  eventually,
  handshakenSocket,
  hubClient,
  inbox,
  negotiate,
  rawSocket,
  sleep,
  startHubServer,
  startHubTestServer,
  type HubServer,
} from './support/hub.ts';

const records = (text: string): unknown[] =>
  text
    .split(RS)
    .filter((record) => record !== '')
    .map((record) => JSON.parse(record));

describe('pings and timeouts', () => {
  let server: HubServer;
  beforeAll(async () => {
    server = await startHubTestServer({}, FAST_HUB);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pings a client it has sent nothing to for the keep-alive interval', async () => {
    const { token } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    // Keep the server hearing from us, so only the pings are measured.
    const beat = setInterval(() => raw.send(`{"type":6}${RS}`), 50);
    await sleep(500);
    clearInterval(beat);
    const pings = records(raw.received()).filter((record) => JSON.stringify(record) === '{"type":6}');
    expect(pings.length).toBeGreaterThanOrEqual(2);
    raw.socket.close();
  });

  it('closes a client it has heard nothing from for the client timeout, allowing it to reconnect', async () => {
    const { token } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    const started = Date.now();
    await raw.closed;
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(550);
    expect(waited).toBeLessThan(3_000);
    expect(records(raw.received()).at(-1)).toEqual({
      type: 7,
      error: 'Server timeout elapsed without receiving a message from the client.',
      allowReconnect: true,
    });
  });

  it('drops a socket that never completes the handshake', async () => {
    const { token } = await signUp(server);
    const { body } = await negotiate(server, { token });
    const opened = await rawSocket(server, `?id=${body.connectionToken}&access_token=${token}`);
    if (!opened.ok) throw new Error('not opened');
    await opened.raw.closed;
    expect(opened.raw.received()).toBe('');
  });

  it('keeps the official client connected over many client timeouts, its pings keeping it alive', async () => {
    const { token, agent } = await signUp(server);
    const connection = hubClient(server, token, { keepAliveIntervalMs: 100, serverTimeoutMs: 1_000 });
    const received = inbox(connection);
    await connection.start();
    await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await sleep(2_000);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    expect(await received.next()).toEqual([{ propertyDraftId: MISSING_DRAFT_ID }]);
    await connection.stop();
  });
});

describe('malformed frames', () => {
  let server: HubServer;
  beforeAll(async () => {
    server = await startHubTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const hostile: [string, (send: (data: string | Buffer, binary?: boolean) => void) => void][] = [
    ['a record that is not JSON', (send) => send(`{"type":1,${RS}`)],
    ['an empty record', (send) => send(RS)],
    ['a record without a type', (send) => send(`{"target":"JoinGroup","arguments":[]}${RS}`)],
    ['an unknown message type', (send) => send(`{"type":99}${RS}`)],
    ['an array', (send) => send(`[1,2,3]${RS}`)],
    ['an invocation without arguments', (send) => send(`{"type":1,"invocationId":"1","target":"JoinGroup"}${RS}`)],
    ['an invocation id that is not a string', (send) => send(`{"type":1,"invocationId":1,"target":"JoinGroup","arguments":[]}${RS}`)],
    ['a binary frame', (send) => send(Buffer.from([0x93, 0x01, 0xff]), true)],
    ['a record that never ends', (send) => send('x'.repeat(40 * 1024))],
    ['a frame over the size limit', (send) => send(`${'x'.repeat(70 * 1024)}${RS}`)],
    ['invalid UTF-8 in a text frame', (send) => send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d, 0x1e]))],
  ];

  it.each(hostile)('closes the connection on %s, and the server goes on', async (_name, misbehave) => {
    const { token, agent } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    misbehave(raw.send);
    await raw.closed;
    const connection = hubClient(server, token);
    const received = inbox(connection);
    await connection.start();
    await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
    await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
    expect(await received.next()).toEqual([{ propertyDraftId: MISSING_DRAFT_ID }]);
    await connection.stop();
  });

  it('says why in a close message when the frame was readable text', async () => {
    const { token } = await signUp(server);
    const raw = await handshakenSocket(server, token);
    raw.send(`{"type":99}${RS}`);
    await raw.closed;
    expect(records(raw.received()).at(-1)).toEqual({ type: 7, error: 'Connection closed with an error: unknown message type 99.', allowReconnect: false });
  });

  it('answers a handshake for another protocol with an error and closes', async () => {
    const { token } = await signUp(server);
    const { body } = await negotiate(server, { token });
    const opened = await rawSocket(server, `?id=${body.connectionToken}&access_token=${token}`);
    if (!opened.ok) throw new Error('not opened');
    opened.raw.send(`{"protocol":"messagepack","version":1}${RS}`);
    await opened.raw.closed;
    expect(records(opened.raw.received())).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
  });

  it('splits records across frames and several records in one frame', async () => {
    const { token } = await signUp(server);
    const { body } = await negotiate(server, { token });
    const opened = await rawSocket(server, `?id=${body.connectionToken}&access_token=${token}`);
    if (!opened.ok) throw new Error('not opened');
    const { raw } = opened;
    raw.send('{"protocol":"js');
    raw.send(`on","version":1}${RS}{"type":1,"invocationId":"a","target":"JoinGroup","arguments":["${PUBLISHED_GROUP}"]}${RS}{"type":6}`);
    raw.send(`${RS}{"type":1,"invocationId":"b","target":"LeaveGroup","arguments":["${PUBLISHED_GROUP}"]}${RS}`);
    await eventually(() => raw.received().includes('"invocationId":"b"'));
    expect(records(raw.received())).toEqual([{}, { type: 3, invocationId: 'a' }, { type: 3, invocationId: 'b' }]);
    // Run in the order sent: the join (which queries) did not land after the leave.
    expect(server.app.hub.stats().groups).toBe(0);
    raw.socket.close();
  });
});

describe('reconnecting', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(async () => {
    await environment?.dispose();
  });

  it('says goodbye with a close message allowing a reconnect when the server shuts down', async () => {
    const server = await startHubServer(environment);
    let closed = false;
    try {
      const { token } = await signUp(server);
      const raw = await handshakenSocket(server, token);
      await server.close();
      closed = true;
      await raw.closed;
      expect(records(raw.received()).at(-1)).toEqual({ type: 7, allowReconnect: true });
    } finally {
      if (!closed) await server.close();
    }
  });

  it('survives a server restart: close with allowReconnect, reconnect, re-join, receive', async () => {
    let server = await startHubServer(environment);
    try {
      const { token, agent } = await signUp(server);
      const connection = hubClient(server, token, { reconnectDelays: [0, 100, 200, 300, 500, 1_000, 1_000, 1_000] });
      const received = inbox(connection);
      let reconnecting = 0;
      connection.onreconnecting(() => {
        reconnecting += 1;
      });
      // The SPA re-joins its groups after a reconnect (the server forgets a closed connection's groups).
      connection.onreconnected(() => {
        void connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
      });
      await connection.start();
      await connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
      const { port } = server;
      await server.close();
      expect(reconnecting).toBe(1);
      expect(connection.state).toBe(HubConnectionState.Reconnecting);
      server = await startHubServer(environment, {}, port);
      await eventually(() => server.app.hub.stats().groups === 1, 10_000, 're-joined on the new server');
      await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
      expect(await received.next()).toEqual([{ propertyDraftId: MISSING_DRAFT_ID }]);
      await connection.stop();
    } finally {
      await server.close();
    }
  });

  it('reconnects after the server dropped a silent connection', async () => {
    const server = await startHubServer(environment, FAST_HUB);
    try {
      const { token, agent } = await signUp(server);
      // The client pings less often than the server's timeout: the server drops it.
      const connection = hubClient(server, token, { reconnectDelays: [0, 100, 200], keepAliveIntervalMs: 5_000, serverTimeoutMs: 10_000 });
      const received = inbox(connection);
      let reconnected = 0;
      connection.onreconnected(() => {
        reconnected += 1;
        // Now pinging often enough, so this connection stays.
        connection.keepAliveIntervalInMilliseconds = 100;
        void connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);
      });
      await connection.start();
      await eventually(() => reconnected === 1, 5_000, 'a reconnect');
      await sleep(FAST_HUB.clientTimeoutMs ?? 0);
      expect(reconnected).toBe(1);
      await eventually(() => server.app.hub.stats().groups === 1, 5_000, 're-joined');
      await server.app.hub.notifier.send(agent.agentId as string, PUBLISHED_GROUP, { propertyDraftId: MISSING_DRAFT_ID });
      expect(await received.next()).toEqual([{ propertyDraftId: MISSING_DRAFT_ID }]);
      await connection.stop();
    } finally {
      await server.close();
    }
  });
});
