import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_LIMITS, scrubSecrets } from '../../src/schema/client-error-rules.ts';
import { createErrorReporter, type ClientErrorPayload } from '../../src/services/error-reporter.ts';

const setup = (route = '/customers', maxPerWindow = 5) => {
  const sent: ClientErrorPayload[] = [];
  let time = 0;
  const report = createErrorReporter({
    send: async (payload) => {
      sent.push(payload);
    },
    release: '0.1.0+abc1234',
    route: () => route,
    now: () => time,
    maxPerWindow,
    windowMs: 60_000,
  });
  return { report, sent, advance: (ms: number) => (time += ms) };
};

const errorAt = (message: string, frame: string): Error => {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at ${frame} (http://localhost/assets/index-AbC123.js:1:2)`;
  return error;
};

describe('the SPA error reporter', () => {
  it('sends an error with its stack, the route and the release', () => {
    const { report, sent } = setup();
    report(errorAt('boom', 'render'));
    expect(sent).toEqual([
      { message: 'Error: boom', stack: expect.stringContaining('at render'), route: '/customers', release: '0.1.0+abc1234' },
    ]);
  });

  it('reports each distinct error once, however often it happens', () => {
    const { report, sent } = setup();
    for (let i = 0; i < 10; i++) report(errorAt('boom', 'render'));
    report(errorAt('boom', 'elsewhere'));
    report(errorAt('other', 'render'));
    expect(sent.map((payload) => payload.message)).toEqual(['Error: boom', 'Error: boom', 'Error: other']);
  });

  it('sends at most maxPerWindow reports a window, then again once the window has passed', () => {
    const { report, sent, advance } = setup('/x', 3);
    for (let i = 0; i < 6; i++) report(errorAt(`e${i}`, 'f'));
    expect(sent).toHaveLength(3);
    advance(60_001);
    report(errorAt('e3', 'f'));
    expect(sent).toHaveLength(4);
  });

  it('scrubs tokens from the message, the stack and the route before sending', () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8';
    const { report, sent } = setup(`/oauth/authorize/instagram?code=AQD-secret#access_token=${token}`);
    report(errorAt(`Bearer ${token} refused`, `fetch?token=${token}`));
    const text = JSON.stringify(sent);
    expect(text).not.toContain(token);
    expect(text).not.toContain('AQD-secret');
    expect(sent[0]?.message).toBe('Error: Bearer [redacted] refused');
    expect(sent[0]?.route).toBe('/oauth/authorize/instagram?code=[redacted]#access_token=[redacted]');
  });

  it("clips fields to the server's caps and reports rejections that are not errors", () => {
    const { report, sent } = setup();
    report(new Error('word '.repeat(1_000)));
    report({ reason: 'nope' });
    report('plain text');
    expect(sent[0]?.message.length).toBe(CLIENT_ERROR_LIMITS.messageChars);
    expect(sent.slice(1).map((payload) => payload.message)).toEqual(['Non-error thrown: {"reason":"nope"}', 'plain text']);
  });

  it('never throws when sending fails', async () => {
    const report = createErrorReporter({ send: vi.fn(async () => Promise.reject(new Error('offline'))), release: 'r', route: () => '/' });
    expect(() => report(new Error('boom'))).not.toThrow();
  });
});

describe('scrubSecrets', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['/x?access_token=abc&page=2', '/x?access_token=[redacted]&page=2'],
    ['auth.accessToken=abc; theme=dark', 'auth.accessToken=[redacted]; theme=dark'],
    ['{"password":"hunter2"}', '{"password":"[redacted]"}'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'jwt [redacted]'],
    ['/customers/0b3c2f1e-8a4d-4b7e-9f00-123456789abc', '/customers/0b3c2f1e-8a4d-4b7e-9f00-123456789abc'],
    ['at index-AbC123.js:1:2', 'at index-AbC123.js:1:2'],
    ['Authorization: Basic dXNlcjpwYXNz', 'Authorization: Basic [redacted]'],
    ['{"Authorization":"Basic dXNlcjpwYXNz"}', '{"Authorization":"Basic [redacted]"}'],
    ['proxy-authorization: Digest username="ana", response="6629fae49393a05397450978507c4ef1"', 'proxy-authorization: Digest [redacted]'],
    ['/password-reset?authorization=abc&page=2', '/password-reset?authorization=[redacted]&page=2'],
    ['sent Basic dXNlcjpwYXNz to the proxy', 'sent Basic [redacted] to the proxy'],
    ['Basic information is missing', 'Basic information is missing'],
    ['GET https://ana:hunter2@api.ejemplo.com/x failed', 'GET https://[redacted]@api.ejemplo.com/x failed'],
    ['redis://:hunter2@127.0.0.1:6379/0', 'redis://[redacted]@127.0.0.1:6379/0'],
    ['mail ana@ejemplo.com at https://ejemplo.com/a@b', 'mail ana@ejemplo.com at https://ejemplo.com/a@b'],
    ['Cookie: sid=s3cr3t; theme=dark\nnext line', 'Cookie: [redacted]\nnext line'],
    ['set-cookie: sid=s3cr3t; Path=/; HttpOnly', 'set-cookie: [redacted]'],
    ['{"cookie":"sid=s3cr3t","x":1}', '{"cookie":"[redacted]","x":1}'],
    ['document.cookie = "sid=s3cr3t"', 'document.cookie = "[redacted]"'],
    ['no cookies here', 'no cookies here'],
  ])('%s → %s', (input, output) => {
    expect(scrubSecrets(input)).toBe(output);
  });
});
