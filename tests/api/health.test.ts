/**
 * Issue 12: /healthz and /readyz, outside the API key; /readyz turns unready (503, naming the
 * failing check) when the migrations are not all applied, when the database stops answering, and
 * when Redis is configured but does not answer.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { checkReadiness } from '../../server/ops/readiness.ts';
import { postgresAdminUrl } from './support/test-database.ts';
import { startServer, type TestServer } from './harness.ts';
import { startServerProcess } from './support/server-process.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const probe = async (path: string) => {
  const response = await server.fetchRaw(path);
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
};

describe('GET /healthz', () => {
  it('answers 200 without the API key, never cached', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
  });
});

describe('GET /readyz', () => {
  it('answers 200 with each check when the database answers and every migration is applied', async () => {
    expect(await probe('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: { ok: true }, migrations: { ok: true } } },
    });
  });

  it('answers 503 naming the pending migration when one is not recorded, and ready again once it is', async () => {
    await server.database.execute(
      "CREATE TABLE readyz_saved AS SELECT * FROM kysely_migration WHERE name = (SELECT MAX(name) FROM kysely_migration)",
    );
    await server.database.execute('DELETE FROM kysely_migration WHERE name IN (SELECT name FROM readyz_saved)');
    const unready = await probe('/readyz');
    expect(unready.status).toBe(503);
    expect(unready.body.status).toBe('unready');
    expect(unready.body.checks).toMatchObject({ database: { ok: true }, migrations: { ok: false, error: 'pending', pending: [expect.any(String)] } });
    await server.database.execute('INSERT INTO kysely_migration SELECT * FROM readyz_saved');
    await server.database.execute('DROP TABLE readyz_saved');
    expect((await probe('/readyz')).status).toBe(200);
  });

  it.runIf(postgresAdminUrl() !== null)('answers 503 while PostgreSQL refuses connections, and ready when it takes them again', async () => {
    const name = new URL(server.database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresAdminUrl() ?? '' });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const unready = await probe('/readyz');
      expect(unready.status).toBe(503);
      expect(unready.body.checks).toMatchObject({ database: { ok: false, error: 'unavailable' } });
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await probe('/readyz')).status).toBe(200);
  });
});

describe('the readiness checks', () => {
  /** A Redis stand-in: answers PING with PONG (or `answer`). */
  const fakeRedis = async (answer = '+PONG\r\n'): Promise<{ url: string; close(): Promise<void> }> => {
    const redis: Server = createServer((socket) => socket.on('data', () => socket.write(answer)));
    await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve));
    const { port } = redis.address() as AddressInfo;
    return { url: `redis://127.0.0.1:${port}`, close: () => new Promise((resolve) => redis.close(() => resolve())) };
  };
  const unusedPort = async (): Promise<number> => {
    const probeServer = createServer();
    await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
    const { port } = probeServer.address() as AddressInfo;
    await new Promise<void>((resolve) => probeServer.close(() => resolve()));
    return port;
  };

  it('fail the database check on a stopped PostgreSQL (nothing listening)', async () => {
    const { db } = openDatabase(`postgres://postgres@127.0.0.1:${await unusedPort()}/stopped`, () => undefined);
    const logged: string[] = [];
    try {
      const readiness = await checkReadiness({ db, redisUrl: null, timeoutMs: 2_000, log: (check) => logged.push(check) });
      expect(readiness.ready).toBe(false);
      expect(readiness.checks.database).toEqual({ ok: false, error: 'unavailable' });
      expect(logged).toContain('database');
    } finally {
      await db.destroy();
    }
  });

  it('check Redis when REDIS_URL is set: PONG is ready; a refusal or nothing listening is not', async () => {
    const { db } = openDatabase('sqlite::memory:', () => undefined);
    const log = () => undefined;
    const pong = await fakeRedis();
    const refusing = await fakeRedis('-NOAUTH Authentication required.\r\n');
    try {
      const ready = await checkReadiness({ db, redisUrl: pong.url, timeoutMs: 2_000, log });
      expect(ready.checks.redis).toEqual({ ok: true });
      expect((await checkReadiness({ db, redisUrl: refusing.url, timeoutMs: 2_000, log })).checks.redis).toEqual({ ok: false, error: 'unavailable' });
      const stopped = await checkReadiness({ db, redisUrl: `redis://127.0.0.1:${await unusedPort()}`, timeoutMs: 2_000, log });
      expect(stopped).toMatchObject({ ready: false, checks: { redis: { ok: false, error: 'unavailable' } } });
    } finally {
      await pong.close();
      await refusing.close();
      await db.destroy();
    }
  });
});

describe('probe logging (server in a child process)', () => {
  /** Probes, then an ordinary request whose access line shows the log has caught up. */
  async function logAfterProbes(logLevel: string): Promise<string> {
    const logged = await startServerProcess({ logLevel });
    try {
      for (const path of ['/healthz', '/readyz', '/healthz', '/readyz']) expect((await fetch(`${logged.baseUrl}${path}`)).status).toBe(200);
      expect((await logged.api('GET', '/auth/landlords')).status).toBe(401);
      await expect.poll(() => logged.output().includes('"url":"/rest/v1/auth/landlords"')).toBe(true);
      return logged.output();
    } finally {
      await logged.close();
    }
  }

  it('LOG_LEVEL=info logs ordinary requests but no probe call (the README’s promise)', async () => {
    const output = await logAfterProbes('info');
    expect(output).not.toContain('/healthz');
    expect(output).not.toContain('/readyz');
  });

  it('LOG_LEVEL=debug asks for them: each probe call is logged', async () => {
    const output = await logAfterProbes('debug');
    expect(output.match(/"url":"\/healthz"/g)).toHaveLength(2);
    expect(output.match(/"url":"\/readyz"/g)).toHaveLength(2);
  });
});
