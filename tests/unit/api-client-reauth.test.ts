import * as Schema from 'effect/Schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createSessionRenewal } from '../../src/app/session-renewal.ts';
import { reauthMachine } from '../../src/machines/reauthMachine.ts';
import { ApiFailure, createApiClient, type ApiClient } from '../../src/services/api-client.ts';
import { signIn, socialSignIn } from '../../src/services/auth-api.ts';
import { isOnline, onConnectionRestored, reportReachable } from '../../src/services/connectivity.ts';
import { agent } from '../machines/fixtures.ts';
import { otherAgent } from '../machines/reauthMachine.model.ts';

/**
 * Issue 21: a private call refused because the session ended waits for the shell's re-sign-in and is
 * replayed with the new token; the pieces are real (api client, session renewal, reauth machine), the
 * server is a fake fetch that refuses every token but the one the dialog obtains.
 */

const refusal = (type: string) => ({ data: null, metadata: { error: { type, message: type } } });

interface World {
  readonly client: ApiClient;
  readonly sent: { path: string; token: string | null }[];
  readonly reauth: ReturnType<typeof createActor<typeof reauthMachine>>;
  readonly effects: string[];
  token: string;
}

const world = (refusedWith = 'ACCESS_TOKEN_INVALID', signedIn: () => boolean = () => true): World => {
  const effects: string[] = [];
  const state = { token: 'old-token' };
  const sent: World['sent'] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
    const path = new URL(request.url).pathname;
    sent.push({ path, token });
    const body = token === 'new-token' ? { data: { ok: true }, metadata: {} } : refusal(refusedWith);
    return new Response(JSON.stringify(body), { status: token === 'new-token' ? 200 : 401 });
  }) as typeof globalThis.fetch;
  const renewal = createSessionRenewal({
    currentAgent: () => (signedIn() ? agent : null),
    ended: (reason, endedAgent) => reauth.send({ type: 'session.ended', reason, agent: endedAgent }),
  });
  const reauth = createActor(
    reauthMachine.provide({
      actions: {
        renewSession: (_, params) => {
          effects.push('renewSession');
          state.token = params.accessToken;
        },
        switchAgent: () => effects.push('switchAgent'),
        replayParked: () => renewal.release(true),
        dropParked: () => renewal.release(false),
        signOut: () => effects.push('signOut'),
      },
    }),
  ).start();
  const client = createApiClient({
    apiKey: 'key-1',
    accessToken: () => state.token,
    baseUrl: 'http://agentes.test/',
    fetch,
    onSessionEnded: renewal.onSessionEnded,
  });
  return Object.assign(state, { client, sent, reauth, effects });
};

const Ok = Schema.Struct({ ok: Schema.Boolean });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('api client: signing in again where the agent stands', () => {
  afterEach(() => reportReachable());

  it('parks a refused call, opens the dialog saying why, and replays the call with the new token', async () => {
    const w = world('SESSION_REVOKED');
    const call = w.client.send({ method: 'put', path: '/tenants/1', json: { name: 'Ana' } }, Ok);
    await settle();
    expect(w.reauth.getSnapshot().value).toBe('open');
    expect(w.reauth.getSnapshot().context.reason).toBe('SESSION_REVOKED');
    w.reauth.send({ type: 'reauth.signedIn', agent, accessToken: 'new-token' });
    await expect(call).resolves.toMatchObject({ data: { ok: true } });
    expect(w.sent.map((s) => s.token)).toEqual(['old-token', 'new-token']);
    expect(w.effects).toEqual(['renewSession']);
  });

  it('opens one dialog for several calls refused at once, and replays them all', async () => {
    const w = world();
    const calls = ['/tenants', '/tasks', '/property-drafts'].map((path) => w.client.send({ method: 'get', path }, Ok));
    await settle();
    expect(w.reauth.getSnapshot().value).toBe('open');
    w.reauth.send({ type: 'reauth.signedIn', agent, accessToken: 'new-token' });
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(w.sent.filter((s) => s.token === 'new-token').map((s) => s.path).sort()).toEqual(
      ['/rest/v1/property-drafts', '/rest/v1/tasks', '/rest/v1/tenants'],
    );
    expect(w.effects).toEqual(['renewSession']);
  });

  it('does not replay when another agent signs in: the calls fail as they did and the app switches', async () => {
    const w = world();
    const call = w.client.send({ method: 'put', path: '/tenants/1', json: {} }, Ok);
    await settle();
    w.reauth.send({ type: 'reauth.signedIn', agent: otherAgent, accessToken: 'other-token' });
    const error = await call.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).type).toBe('ACCESS_TOKEN_INVALID');
    expect(w.sent).toHaveLength(1);
    expect(w.effects).toEqual(['switchAgent']);
  });

  it("'Cerrar sesión' fails the parked calls with their refusal", async () => {
    const w = world();
    const call = w.client.send({ method: 'get', path: '/tenants' }, Ok);
    await settle();
    w.reauth.send({ type: 'reauth.signOut' });
    await expect(call).rejects.toMatchObject({ type: 'ACCESS_TOKEN_INVALID' });
    expect(w.effects).toEqual(['signOut']);
  });

  it("the dialog's own sign-in calls never open the dialog (no loop)", async () => {
    const w = world();
    await expect(signIn({ emailAddress: 'a@b.c', password: 'x' }, w.client)).rejects.toMatchObject({ type: 'ACCESS_TOKEN_INVALID' });
    await expect(socialSignIn('google', 'refused', w.client)).rejects.toMatchObject({ type: 'ACCESS_TOKEN_INVALID' });
    expect(w.reauth.getSnapshot().value).toBe('idle');
  });

  it('without a signed-in agent (the boot check, the access pages) a refusal fails at once, as before', async () => {
    const w = world('ACCESS_TOKEN_INVALID', () => false);
    await expect(w.client.send({ method: 'get', path: '/auth/landlords' }, Ok)).rejects.toMatchObject({ type: 'ACCESS_TOKEN_INVALID' });
    expect(w.reauth.getSnapshot().value).toBe('idle');
  });

  it('replays at once a call whose token was replaced while it ran (no second dialog)', async () => {
    const w = world();
    const call = w.client.send({ method: 'get', path: '/tenants' }, Ok);
    w.token = 'new-token';
    await expect(call).resolves.toMatchObject({ data: { ok: true } });
    expect(w.reauth.getSnapshot().value).toBe('idle');
  });

  it('reports a call that never reached the server, and the next one that did', async () => {
    const failing = createApiClient({
      apiKey: 'k',
      accessToken: () => null,
      baseUrl: 'http://agentes.test/',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    let restored = 0;
    const stop = onConnectionRestored(() => (restored += 1));
    await expect(failing.send({ method: 'get', path: '/tenants' }, Ok)).rejects.toMatchObject({ type: 'NETWORK_UNREACHABLE' });
    expect(isOnline()).toBe(false);
    const w = world();
    w.token = 'new-token';
    await w.client.send({ method: 'get', path: '/tenants' }, Ok);
    expect(isOnline()).toBe(true);
    expect(restored).toBe(1);
    stop();
  });
});
