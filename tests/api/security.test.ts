import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClientError,
  expectError,
  expectNothingWritten,
  expectOk,
  forgedOfflineToken,
  offlineToken,
  resetTokenFromMail,
  signIn,
  signUp,
  signUpBody,
  socialIdentity,
  startServer,
  uniqueEmail,
} from './harness.ts';
import { startServerProcess } from './support/server-process.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** The directive `name` of a Content-Security-Policy header, as a list of sources. */
const cspDirective = (header: string | null, name: string): string[] | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1);

describe('security headers', () => {
  it.each([
    ['an API answer', '/rest/v1/country-states'],
    ['an API error', '/rest/v1/no-existe'],
    ['the SPA entry', '/'],
    ['an SPA route', '/login'],
  ])('%s carries a strict Content-Security-Policy and nosniff', async (_name, path) => {
    const response = await server.fetchRaw(path, { headers: { 'x-api-key': server.config.apiKey } });
    const csp = response.headers.get('content-security-policy');
    expect(csp, `CSP of ${path}`).not.toBeNull();
    const scriptSrc = cspDirective(csp, 'script-src') ?? cspDirective(csp, 'default-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(cspDirective(csp, 'object-src') ?? cspDirective(csp, 'default-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const framing = cspDirective(csp, 'frame-ancestors');
    expect(framing?.includes("'none'") || framing?.includes("'self'") || response.headers.get('x-frame-options') !== null).toBe(
      true,
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('server-rendered pages', () => {
  it.each(['/oauth-consent/google', '/oauth-consent/facebook', '/dev/mailbox'])(
    '%s has no inline script (the CSP would block it) and carries the CSP',
    async (path) => {
      const { email } = await signUp(server);
      expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } }));
      const response = await server.fetchRaw(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(cspDirective(response.headers.get('content-security-policy'), 'script-src')).toContain("'self'");
      const html = await response.text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );

  it('the offline consent page of a configured provider is not served', async () => {
    const configured = await startServer({ googleClientId: 'id-de-cliente.apps.googleusercontent.com' });
    try {
      // The path may fall through to the SPA's history fallback; what matters is that no consent form is served.
      expect(await (await configured.fetchRaw('/oauth-consent/google')).text()).not.toContain('consent-form');
      expect(await (await configured.fetchRaw('/oauth-consent/facebook')).text()).toContain('consent-form');
    } finally {
      await configured.close();
    }
  });
});

describe('cross-origin and caching', () => {
  it('grants no cross-origin access to another site', async () => {
    const response = await server.fetchRaw('/rest/v1/country-states', {
      headers: { 'x-api-key': server.config.apiKey, origin: 'https://malicioso.example' },
    });
    const allowed = response.headers.get('access-control-allow-origin');
    expect(allowed === null || allowed === server.config.publicUrl, `access-control-allow-origin: ${allowed}`).toBe(true);
  });

  it('answers that carry a token are not cached', async () => {
    const { email, password } = await signUp(server);
    const response = await signIn(server, email, password);
    expectOk(response);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });
});

describe('routing and parsing', () => {
  it('headers over 16 KB → 431, and the connection is said to close (a keep-alive client must not reuse it)', async () => {
    const response = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(`${server.baseUrl}/rest/v1/country-states?searchQuery=${'x'.repeat(20_000)}`, { headers: { 'x-api-key': server.config.apiKey } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(response).toEqual({ status: 431, connection: 'close' });
  });

  it('a 1 MB URL → 431 every time: the server reads what the client is still sending before it closes, so the answer is not lost to a reset', async () => {
    const url = `${server.baseUrl}/rest/v1/country-states/${'x'.repeat(1_048_576)}`;
    const outcomes = await Promise.all(
      Array.from({ length: 48 }, (_, index) =>
        fetch(url, { method: index % 2 === 0 ? 'GET' : 'PUT', headers: { 'x-api-key': server.config.apiKey } }).then(
          (response) => response.status,
          (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? error),
        ),
      ),
    );
    expect(new Set(outcomes)).toEqual(new Set([431]));
  });

  it('an unknown /rest/v1 route → 404 NOT_FOUND envelope', async () => {
    expectError(await server.api('GET', '/no-existe'), 'NOT_FOUND');
    expectError(await server.api('POST', '/landlords/no-existe', { body: {} }), 'NOT_FOUND');
  });

  it('a URL the router refuses (bad escape, overlong parameter) → 400 VALIDATION_ERROR envelope', async () => {
    const token = (await signUp(server)).token;
    expectError(await server.api('GET', '/tenants/%E0%A4%A', { token }), 'VALIDATION_ERROR');
    expectError(await server.api('GET', `/tenants/${'x'.repeat(5_000)}`, { token }), 'VALIDATION_ERROR');
  });

  it('an unknown method on a known path → 404 NOT_FOUND (or 405) with an envelope', async () => {
    const response = await server.api('PATCH', '/landlords', { body: {} });
    expect([404, 405], response.text).toContain(response.status);
    expect(response.body?.data).toBeNull();
    expect(typeof response.body?.metadata.error?.type).toBe('string');
  });

  it('malformed JSON → 400 VALIDATION_ERROR envelope, nothing written', async () => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('POST', '/landlords', {
        rawBody: '{"firstName": "Ana",',
        headers: { 'content-type': 'application/json' },
      });
      expectError(response, 'VALIDATION_ERROR');
    });
  });

  it('a JSON body sent as text/plain → a typed 4xx, nothing written', async () => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('POST', '/landlords', {
        rawBody: JSON.stringify(signUpBody()),
        headers: { 'content-type': 'text/plain' },
      });
      expectClientError(response, ['VALIDATION_ERROR', 'FILE_TYPE_INVALID']);
    });
  });

  it('a 2 MB JSON body → a typed 4xx, nothing written', async () => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('POST', '/landlords', {
        body: signUpBody({ lastName: 'a'.repeat(2 * 1024 * 1024) }),
      });
      expectClientError(response, ['VALIDATION_ERROR', 'FILE_TOO_LARGE']);
    });
  });

  it('a body with prototype-pollution keys is refused and pollutes nothing', async () => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('POST', '/auth/landlords', {
        rawBody: '{"emailAddress":"a@ejemplo.com","password":"Secreta#1","__proto__":{"polluted":true}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body?.metadata.error?.type).toBe('VALIDATION_ERROR');
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the dev mailbox does not need the API key but /rest/v1 does', async () => {
    expect((await server.fetchRaw('/dev/mailbox.json')).status).toBe(200);
    expectError(await server.api('GET', '/country-states', { apiKey: null }), 'API_KEY_INVALID');
  });
});

