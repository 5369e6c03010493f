import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's argon2id figures: 19 MiB, 2 passes, parallelism 1. */
const OWASP = { memory: 19_456, passes: 2, parallelism: 1 } as const;
/**
 * The test suites hash a few thousand passwords at 37 ms each. They may ask for the cheapest
 * argon2id (1 MiB, 1 pass) with PASSWORD_HASH_COST=low, honoured only under NODE_ENV=test, so no
 * deployment can weaken its hashes by a stray variable. Hashes carry their parameters: verifying
 * works whichever made them.
 */
const LOW_FOR_TESTS = { memory: 1_024, passes: 1, parallelism: 1 } as const;
const PARAMS = process.env.NODE_ENV === 'test' && process.env.PASSWORD_HASH_COST === 'low' ? LOW_FOR_TESTS : OWASP;
const SALT_BYTES = 16;
const TAG_BYTES = 32;
const PREFIX = `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$`;

const derive = (password: string, salt: Buffer, params: { memory: number; passes: number; parallelism: number }, tagLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, tagLength, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** PHC-style string: `$argon2id$v=19$m=19456,t=2,p=1$<salt b64>$<hash b64>` (OWASP's figures). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PARAMS, TAG_BYTES);
  return `${PREFIX}${salt.toString('base64').replace(/=+$/, '')}$${hash.toString('base64').replace(/=+$/, '')}`;
}

const ENCODED = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Verifies against the parameters stored with the hash, so raising them later keeps old hashes valid. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt ?? '', 'base64'),
    { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
