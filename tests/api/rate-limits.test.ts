/**
 * Issue 6, item 5: limits that fit an office and resist lockout. The probe's two reproductions
 * (ten failures from ten addresses lock the owner out; ten agents behind one address are too many)
 * with the default figures, the per-e-mail challenge and its growing delay, and TRUST_PROXY.
 * Other client addresses are simulated with X-Forwarded-For through a trusted loopback proxy;
 * DEV_TOOLS=public lets the offline reCAPTCHA verifier answer those (non-local) clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { RESET_MAILS_PER_EMAIL } from '../../server/http/rate-limit.ts';
import { LONG } from './support/body-validation.ts';
import {
  DEFAULT_PASSWORD,
  expectError,
  expectNothingWritten,
  expectOk,
  expectValidationError,
  offlineToken,
  resetTokenFromMail,
  signUp,
  socialIdentity,
  socialSignUp,
  startServer,
  uniqueEmail,
  type ApiResponse,
  type TestServer,
} from './harness.ts';

const DEFAULTS = loadConfig({}).rateLimit;
const WRONG = 'Incorrecta#1';
/** Any non-empty token passes the offline verifier. */
const TOKEN = 'offline-recaptcha-token';

interface Attempt {
  readonly from?: string;
  readonly token?: string;
}

const signInAs = (target: TestServer, emailAddress: string, password: string, { from, token }: Attempt = {}) =>
  target.api('POST', '/auth/landlords', {
    body: token === undefined ? { emailAddress, password } : { emailAddress, password, recaptchaToken: token },
    headers: from === undefined ? {} : { 'x-forwarded-for': from },
  });

const retryAfter = (response: ApiResponse): number => Number(response.headers.get('retry-after'));

/** `count` distinct documentation addresses of the /24 `net` (198.51.100, 203.0.113…). */
const addresses = (net: string, count: number): string[] => Array.from({ length: count }, (_, index) => `${net}.${index + 1}`);

it('defaults: 100 requests a minute per client, a challenge after 5 failures per e-mail', () => {
  expect(DEFAULTS).toEqual({ max: 100, windowMs: 60_000, accountFailures: 5 });
});

/**
 * A server clock that moves only when told: the delays asserted below must not depend on how fast
 * a busy machine answers (the per-client ceiling keeps the real clock).
 */
