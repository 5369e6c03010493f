import { describe, expect, it, vi } from 'vitest';
import { parseClientConfig } from '../../src/schema/client-config.ts';
import { readClientConfig, type ConfigSource } from '../../src/services/client-config.ts';

const page = (text: string | null): ConfigSource => ({
  getElementById: (id) => (id === 'agentes-config' && text !== null ? { textContent: text } : null),
});

const config = {
  apiKey: 'key-1',
  recaptchaSiteKey: null,
  googleClientId: 'google-id',
  facebookAppId: null,
  mapboxToken: null,
};

describe('client configuration', () => {
  it('reads the JSON block the server wrote into the page', () => {
    expect(readClientConfig(page(JSON.stringify(config)), false)).toEqual(config);
  });

  it('falls back to the dev key only in dev builds', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readClientConfig(page(null), true).apiKey).toBe('dev-api-key');
    expect(readClientConfig(null, true).googleClientId).toBeNull();
    expect(readClientConfig(page(null), false).apiKey).toBe('');
    expect(readClientConfig(page('{not json'), false).apiKey).toBe('');
    expect(readClientConfig(page(JSON.stringify({ apiKey: 1 })), true).apiKey).toBe('dev-api-key');
    error.mockRestore();
  });
});

describe('the configuration check', () => {
  it('takes the five fields and ignores unknown ones', () => {
    expect(parseClientConfig({ ...config, extra: 1 })).toEqual({ ok: true, value: config });
    expect(parseClientConfig({ ...config, recaptchaSiteKey: 'site', facebookAppId: 'app', mapboxToken: 'pk' })).toMatchObject({ ok: true });
  });

  it('refuses anything else, naming the field', () => {
    expect(parseClientConfig(null)).toMatchObject({ ok: false });
    expect(parseClientConfig([config])).toMatchObject({ ok: false });
    expect(parseClientConfig({ ...config, apiKey: null })).toEqual({ ok: false, message: 'apiKey: expected a string' });
    for (const field of ['recaptchaSiteKey', 'googleClientId', 'facebookAppId', 'mapboxToken']) {
      expect(parseClientConfig({ ...config, [field]: 1 })).toEqual({ ok: false, message: `${field}: expected a string or null` });
      const { [field as keyof typeof config]: _left, ...without } = config;
      expect(parseClientConfig(without)).toMatchObject({ ok: false });
    }
  });
});