describe('secrets at rest', () => {
  it('stores neither passwords nor access or reset tokens in clear', async () => {
    const password = `Clave#${Date.now()}xyz`;
    const { email, token } = await signUp(server, { password });
    expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } }));
    const resetToken = await resetTokenFromMail(server, email);
    const dump = await server.dump();
    expect(dump).toContain(email);
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(token);
    // The outbox keeps the e-mailed link (that is its job); no other table may hold the reset token.
    const withoutOutbox = dump.replaceAll(`/password-reset?authorization=${resetToken}`, '');
    expect(withoutOutbox).not.toContain(resetToken);
  });

  it('hashes passwords with argon2id and a salt of their own', async () => {
    const password = 'Misma#Clave2026';
    await signUp(server, { password });
    await signUp(server, { password });
    const hashes = (await server.dump()).match(/\$argon2id\$[^"]+/g) ?? [];
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('unexpected failures', () => {
  it('answer 500 SERVER_ERROR with a generic message: no SQL, no stack, no table name', async () => {
    const broken = await startServer();
    try {
      const { token } = await signUp(broken);
      await broken.database.execute('DROP TABLE tasks_completed');
      const response = await broken.api('GET', '/tasks-completed', { token });
      expectError(response, 'SERVER_ERROR');
      expect(response.text).not.toMatch(/tasks_completed|select|sqlite|postgres|relation|\bat\s.+\.ts/i);
      // The rest of the server keeps answering.
      expectOk(await broken.api('GET', '/auth/landlords', { token }));
    } finally {
      await broken.close();
    }
  });
});

describe('production mode', () => {
  it('has no dev mailbox', async () => {
    const production = await startServer({ production: true });
    try {
      expect((await production.fetchRaw('/dev/mailbox.json')).status).toBe(404);
      expect((await production.fetchRaw('/dev/mailbox')).status).toBe(404);
      expect((await production.fetchRaw('/dev/social-posts.json')).status).toBe(404);
      expect((await production.fetchRaw('/dev/social-posts')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('refuses forged offline social tokens and serves no consent page when a provider is unconfigured', async () => {
    const production = await startServer({ production: true });
    try {
      for (const provider of ['google', 'facebook'] as const) {
        expect((await production.fetchRaw(`/oauth-consent/${provider}`)).status).toBe(404);
        const accessToken = forgedOfflineToken(provider, socialIdentity());
        expectError(await production.api('POST', `/landlords/providers/${provider}`, { body: { accessToken } }), 'ACCESS_TOKEN_INVALID');
        expectError(await production.api('POST', `/auth/landlords/providers/${provider}`, { body: { accessToken } }), 'ACCESS_TOKEN_INVALID');
      }
    } finally {
      await production.close();
    }
  });
});

// The per-client ceiling of each credential endpoint family; the per-e-mail rules, TRUST_PROXY and
// the default figures are in rate-limits.test.ts.
describe('rate limits (per client, max 3 per window)', () => {
  const limited = { rateLimit: { max: 3, windowMs: 60_000, accountFailures: 5 } };

  it('the 4th sign-in from the same IP → 429 TOO_MANY_REQUESTS, whatever the e-mail', async () => {
    const target = await startServer(limited);
    try {
      const email = uniqueEmail('limite');
      for (let attempt = 1; attempt <= 3; attempt++) {
        expectError(await signIn(target, email, 'Secreta#2026'), 'EMAIL_NOT_FOUND');
      }
      const blocked = await signIn(target, email, 'Secreta#2026');
      expectError(blocked, 'TOO_MANY_REQUESTS');
      // Other e-mails from the same IP are limited too, and the limit does not reach reference data.
      expectError(await signIn(target, uniqueEmail('otra'), 'Secreta#2026'), 'TOO_MANY_REQUESTS');
      for (let call = 0; call < 5; call++) expectOk(await target.api('GET', '/country-states'));
    } finally {
      await target.close();
    }
  });

  it('the limit lifts when the window has passed, and the refusal says when to retry', async () => {
    const target = await startServer({ rateLimit: { max: 3, windowMs: 1_000, accountFailures: 5 } });
    try {
      const email = uniqueEmail('ventana');
      for (let attempt = 1; attempt <= 3; attempt++) expectError(await signIn(target, email, 'Secreta#2026'), 'EMAIL_NOT_FOUND');
      const blocked = await signIn(target, email, 'Secreta#2026');
      expectError(blocked, 'TOO_MANY_REQUESTS');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expectError(await signIn(target, email, 'Secreta#2026'), 'EMAIL_NOT_FOUND');
    } finally {
      await target.close();
    }
  });

  it('the 4th sign-up → 429 TOO_MANY_REQUESTS, nothing written', async () => {
    const target = await startServer(limited);
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expectError(await target.api('POST', '/landlords', { body: signUpBody({ password: '' }) }), 'PASSWORD_REQUIRED');
      }
      await expectNothingWritten(target, async () => {
        expectError(await target.api('POST', '/landlords', { body: signUpBody() }), 'TOO_MANY_REQUESTS');
      });
    } finally {
      await target.close();
    }
  });

  it('the 4th reset request → 429 TOO_MANY_REQUESTS, no mail', async () => {
    const target = await startServer(limited);
    try {
      const email = uniqueEmail('reset');
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await target.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } });
        expectError(response, 'EMAIL_NOT_FOUND');
      }
      await expectNothingWritten(target, async () => {
        const response = await target.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } });
        expectError(response, 'TOO_MANY_REQUESTS');
      });
    } finally {
      await target.close();
    }
  });

  it('the 4th social sign-in → 429 TOO_MANY_REQUESTS', async () => {
    const target = await startServer(limited);
    try {
      const accessToken = await offlineToken(target, 'google', socialIdentity());
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await target.api('POST', '/auth/landlords/providers/google', { body: { accessToken } });
        expectError(response, 'AGENT_NOT_FOUND');
      }
      const response = await target.api('POST', '/auth/landlords/providers/google', { body: { accessToken } });
      expectError(response, 'TOO_MANY_REQUESTS');
    } finally {
      await target.close();
    }
  });
});