const steppedClock = () => {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

describe('with the default limits, behind a trusted proxy', () => {
  let server: TestServer;
  const clock = steppedClock();
  beforeAll(async () => {
    server = await startServer({ rateLimit: DEFAULTS, trustProxy: ['loopback'], devTools: 'public' }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ten wrong passwords from ten addresses do not stop the owner, who signs in with a reCAPTCHA token', async () => {
    const owner = await signUp(server);
    const answers = [];
    for (const from of addresses('198.51.100', 10)) answers.push(await signInAs(server, owner.email, WRONG, { from }));
    // Five are evaluated; from then on an attempt without a token is not (the guesser is slowed down).
    for (const answer of answers.slice(0, 5)) expectError(answer, 'PASSWORD_INVALID');
    for (const answer of answers.slice(5)) {
      expectError(answer, 'RECAPTCHA_REQUIRED');
      expect(retryAfter(answer)).toBeGreaterThanOrEqual(1);
    }

    const home = '203.0.113.10';
    const challenged = await signInAs(server, owner.email, owner.password, { from: home });
    expectError(challenged, 'RECAPTCHA_REQUIRED');
    expect(retryAfter(challenged)).toBe(1);
    expectOk(await signInAs(server, owner.email, owner.password, { from: home, token: TOKEN }));
    // The right password forgot the failures: the next sign-in needs no token.
    expectOk(await signInAs(server, owner.email, owner.password, { from: home }));
  });

  it('a guesser with tokens is evaluated but delayed ever longer without one; after the delay the owner gets in', async () => {
    const owner = await signUp(server);
    const delays = [];
    for (const [index, from] of addresses('198.51.101', 10).entries()) {
      expectError(await signInAs(server, owner.email, WRONG, { from, token: TOKEN }), 'PASSWORD_INVALID');
      if (index + 1 >= DEFAULTS.accountFailures) {
        const probe = await signInAs(server, owner.email, WRONG, { from });
        expectError(probe, 'RECAPTCHA_REQUIRED');
        delays.push(retryAfter(probe));
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32]);

    const home = '203.0.113.11';
    expectError(await signInAs(server, owner.email, owner.password, { from: home }), 'RECAPTCHA_REQUIRED');
    clock.advance(32_000);
    expectOk(await signInAs(server, owner.email, owner.password, { from: home }));
  });

  it('a wrong password with a token still counts; a token the verifier refuses → 400, not evaluated', async () => {
    const owner = await signUp(server);
    const from = '198.51.102.1';
    for (let failure = 1; failure <= DEFAULTS.accountFailures; failure++) {
      expectError(await signInAs(server, owner.email, WRONG, { from, token: TOKEN }), 'PASSWORD_INVALID');
    }
    await expectNothingWritten(server, async () => {
      expectError(await signInAs(server, owner.email, owner.password, { from, token: '' }), 'RECAPTCHA_VERIFICATION_FAILED');
    });
    expectError(await signInAs(server, owner.email, owner.password, { from }), 'RECAPTCHA_REQUIRED');
    expectOk(await signInAs(server, owner.email, owner.password, { from, token: TOKEN }));
  });

  it('a known, a social-only and an unknown e-mail are counted, challenged and delayed alike (no enumeration)', async () => {
    const known = (await signUp(server)).email;
    const social = (await socialSignUp(server, 'google')).email;
    const unknown = uniqueEmail('nadie');
    const journey = async (email: string, net: string) => {
      const steps = [];
      for (const from of addresses(net, DEFAULTS.accountFailures + 2)) {
        const answer = await signInAs(server, email, WRONG, { from });
        const type = answer.body?.metadata.error?.type;
        const refused = ['PASSWORD_INVALID', 'EMAIL_NOT_FOUND', 'INVALID_USER_AUTH_PROVIDER'].includes(String(type));
        steps.push(refused ? 'credentials refused' : `${type} ${answer.status} ${answer.headers.get('retry-after')} ${answer.body?.metadata.error?.message}`);
      }
      return steps;
    };
    const knownSteps = await journey(known, '198.51.103');
    expect(knownSteps.slice(0, DEFAULTS.accountFailures)).toEqual(Array(DEFAULTS.accountFailures).fill('credentials refused'));
    expect(knownSteps.at(-1)).toMatch(/^RECAPTCHA_REQUIRED 429 1 /);
    expect(await journey(social, '198.51.104')).toEqual(knownSteps);
    expect(await journey(unknown, '198.51.105')).toEqual(knownSteps);
  });

  it('ten agents behind one address all sign in within a minute, typos included', async () => {
    const office = '192.0.2.10';
    const agents = [];
    for (let agent = 0; agent < 10; agent++) agents.push(await signUp(server));
    const started = Date.now();
    for (const agent of agents) {
      expectError(await signInAs(server, agent.email, WRONG, { from: office }), 'PASSWORD_INVALID');
      expectOk(await signInAs(server, agent.email, agent.password, { from: office }));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('the per-client ceiling answers 429 TOO_MANY_REQUESTS beyond 100 a minute; other addresses go on', async () => {
    const crowd = '192.0.2.20';
    for (let attempt = 0; attempt < DEFAULTS.max; attempt++) {
      expectError(await signInAs(server, uniqueEmail('tanda'), WRONG, { from: crowd }), 'EMAIL_NOT_FOUND');
    }
    const blocked = await signInAs(server, uniqueEmail('tanda'), WRONG, { from: crowd });
    expectError(blocked, 'TOO_MANY_REQUESTS');
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    // Even the right password with a token waits: this ceiling is per client, not per account.
    const owner = await signUp(server);
    expectError(await signInAs(server, owner.email, owner.password, { from: crowd, token: TOKEN }), 'TOO_MANY_REQUESTS');
    expectOk(await signInAs(server, owner.email, owner.password, { from: '192.0.2.21' }));
  });

  it(`reset e-mails: at most ${RESET_MAILS_PER_EMAIL} a window per e-mail, and each one mailed a working link`, async () => {
    const owner = await signUp(server);
    const requestReset = (emailAddress: string, from: string) =>
      server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress }, headers: { 'x-forwarded-for': from } });
    for (const from of addresses('198.51.106', RESET_MAILS_PER_EMAIL)) expectOk(await requestReset(owner.email, from));
    const mailsBefore = (await server.mailbox()).filter((mail) => mail.to === owner.email).length;
    await expectNothingWritten(server, async () => {
      expectError(await requestReset(owner.email, '198.51.106.99'), 'TOO_MANY_REQUESTS');
    });
    expect((await server.mailbox()).filter((mail) => mail.to === owner.email)).toHaveLength(mailsBefore);
    // The owner is not locked out of resetting: the links already sent work.
    const token = await resetTokenFromMail(server, owner.email);
    expectOk(await server.api('PUT', '/auth/landlords/password-reset', { body: { password: 'Nueva#Clave2026' }, token }));
    // An unknown e-mail is limited the same way.
    const unknown = uniqueEmail('nadie');
    for (const from of addresses('198.51.107', RESET_MAILS_PER_EMAIL)) {
      expectError(await requestReset(unknown, from), 'EMAIL_NOT_FOUND');
    }
    expectError(await requestReset(unknown, '198.51.107.99'), 'TOO_MANY_REQUESTS');
  });

  it('recaptchaToken must be text of bounded length', async () => {
    const { email } = await signUp(server);
    for (const recaptchaToken of [123, null, true, {}, LONG.token]) {
      const response = await server.api('POST', '/auth/landlords', {
        body: { emailAddress: email, password: DEFAULT_PASSWORD, recaptchaToken },
      });
      expectValidationError(response, 'recaptchaToken');
    }
  });
});

describe('which address counts (max 3 per window)', () => {
  const limits: Config['rateLimit'] = { max: 3, windowMs: 60_000, accountFailures: 5 };

  /** Three sign-ins with `first`, then one with `then`: is the fourth refused? */
  const fourthRefused = async (overrides: Partial<Config>, first: string, then: string): Promise<boolean> => {
    const target = await startServer({ rateLimit: limits, devTools: 'public', ...overrides });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        expectError(await signInAs(target, uniqueEmail(), WRONG, { from: first }), 'EMAIL_NOT_FOUND');
      }
      const fourth = await signInAs(target, uniqueEmail(), WRONG, { from: then });
      if (fourth.status !== 429) expectError(fourth, 'EMAIL_NOT_FOUND');
      else expectError(fourth, 'TOO_MANY_REQUESTS');
      return fourth.status === 429;
    } finally {
      await target.close();
    }
  };

  it.each([
    ['no TRUST_PROXY: X-Forwarded-For is ignored', { trustProxy: false }, '198.51.100.1', '198.51.100.2', true],
    ['a trusted proxy: the forwarded client counts', { trustProxy: ['loopback'] }, '198.51.100.1', '198.51.100.2', false],
    ['…and the same forwarded client is limited', { trustProxy: ['loopback'] }, '198.51.100.1', '198.51.100.1', true],
    ['a header from an untrusted source is ignored', { trustProxy: ['10.0.0.0/8'] }, '198.51.100.1', '198.51.100.2', true],
    ['one hop: a client cannot escape by prepending addresses', { trustProxy: 1 }, '6.6.6.6, 198.51.100.1', '7.7.7.7, 198.51.100.1', true],
    ['one hop: another client is another bucket', { trustProxy: 1 }, '198.51.100.1', '198.51.100.2', false],
    ['IPv6: one /64 is one client', { trustProxy: ['loopback'] }, '2001:db8:1:2::1', '2001:db8:1:2:ffff::9', true],
    ['IPv6: another /64 is another client', { trustProxy: ['loopback'] }, '2001:db8:1:2::1', '2001:db8:1:3::1', false],
  ] as const)('%s', async (_name, overrides, first, then, refused) => {
    expect(await fourthRefused(overrides as Partial<Config>, first, then)).toBe(refused);
  });

  it('password and social sign-in share the sign-in ceiling; sign-up has its own', async () => {
    const target = await startServer({ rateLimit: limits });
    try {
      expectError(await signInAs(target, uniqueEmail(), WRONG), 'EMAIL_NOT_FOUND');
      expectError(await signInAs(target, uniqueEmail(), WRONG), 'EMAIL_NOT_FOUND');
      const social = (accessToken: string) => target.api('POST', '/auth/landlords/providers/google', { body: { accessToken } });
      // Minting the tokens first: the consent endpoint is not a credential call and counts for nothing.
      const tokens = [await offlineToken(target, 'google', socialIdentity()), await offlineToken(target, 'google', socialIdentity())];
      expectError(await social(tokens[0] ?? ''), 'AGENT_NOT_FOUND');
      expectError(await social(tokens[1] ?? ''), 'TOO_MANY_REQUESTS');
      await signUp(target);
    } finally {
      await target.close();
    }
  });
});
