import type { Config } from './config.ts';
import type { Db, Engine } from './db/database.ts';
import type { HubNotifier } from './hub/notifier.ts';
import type { Providers } from './providers/index.ts';
import type { SecretBox } from './secrets/secret-box.ts';

/** What every route module needs, handed over explicitly when the app is built. */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly engine: Engine;
  readonly providers: Providers;
  /** Seals what is kept secret at rest (provider tokens) with the key of SECRETS_KEY or the data folder. */
  readonly secrets: SecretBox;
  /** Live messages to an agent's hub groups, on every instance (server/hub). */
  readonly notifier: HubNotifier;
  /** The clock; injectable so token expiry can be tested without waiting. */
  readonly now: () => Date;
}

export const isoNow = (context: AppContext): string => context.now().toISOString();
