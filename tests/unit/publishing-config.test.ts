import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { propertySlug, postKey } from '../../server/repositories/properties.ts';

describe('publishing settings (issue 11)', () => {
  it('defaults: 700 ms per simulated post, a 30 s lease, a poll a second', () => {
    const config = loadConfig({});
    expect(config.offlinePostDelayMs).toBe(700);
    expect(config.publishing).toEqual({ leaseMs: 30_000, pollMs: 1_000 });
  });

  it('reads OFFLINE_POST_DELAY_MS, PUBLISHING_LEASE_MS and PUBLISHING_POLL_MS, refusing nonsense', () => {
    const config = loadConfig({ OFFLINE_POST_DELAY_MS: '0', PUBLISHING_LEASE_MS: '5000', PUBLISHING_POLL_MS: '250' });
    expect(config.offlinePostDelayMs).toBe(0);
    expect(config.publishing).toEqual({ leaseMs: 5_000, pollMs: 250 });
    expect(() => loadConfig({ OFFLINE_POST_DELAY_MS: '-1' })).toThrow(/OFFLINE_POST_DELAY_MS/);
    expect(() => loadConfig({ PUBLISHING_LEASE_MS: '10' })).toThrow(/PUBLISHING_LEASE_MS/);
  });
});

describe('property slugs and post keys', () => {
  it('a slug is the folded title and a random tail', () => {
    expect(propertySlug('Apartamento en venta en Chacao')).toMatch(/^apartamento-en-venta-en-chacao-[a-z0-9]{5}$/);
    expect(propertySlug('Casa en alquiler en Peña Ñú')).toMatch(/^casa-en-alquiler-en-pena-nu-[a-z0-9]{5}$/);
    expect(propertySlug(null)).toMatch(/^propiedad-[a-z0-9]{5}$/);
    expect(propertySlug('Apartamento')).not.toBe(propertySlug('Apartamento'));
  });

  it('post keys are stable per draft, network and page', () => {
    expect(postKey('d1', 'instagram')).toBe('publish:d1:instagram');
    expect(postKey('d1', 'facebook', 'p9')).toBe('publish:d1:facebook:p9');
  });
});
