import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SECRETS_KEY_FILE, parseSecretsKey, resolveSecretsKey } from '../../server/secrets/key.ts';
import { SecretBoxError, createSecretBox } from '../../server/secrets/secret-box.ts';
import { startupNotes } from '../../server/startup-notes.ts';

const KEY = randomBytes(32);
const CONTEXT = 'media_provider_agents|agente-1|mp-facebook';
const TOKEN = 'EAAG-un-token-largo-de-facebook-ñ-🏡';

/** The failure reason of opening `sealed`, or 'opened'. */
const reasonOf = (open: () => string): string => {
  try {
    open();
    return 'opened';
  } catch (error) {
    expect(error).toBeInstanceOf(SecretBoxError);
    expect((error as Error).message).not.toContain(TOKEN);
    return (error as SecretBoxError).reason;
  }
};

/** Flips one bit of the base64url part `index` of a sealed value. */
const flip = (sealed: string, index: number): string => {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
};

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(KEY);

  it('round-trips, and the sealed text shows neither the token nor the key', () => {
    const sealed = box.seal(TOKEN, CONTEXT);
    expect(box.open(sealed, CONTEXT)).toBe(TOKEN);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain(KEY.toString('base64url'));
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed.startsWith(`v1.${box.keyId}.`)).toBe(true);
  });

  it('uses a fresh nonce each time: the same token seals differently', () => {
    expect(box.seal(TOKEN, CONTEXT)).not.toBe(box.seal(TOKEN, CONTEXT));
  });

  it('a key of the same bytes opens what another box sealed (a restart)', () => {
    expect(createSecretBox(Buffer.from(KEY)).open(box.seal(TOKEN, CONTEXT), CONTEXT)).toBe(TOKEN);
  });

  it.each([
    ['the nonce', 2],
    ['the ciphertext', 3],
    ['the tag', 4],
  ])('detects tampering with %s', (_name, index) => {
    expect(reasonOf(() => box.open(flip(box.seal(TOKEN, CONTEXT), index), CONTEXT))).toBe('altered');
  });

  it('refuses a sealed value moved to another row (another agent or provider)', () => {
    const sealed = box.seal(TOKEN, CONTEXT);
    expect(reasonOf(() => box.open(sealed, 'media_provider_agents|agente-2|mp-facebook'))).toBe('altered');
    expect(reasonOf(() => box.open(sealed, 'media_provider_agents|agente-1|mp-instagram'))).toBe('altered');
  });

  it('tells another key apart from tampering', () => {
    const other = createSecretBox(randomBytes(32));
    expect(other.keyId).not.toBe(box.keyId);
    expect(reasonOf(() => other.open(box.seal(TOKEN, CONTEXT), CONTEXT))).toBe('other-key');
  });

  it.each(['', 'texto', 'v2.a.b.c.d', 'v1.a.b.c', `v1.x.y.z.w`, 'v1.!!.b.c.d'])('refuses the malformed %j', (value) => {
    const withOurKey = value.replace(/^v1\.x\./, `v1.${box.keyId}.`);
    expect(['malformed', 'other-key']).toContain(reasonOf(() => box.open(withOurKey, CONTEXT)));
  });

  it('refuses a nonce or tag of the wrong size under our key id', () => {
    const parts = box.seal(TOKEN, CONTEXT).split('.');
    parts[4] = Buffer.from('corta').toString('base64url');
    expect(reasonOf(() => box.open(parts.join('.'), CONTEXT))).toBe('malformed');
  });

  it('wants a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('SECRETS_KEY', () => {
  it.each([
    ['hex', KEY.toString('hex')],
    ['HEX', KEY.toString('hex').toUpperCase()],
    ['base64', KEY.toString('base64')],
    ['base64url', KEY.toString('base64url')],
    ['base64 with spaces around', `  ${KEY.toString('base64')}\n`],
  ])('reads 32 bytes written as %s', (_name, text) => {
    expect(parseSecretsKey(text).equals(KEY)).toBe(true);
  });

  it.each([
    ['too short (16 bytes, hex)', randomBytes(16).toString('hex')],
    ['too long (48 bytes, base64)', randomBytes(48).toString('base64')],
    ['a passphrase', 'mi-clave-secreta-de-produccion'],
    ['hex with a stray letter', `${KEY.toString('hex').slice(0, 63)}g`],
    ['base64 with two pads', `${KEY.toString('base64').slice(0, 42)}==`],
  ])('refuses %s with a message naming the forms, never the value', (_name, text) => {
    let message = '';
    try {
      parseSecretsKey(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SECRETS_KEY must be 32 random bytes written as 64 hex digits or as base64/);
    expect(message).not.toContain(text.trim());
  });

  it('a malformed SECRETS_KEY stops the configuration at start', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'demasiado-corta' })).toThrow(/SECRETS_KEY must be/);
    expect(loadConfig({ SECRETS_KEY: KEY.toString('hex') }).secretsKey).toBe(KEY.toString('hex'));
    expect(loadConfig({}).secretsKey).toBeNull();
    expect(loadConfig({ SECRETS_KEY: '' }).secretsKey).toBeNull();
  });
});

