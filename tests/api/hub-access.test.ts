/**
 * Who may open a hub websocket (issue 11): only with a connection token that a negotiate issued
 * (single use, short-lived) and the same agent's valid access token, from an allowed Origin; and
 * what happens to live connections when their token stops opening a session.
 */
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_METHODS, PUBLISHED_GROUP } from '../../src/schema/hub.ts';
import { PUBLIC_URL, expectOk, signIn, signUp } from './harness.ts';
import { eventually, hubClient, negotiate, rawSocket, sleep, startHubTestServer, type HubServer } from './support/hub.ts';

let server: HubServer;
beforeAll(async () => {
  // Connection tokens live 1.5 s here (30 s in production), so their expiry shows in a test.
  server = await startHubTestServer({}, { connectionTokenTtlMs: 1_500, tokenCheckIntervalMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
});

async function connectionToken(token: string): Promise<string> {
  const { status, body } = await negotiate(server, { token });
  expect(status).toBe(200);
  return body.connectionToken as string;
}

/** The upgrade's outcome: 101 when the socket opened (closed again at once), else the refusal's status. */
async function upgradeStatus(query: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await rawSocket(server, query, headers);
  if (!result.ok) return result.status;
  result.raw.socket.close();
  return 101;
}

describe('the websocket upgrade', () => {
  it('opens with a negotiated connection token and the access token in the query (as browsers send it) or the header', async () => {
    const { token } = await signUp(server);
    expect(await upgradeStatus(`?id=${await connectionToken(token)}&access_token=${token}`)).toBe(101);
    expect(await upgradeStatus(`?id=${await connectionToken(token)}`, { authorization: `Bearer ${token}` })).toBe(101);
  });

  it('is refused without a negotiated connection token', async () => {
    const { token } = await signUp(server);
    expect(await upgradeStatus(`?access_token=${token}`)).toBe(404);
    expect(await upgradeStatus(`?id=${'a'.repeat(32)}&access_token=${token}`)).toBe(404);
    expect(await upgradeStatus(`?id=no-es-un-token&access_token=${token}`)).toBe(404);
  });

  it('is refused when the connection token was already spent or has expired', async () => {
    const { token } = await signUp(server);
    const spent = await connectionToken(token);
    expect(await upgradeStatus(`?id=${spent}&access_token=${token}`)).toBe(101);
    expect(await upgradeStatus(`?id=${spent}&access_token=${token}`)).toBe(404);
    const late = await connectionToken(token);
    await sleep(1_700);
    expect(await upgradeStatus(`?id=${late}&access_token=${token}`)).toBe(404);
  });

  it('is refused without an access token, with an invalid one, or with another agent’s', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    expect(await upgradeStatus(`?id=${await connectionToken(first.token)}`)).toBe(401);
    expect(await upgradeStatus(`?id=${await connectionToken(first.token)}&access_token=${'x'.repeat(43)}`)).toBe(401);
    expect(await upgradeStatus(`?id=${await connectionToken(first.token)}&access_token=${second.token}`)).toBe(401);
  });

  it('is refused when the access token was revoked between negotiate and upgrade', async () => {
    const { token } = await signUp(server);
    const id = await connectionToken(token);
    expectOk(await server.api('DELETE', '/auth/landlords/logout', { token }));
    expect(await upgradeStatus(`?id=${id}&access_token=${token}`)).toBe(401);
  });

  it('is refused on any other path', async () => {
    const { token } = await signUp(server);
    const id = await connectionToken(token);
    const other = await rawSocket({ baseUrl: `${server.baseUrl}/rest/v1` }, `?id=${id}&access_token=${token}`);
    expect(other).toEqual({ ok: false, status: 404 });
  });
});

describe('the Origin of the upgrade', () => {
  it('lets in the public origin, the server’s own host and clients that send none', async () => {
    const { token } = await signUp(server);
    const query = async () => `?id=${await connectionToken(token)}&access_token=${token}`;
    expect(await upgradeStatus(await query(), { origin: PUBLIC_URL })).toBe(101);
    expect(await upgradeStatus(await query(), { origin: server.baseUrl })).toBe(101);
    expect(await upgradeStatus(await query())).toBe(101);
  });

  it('refuses another site, an opaque origin and a public URL on another scheme', async () => {
    const { token } = await signUp(server);
    for (const origin of ['http://otro-sitio.test', 'null', 'https://agentes.test', 'http://agentes.test.otro-sitio.test']) {
      const id = await connectionToken(token);
      expect(await upgradeStatus(`?id=${id}&access_token=${token}`, { origin }), origin).toBe(403);
    }
  });
});

describe('a token that stops opening a session', () => {
  it('cannot join a group any more, and its connection is closed without reconnecting', async () => {
    const { token } = await signUp(server);
    const connection = hubClient(server, token, { reconnectDelays: [0, 100] });
    await connection.start();
    let closedWith: Error | undefined;
    connection.onclose((error) => {
      closedWith = error;
    });
    expectOk(await server.api('DELETE', '/auth/landlords/logout', { token }));
    await expect(connection.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP)).rejects.toThrow('The access token is no longer valid.');
    await eventually(() => connection.state === HubConnectionState.Disconnected, 5_000, 'the connection to close');
    expect(String(closedWith)).toContain('The access token is no longer valid.');
  });
});

