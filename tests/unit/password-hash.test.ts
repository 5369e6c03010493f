import { afterEach, describe, expect, it, vi } from 'vitest';

/** server/auth/password.ts picks its argon2id cost once, when it loads. */
const loadWith = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../server/auth/password.ts');
};

afterEach(() => vi.unstubAllEnvs());

describe('password hashing cost', () => {
  it("uses OWASP's argon2id figures by default", async () => {
    const { hashPassword } = await loadWith({ NODE_ENV: 'development', PASSWORD_HASH_COST: '' });
    expect(await hashPassword('Secreta123')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ignores PASSWORD_HASH_COST=low outside NODE_ENV=test, in production too', async () => {
    for (const NODE_ENV of ['production', 'development', '']) {
      const { hashPassword } = await loadWith({ NODE_ENV, PASSWORD_HASH_COST: 'low' });
      expect(await hashPassword('Secreta123')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('hashes cheaply for the test suites, and either kind verifies', async () => {
    const strong = await (await loadWith({ NODE_ENV: 'production' })).hashPassword('Secreta123');
    const { hashPassword, verifyPassword } = await loadWith({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' });
    const cheap = await hashPassword('Secreta123');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword('Secreta123', cheap)).toBe(true);
    expect(await verifyPassword('Secreta123', strong)).toBe(true);
    expect(await verifyPassword('Secreta124', cheap)).toBe(false);
  });
});
