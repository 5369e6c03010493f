import { Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrationProvider } from './migrations.ts';

/** Brings the schema up to date; throws (and the server does not start) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