describe('the periodic token check', () => {
  let checked: HubServer;
  beforeAll(async () => {
    checked = await startHubTestServer({}, { tokenCheckIntervalMs: 100 });
  });
  afterAll(async () => {
    await checked?.close();
  });

  it('closes the live connections of a logged-out token, and of one closed from another session (issue 21)', async () => {
    const loggedOut = await signUp(checked);
    const replaced = await signUp(checked);
    const kept = await signUp(checked);
    const clients = [loggedOut, replaced, kept].map(({ token }) => hubClient(checked, token));
    await Promise.all(clients.map((client) => client.start()));
    expectOk(await checked.api('DELETE', '/auth/landlords/logout', { token: loggedOut.token }));
    const laptop = expectOk(await signIn(checked, replaced.email, replaced.password)).metadata.authorization?.accessToken;
    expectOk(await checked.api('DELETE', '/auth/landlords/sessions', { token: laptop }));
    // A bound on a hung check, not a speed test: a loaded CI runner took more than 5 s once.
    await eventually(() => clients[0]?.state === HubConnectionState.Disconnected && clients[1]?.state === HubConnectionState.Disconnected, 15_000, 'both to close');
    await sleep(300);
    expect(clients[2]?.state).toBe(HubConnectionState.Connected);
    await clients[2]?.stop();
  });
});

describe('connections per agent', () => {
  let capped: HubServer;
  beforeAll(async () => {
    capped = await startHubTestServer({}, { maxConnectionsPerAgent: 2 });
  });
  afterAll(async () => {
    await capped?.close();
  });

  it('refuses an agent’s connection past the cap with 429, and has room again once one closes', async () => {
    const { token } = await signUp(capped);
    const other = await signUp(capped);
    const upgrade = async (bearer: string) => {
      const { body } = await negotiate(capped, { token: bearer });
      return rawSocket(capped, `?id=${body.connectionToken}&access_token=${bearer}`);
    };
    const first = await upgrade(token);
    const second = await upgrade(token);
    expect(await upgrade(token)).toEqual({ ok: false, status: 429 });
    const others = await upgrade(other.token);
    expect(others.ok).toBe(true);
    if (!first.ok || !second.ok || !others.ok) throw new Error('not opened');
    first.raw.socket.close();
    await eventually(() => capped.app.hub.stats().connections === 2, 5_000, 'the first to close');
    const again = await upgrade(token);
    expect(again.ok).toBe(true);
    for (const opened of [second, others, again]) if (opened.ok) opened.raw.socket.close();
  });
});
