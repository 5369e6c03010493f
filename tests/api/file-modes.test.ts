/**
 * Issue 20: the data folder and the SQLite database (reset links, the offline-token secret,
 * sealed provider tokens, password hashes) are readable by their owner only — created so, and
 * narrowed at start when an earlier start or a copy left them looser.
 */
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRETS_KEY_FILE } from '../../server/secrets/key.ts';
import { createTestEnvironment, signUp, startServerIn, type TestEnvironment } from './harness.ts';
import { postgresAdminUrl } from './support/test-database.ts';

const onSqlite = postgresAdminUrl() === null;
const modeOf = async (path: string): Promise<string> => ((await stat(path)).mode & 0o777).toString(8).padStart(4, '0');

let scratch: string | null = null;
let environment: TestEnvironment | null = null;
afterEach(async () => {
  await environment?.dispose();
  environment = null;
  if (scratch !== null) await rm(scratch, { recursive: true, force: true });
  scratch = null;
});

/** An environment whose data folder (and SQLite file) live in a folder that does not exist yet. */
async function freshEnvironment(): Promise<{ dataDir: string; dbFile: string | null }> {
  scratch = await mkdtemp(join(tmpdir(), 'agentes-modes-'));
  const dataDir = join(scratch, 'nested', 'data');
  const dbFile = onSqlite ? join(dataDir, 'app.db') : null;
  const base = await createTestEnvironment({ dataDir });
  environment = dbFile === null ? base : { ...base, config: { ...base.config, databaseUrl: `sqlite:${dbFile}` } };
  return { dataDir, dbFile };
}

describe('files created by a first start', () => {
  it('DATA_DIR 0700, uploads 0700, the secrets key 0600 and, on SQLite, app.db with its -wal and -shm 0600', async () => {
    const { dataDir, dbFile } = await freshEnvironment();
    const server = await startServerIn(environment as TestEnvironment);
    try {
      await signUp(server);
      expect(await modeOf(dataDir)).toBe('0700');
      expect(await modeOf(join(dataDir, 'uploads'))).toBe('0700');
      expect(await modeOf(join(dataDir, SECRETS_KEY_FILE))).toBe('0600');
      if (dbFile !== null) {
        // Read while the server is open: SQLite removes -wal and -shm when its last connection closes.
        for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) expect([file, await modeOf(file)]).toEqual([file, '0600']);
      }
    } finally {
      await server.close();
    }
  });
});

describe('files an earlier start left readable by others', () => {
  it('are narrowed to their owner at start, and the server still works on them', async () => {
    const { dataDir, dbFile } = await freshEnvironment();
    const first = await startServerIn(environment as TestEnvironment);
    const agent = await signUp(first);
    await first.close();

    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, SECRETS_KEY_FILE), 0o644);
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    if (dbFile !== null) {
      await chmod(dbFile, 0o644);
      // Left by a crash, say: an empty WAL and index are valid for SQLite.
      await writeFile(`${dbFile}-wal`, '', { mode: 0o644 });
      await chmod(`${dbFile}-wal`, 0o644);
    }

    const second = await startServerIn(environment as TestEnvironment);
    try {
      expect(await modeOf(dataDir)).toBe('0700');
      expect(await modeOf(join(dataDir, SECRETS_KEY_FILE))).toBe('0600');
      if (dbFile !== null) {
        expect(await modeOf(dbFile)).toBe('0600');
        expect(await modeOf(`${dbFile}-wal`)).toBe('0600');
      }
      expect((await second.api('GET', '/auth/landlords', { token: agent.token })).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
