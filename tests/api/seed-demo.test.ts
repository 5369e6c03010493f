/**
 * `npm run seed:demo` (issue 12): the demo set is written once through the app's routes, a second
 * run finds it and writes nothing (every row of every table and every uploaded file unchanged),
 * the demo agent then signs in over HTTP and sees its data, and NODE_ENV=production is refused
 * before anything is opened. On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoSeedResult } from '../../scripts/seed/demo-seed.ts';
import { createTestEnvironment, expectOk, signIn, startServerIn, type TestEnvironment } from './harness.ts';
import { createPostgresDatabase, postgresAdminUrl } from './support/test-database.ts';

/** Every file under the data dir, relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)).sort();
}

describe('seed:demo', () => {
  let environment: TestEnvironment;
  let first: DemoSeedResult;
  beforeAll(async () => {
    environment = await createTestEnvironment();
    first = await seedDemo(environment.config);
  });
  afterAll(async () => {
    await environment?.dispose();
  });

  it('writes the demo set: customers in several states, tasks in every status, listings at every stage', () => {
    expect(first.alreadySeeded).toBe(false);
    expect(first.counts).toEqual({
      customers: 60,
      archivedCustomers: expect.any(Number),
      states: expect.any(Number),
      tasks: { overdue: 7, today: 5, upcoming: 30, completed: 28, cancelled: 6 },
      attachments: expect.any(Number),
      activities: expect.any(Number),
      drafts: { pending: 3, published: 3 },
      images: 14,
      connections: 2,
      socialPosts: 4,
    });
    expect(first.counts.states).toBeGreaterThanOrEqual(6);
    expect(first.counts.archivedCustomers).toBeGreaterThan(0);
    expect(first.counts.attachments).toBeGreaterThan(0);
    // Added, task added, archived, activated: more than one event per customer.
    expect(first.counts.activities).toBeGreaterThan(60 + 70);
  });

  it('a second run detects the demo set and changes nothing: no row, no file', async () => {
    const rows = await environment.database.dump();
    const files = await filesUnder(environment.config.dataDir);
    const second = await seedDemo(environment.config);
    expect(second).toMatchObject({ alreadySeeded: true, writes: 0, counts: first.counts });
    expect(await environment.database.dump()).toBe(rows);
    expect(await filesUnder(environment.config.dataDir)).toEqual(files);
  });

  it('the demo agent signs in with the printed credentials and sees its data over HTTP', async () => {
    const server = await startServerIn(environment);
    try {
      const token = expectOk(await signIn(server, first.email, first.password)).metadata.authorization?.accessToken;
      const total = async (path: string) => expectOk(await server.api('GET', path, { token })).metadata.pagination?.total;
      expect(await total('/tenants')).toBe(60 - first.counts.archivedCustomers);
      expect(await total('/agents/tasks?range=overdue')).toBe(7);
      expect(await total('/property-drafts?statuses=1')).toBe(3);
      expect(await total('/properties')).toBe(3);
      expect(await total('/media-providers/agents')).toBe(2);
      const customer = expectOk(await server.api('GET', '/tenants?limit=1', { token })).data[0];
      expect(customer.phoneNumber.code).toBe('58');
      expect(customer.address.countryState).toEqual(expect.any(String));
      const photo = expectOk(await server.api('GET', '/properties?limit=1', { token })).data[0].thumbnail as string;
      const bytes = Buffer.from(await (await server.fetchRaw(photo)).arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      await server.close();
    }
  });
});

describe('seed:demo with NODE_ENV=production', () => {
  it('is refused with a clear message and a failing exit code, and writes nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'agentes-seed-prod-'));
    const adminUrl = postgresAdminUrl();
    const database = adminUrl === null ? null : await createPostgresDatabase(adminUrl);
    try {
      const run = spawnSync(process.execPath, [join(import.meta.dirname, '../../scripts/seed-demo.ts')], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain('refuses to run with NODE_ENV=production');
      expect(await readdir(dataDir)).toEqual([]);
      if (database !== null) expect(await database.countRows()).toEqual({});
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