describe('the key file in the data folder', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'agentes-secrets-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is made once with mode 0600, then reused', async () => {
    const first = await resolveSecretsKey(null, join(dataDir, 'nuevo'));
    expect(first).toMatchObject({ source: 'file', created: true, looseMode: false });
    const file = join(dataDir, 'nuevo', SECRETS_KEY_FILE);
    expect(first.file).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.key).toHaveLength(32);

    const second = await resolveSecretsKey(null, join(dataDir, 'nuevo'));
    expect(second.created).toBe(false);
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('two starts at once agree on one key', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => resolveSecretsKey(null, dataDir)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    for (const result of results) expect(result.key.equals(results[0]?.key ?? Buffer.alloc(0))).toBe(true);
  });

  it('SECRETS_KEY wins, and no file is made', async () => {
    const resolved = await resolveSecretsKey(KEY.toString('base64'), dataDir);
    expect(resolved).toMatchObject({ source: 'env', created: false, file: null });
    expect(resolved.key.equals(KEY)).toBe(true);
    await expect(stat(join(dataDir, SECRETS_KEY_FILE))).rejects.toThrow();
  });

  it('a damaged key file stops the start instead of being replaced (that would orphan every token)', async () => {
    const file = join(dataDir, SECRETS_KEY_FILE);
    await writeFile(file, 'no-es-una-clave\n', { mode: 0o600 });
    await expect(resolveSecretsKey(null, dataDir)).rejects.toThrow(/key file .* must be 32 random bytes/);
    expect(await readFile(file, 'utf8')).toBe('no-es-una-clave\n');
  });

  it('reports a key file others can read', async () => {
    await writeFile(join(dataDir, SECRETS_KEY_FILE), `${KEY.toString('base64')}\n`, { mode: 0o644 });
    const resolved = await resolveSecretsKey(null, dataDir);
    expect(resolved.looseMode).toBe(true);
    expect(resolved.key.equals(KEY)).toBe(true);
  });
});

describe('startup notes about the key', () => {
  it('in development say where the key file is', () => {
    const { info } = startupNotes(loadConfig({ DATA_DIR: '/srv/agentes' }));
    expect(info.join('\n')).toContain(`/srv/agentes/${SECRETS_KEY_FILE}`);
  });

  it('in production warn when SECRETS_KEY is not set, and stay quiet when it is', () => {
    const without = startupNotes(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/agentes' }));
    expect(without.warn.join('\n')).toContain('SECRETS_KEY is not set');
    const withKey = startupNotes(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: KEY.toString('hex') }));
    expect(withKey.warn.join('\n')).not.toContain('SECRETS_KEY');
    expect(withKey.warn.join('\n')).not.toContain(KEY.toString('hex'));
  });
});