describe('logs (server in a child process, LOG_LEVEL trace)', () => {
  let output = '';
  let entries: Array<Record<string, unknown>> = [];
  const secrets: Array<[string, string]> = [];
  let resetToken = '';

  beforeAll(async () => {
    const logged = await startServerProcess({ logLevel: 'trace' });
    try {
      const stamp = Date.now();
      const password = `Clave#Log${stamp}`;
      const newPassword = `Nueva#Log${stamp}`;
      const wrongPassword = `Mala#Log${stamp}`;
      const garbageToken = `garbageTokenLog${stamp}abcdef`;
      const social = await offlineToken(logged, 'google', socialIdentity());
      const { email, token } = await signUp(logged, { password });
      const second = expectOk(await signIn(logged, email, password)).metadata.authorization?.accessToken as string;
      expectOk(await logged.api('GET', '/auth/landlords', { token: second }));
      expectError(await signIn(logged, email, wrongPassword), 'PASSWORD_INVALID');
      expectError(await logged.api('GET', '/auth/landlords', { token: garbageToken }), 'ACCESS_TOKEN_INVALID');
      expectOk(await logged.api('POST', '/landlords/providers/google', { body: { accessToken: social } }), 201);
      expectOk(await logged.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } }));
      resetToken = await resetTokenFromMail(logged, email);
      // The browser opens the e-mailed link: the request line carries the token.
      await (await fetch(`${logged.baseUrl}/password-reset?authorization=${encodeURIComponent(resetToken)}`)).text();
      const reset = await logged.api('PUT', '/auth/landlords/password-reset', {
        body: { password: newPassword },
        token: resetToken,
      });
      expect(reset.status).toBe(200);
      const malformed = await logged.api('POST', '/landlords', {
        rawBody: `{"password":"${password}",`,
        headers: { 'content-type': 'application/json' },
      });
      expectError(malformed, 'VALIDATION_ERROR');
      secrets.push(
        ['the sign-up password', password],
        ['the new password', newPassword],
        ['a wrong password', wrongPassword],
        ['the sign-up access token', token],
        ['the sign-in access token', second],
        ['a garbage bearer token', garbageToken],
        ['a social access token', social],
      );
    } finally {
      await logged.close();
    }
    output = logged.output();
    entries = output
      .split('\n')
      .filter((line) => line.trim() !== '')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  });

  it('are structured JSON lines carrying a request id', () => {
    expect(entries.length, 'structured (JSON) log lines').toBeGreaterThan(5);
    expect(entries.some((entry) => entry.reqId !== undefined), 'a request id in the logs').toBe(true);
  });

  it('never contain a password or an access token', () => {
    for (const [name, secret] of secrets) expect(output.includes(secret), `${name} is in the logs`).toBe(false);
  });

  it('never contain a password-reset token', () => {
    expect(resetToken).not.toBe('');
    expect(output.includes(resetToken), 'the reset token is in the logs').toBe(false);
  });
});
