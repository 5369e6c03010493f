import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { SECRETS_KEY_FILE } from '../secrets/key.ts';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the start did to a path other users could read, for the log. */
export interface Tightened {
  readonly path: string;
  /** The mode it had (octal text), and whether chmod took (it fails on a path we do not own). */
  readonly was: string;
  readonly error: string | null;
}

/**
 * Makes the data folder and the SQLite database readable by their owner only, creating them so
 * and narrowing them if an earlier start (or a copy) left them looser. The database holds reset
 * links, the offline-token secret, sealed provider tokens and password hashes; the folder holds
 * the secrets key and every upload. Explicit modes rather than a process umask: the umask is
 * process-wide (it would also narrow what tests and tools beside the server write) and cannot
 * be set from a worker thread, and it does nothing for files that already exist.
 */
export function ownerOnlyStorage(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Tightened[] {
  const tightened: Tightened[] = [];
  const note = (result: Tightened | null): void => {
    if (result !== null) tightened.push(result);
  };
  note(privateDir(config.dataDir));
  note(narrow(path.join(config.dataDir, SECRETS_KEY_FILE), PRIVATE_FILE_MODE));
  const file = sqliteFile(config.databaseUrl);
  if (file !== null) {
    // Only a folder we create is ours to narrow; an existing one around a DATABASE_URL may be shared.
    if (!existsSync(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite gives the -wal and -shm it creates the database file's mode, so creating the file
    // 0600 before SQLite opens it covers them; existing ones are narrowed like the file.
    if (!existsSync(file)) writeFileSync(file, '', { flag: 'a', mode: PRIVATE_FILE_MODE });
    for (const part of [file, `${file}-wal`, `${file}-shm`]) note(narrow(part, PRIVATE_FILE_MODE));
  }
  return tightened;
}

/** The file of a `sqlite:` DATABASE_URL, or null (PostgreSQL, or an in-memory database). */
export function sqliteFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  return file === ':memory:' || file === '' ? null : file;
}

function privateDir(dir: string): Tightened | null {
  // mkdir's mode passes through the umask, which can only narrow it.
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return narrow(dir, PRIVATE_DIR_MODE);
}

/** Takes group and other permissions off an existing path that has any; null when it had none. */
function narrow(target: string, mode: number): Tightened | null {
  if (!existsSync(target)) return null;
  const current = statSync(target).mode & 0o777;
  if ((current & 0o077) === 0) return null;
  const was = current.toString(8).padStart(4, '0');
  try {
    chmodSync(target, current & mode);
    return { path: target, was, error: null };
  } catch (error) {
    return { path: target, was, error: error instanceof Error ? error.message : String(error) };
  }
}
