import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 21: a session per device. Each access token is one signed-in device: what the account's
 * 'Sesiones activas' shows of it (a device label read from the User-Agent, a coarse place known
 * offline — never the address itself) and, once revoked, why (`logout`, `closed`, `password-change`,
 * `password-reset`), so a token ended from elsewhere answers SESSION_REVOKED and one ended by its
 * own logout stays ACCESS_TOKEN_INVALID. Rows before this migration have none of the three.
 */
const COLUMNS = ['device', 'place', 'revoked_reason'] as const;

export const sessions: Migration = {
  async up(db: AnyDb) {
    for (const column of COLUMNS) await db.schema.alterTable('access_tokens').addColumn(column, 'text').execute();
  },
  async down(db: AnyDb) {
    for (const column of COLUMNS) await db.schema.alterTable('access_tokens').dropColumn(column).execute();
  },
};
