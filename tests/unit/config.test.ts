import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('rate-limit configuration', () => {
  it('defaults to 100 per client a minute and a challenge after 5 failures per e-mail', () => {
    expect(loadConfig({}).rateLimit).toEqual({ max: 100, windowMs: 60_000, accountFailures: 5 });
  });

  it('reads RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS and RATE_LIMIT_ACCOUNT_FAILURES', () => {
    const env = { RATE_LIMIT_MAX: '300', RATE_LIMIT_WINDOW_MS: '120000', RATE_LIMIT_ACCOUNT_FAILURES: '8' };
    expect(loadConfig(env).rateLimit).toEqual({ max: 300, windowMs: 120_000, accountFailures: 8 });
  });

  it.each(['0', '-1', '2.5', 'cinco'])('refuses RATE_LIMIT_ACCOUNT_FAILURES=%s', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_FAILURES: value })).toThrow(/RATE_LIMIT_ACCOUNT_FAILURES/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 172.16.0.1 ,loopback', ['10.0.0.0/8', '172.16.0.1', 'loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '0', '11', 'proxy.example.com', '10.0.0.0/8,*'])('refuses %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('REDIS_URL', () => {
  it('is off by default and read when given as redis:// or rediss://', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/1' }).redisUrl).toBe('rediss://user:pw@cache.example:6380/1');
  });

  it('refuses anything else at start', () => {
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });
});

describe('STORAGE_QUOTA_BYTES (issue 20)', () => {
  it('defaults to 5 GB per agent and reads the variable', () => {
    expect(loadConfig({}).storageQuotaBytes).toBe(5 * 1024 ** 3);
    expect(loadConfig({ STORAGE_QUOTA_BYTES: '1048576' }).storageQuotaBytes).toBe(1_048_576);
  });

  it.each(['0', '-5', '1.5', 'mucho'])('refuses STORAGE_QUOTA_BYTES=%s', (value) => {
    expect(() => loadConfig({ STORAGE_QUOTA_BYTES: value })).toThrow(/STORAGE_QUOTA_BYTES/);
  });
});
