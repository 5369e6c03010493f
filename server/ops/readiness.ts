import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../db/database.ts';
import { migrationProvider } from '../db/migrations.ts';
import { pingRedis } from './redis-ping.ts';

export interface CheckResult {
  readonly ok: boolean;
  /** Short and generic on purpose: the probe is public; the details go to the log. */
  readonly error?: string;
  readonly pending?: readonly string[];
}

export interface Readiness {
  readonly ready: boolean;
  readonly checks: Readonly<Record<string, CheckResult>>;
}

export interface ReadinessTargets {
  readonly db: Db;
  readonly redisUrl: string | null;
  readonly timeoutMs: number;
  /** Where a failing check's details are written. */
  readonly log: (check: string, error: unknown) => void;
}

const withTimeout = <T>(promise: Promise<T>, timeoutMs: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const failure = (error: unknown): CheckResult => ({ ok: false, error: error instanceof Error && error.message === 'timeout' ? 'timeout' : 'unavailable' });

/**
 * What /readyz answers: the database runs a trivial query, every migration this code knows is
 * recorded as executed, and Redis answers PING when REDIS_URL is set. The checks run side by side,
 * each within `timeoutMs`, so a hanging dependency makes the probe slow by that much at most.
 */
export async function checkReadiness(targets: ReadinessTargets): Promise<Readiness> {
  const { db, redisUrl, timeoutMs, log } = targets;
  const guarded = async (name: string, check: () => Promise<CheckResult>): Promise<readonly [string, CheckResult]> => {
    try {
      return [name, await withTimeout(check(), timeoutMs)];
    } catch (error) {
      log(name, error);
      return [name, failure(error)];
    }
  };
  const checks = await Promise.all([
    guarded('database', async () => {
      await sql`select 1`.execute(db);
      return { ok: true };
    }),
    guarded('migrations', async () => {
      const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
      const pending = migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
      return pending.length === 0 ? { ok: true } : { ok: false, error: 'pending', pending };
    }),
    ...(redisUrl === null
      ? []
      : [
          guarded('redis', async () => {
            await pingRedis(redisUrl, timeoutMs);
            return { ok: true };
          }),
        ]),
  ]);
  return { ready: checks.every(([, result]) => result.ok), checks: Object.fromEntries(checks) };
}
