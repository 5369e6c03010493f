import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** AES-256 wants 32 bytes. */
export const SECRETS_KEY_BYTES = 32;

/** The key file made in the data folder when SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
/** 32 bytes in base64 or base64url: 43 characters, and standard base64 pads with one '='. */
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * SECRETS_KEY (or the key file's text) as bytes: 64 hex digits, or base64/base64url of 32 bytes
 * (`openssl rand -base64 32`, `openssl rand -hex 32`). Anything else is refused with a message
 * that names the expected forms and never repeats the value.
 */
export function parseSecretsKey(text: string, source = 'SECRETS_KEY'): Buffer {
  const value = text.trim();
  if (HEX_KEY.test(value)) return Buffer.from(value, 'hex');
  if (BASE64_KEY.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === SECRETS_KEY_BYTES) return bytes;
  }
  throw new Error(
    `${source} must be ${SECRETS_KEY_BYTES} random bytes written as 64 hex digits or as base64 ` +
      `(e.g. the output of \`openssl rand -base64 32\`); the value given (${value.length} characters) is neither`,
  );
}

export interface ResolvedSecretsKey {
  readonly key: Buffer;
  /** Where it came from: the environment, or the data folder's key file. */
  readonly source: 'env' | 'file';
  /** The key file (source 'file'). */
  readonly file: string | null;
  /** True when this start made the key file. */
  readonly created: boolean;
  /** The key file can be read by others than its owner (mode looser than 0600). */
  readonly looseMode: boolean;
}

/**
 * The key that encrypts provider tokens at rest: SECRETS_KEY when set, otherwise the data folder's
 * `secrets.key`, made once (0600) and reused at every later start. Made atomically: written under
 * a temporary name, then hard-linked into place, so two servers starting at once on one data
 * folder end up with the same key and nobody reads a half-written file. A key file that exists but
 * does not hold a key stops the start: making a new one would orphan every stored token.
 */
export async function resolveSecretsKey(secretsKey: string | null, dataDir: string): Promise<ResolvedSecretsKey> {
  if (secretsKey !== null) {
    return { key: parseSecretsKey(secretsKey), source: 'env', file: null, created: false, looseMode: false };
  }
  const file = path.resolve(dataDir, SECRETS_KEY_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  let created = false;
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    // writeFile's mode passes through the umask, which can only narrow it; chmod states it outright.
    await chmod(temporary, 0o600);
    await link(temporary, file);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const key = parseSecretsKey(await readFile(file, 'utf8'), `The key file ${file}`);
  const looseMode = ((await stat(file)).mode & 0o077) !== 0;
  return { key, source: 'file', file, created, looseMode };
}
