import { describe, expect, it, vi } from 'vitest';
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
