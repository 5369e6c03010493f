import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startupNotes } from '../../server/startup-notes.ts';

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/agentes-notes', ...env });
const REAL_SERVICES = {
  SMTP_URL: 'smtp://correo.ejemplo.com:587',
  RECAPTCHA_SECRET: 'secreto',
  VITE_RECAPTCHA_SITE_KEY: 'sitio',
  GOOGLE_CLIENT_ID: 'google-id',
  FACEBOOK_APP_ID: 'fb-id',
  FACEBOOK_APP_SECRET: 'fb-secreto',
  INSTAGRAM_CLIENT_ID: 'ig-id',
  INSTAGRAM_CLIENT_SECRET: 'ig-secreto',
};

describe('startup notes', () => {
  it('warn when the stand-ins are active on an interface other machines reach (the default 0.0.0.0)', () => {
    const { warn } = startupNotes(configWith({}));
    expect(warn).toHaveLength(1);
    expect(warn[0]).toContain('HOST=0.0.0.0');
    for (const variable of ['SMTP_URL', 'RECAPTCHA_SECRET', 'GOOGLE_CLIENT_ID', 'FACEBOOK_APP_ID', 'INSTAGRAM_CLIENT_ID']) expect(warn[0]).toContain(variable);
  });

  it('stay quiet about stand-ins on a loopback HOST', () => {
    expect(startupNotes(configWith({ HOST: '127.0.0.1' })).warn).toEqual([]);
    expect(startupNotes(configWith({ HOST: 'localhost' })).warn).toEqual([]);
  });

  it('name only the stand-ins still in use', () => {
    const { warn } = startupNotes(configWith({ SMTP_URL: REAL_SERVICES.SMTP_URL }));
    expect(warn[0]).not.toContain('SMTP_URL');
    expect(warn[0]).toContain('RECAPTCHA_SECRET');
  });

  it('say nothing once every service is real', () => {
    expect(startupNotes(configWith(REAL_SERVICES)).warn).toEqual([]);
  });

  it('warn loudly with DEV_TOOLS=public, whatever the HOST', () => {
    const { warn } = startupNotes(configWith({ HOST: '127.0.0.1', DEV_TOOLS: 'public' }));
    expect(warn[0]).toMatch(/DEV_TOOLS=public.*anyone/);
  });

  it('warn when TRUST_PROXY trusts a hop count on a HOST other machines reach', () => {
    const cases: Array<Record<string, string>> = [{ TRUST_PROXY: '1' }, { TRUST_PROXY: '2', NODE_ENV: 'production' }, { TRUST_PROXY: '1', HOST: '192.168.1.10' }];
    for (const env of cases) {
      const trusting = startupNotes(configWith({ ...REAL_SERVICES, ...env })).warn;
      expect(trusting).toHaveLength(env.NODE_ENV === 'production' ? 3 : 1);
      expect(trusting.join('\n')).toMatch(new RegExp(`TRUST_PROXY=${env.TRUST_PROXY} trusts a hop count.*X-Forwarded-For`));
    }
  });

  it('stay quiet about TRUST_PROXY given as the proxy’s address, or a hop count on a loopback HOST', () => {
    const cases: Array<Record<string, string>> = [{ TRUST_PROXY: 'loopback' }, { TRUST_PROXY: '10.0.0.0/8' }, { TRUST_PROXY: '1', HOST: '127.0.0.1' }, { TRUST_PROXY: '1', HOST: 'localhost' }];
    for (const env of cases) {
      expect(startupNotes(configWith({ ...REAL_SERVICES, ...env })).warn).toEqual([]);
    }
  });

  it('in production, warn about the development key and every service not configured', () => {
    const { warn, info } = startupNotes(configWith({ NODE_ENV: 'production' }));
    expect(info).toEqual([]);
    expect(warn.join('\n')).toContain('API_KEY is not set');
    expect(warn.join('\n')).toContain('SMTP_URL');
  });
});

describe('configuration of the new safety settings', () => {
  it('DEV_TOOLS is local by default and only local or public', () => {
    expect(configWith({}).devTools).toBe('local');
    expect(configWith({ DEV_TOOLS: 'public' }).devTools).toBe('public');
    expect(() => configWith({ DEV_TOOLS: 'todos' })).toThrow(/DEV_TOOLS/);
  });

  it('TRUST_PROXY: off by default, a hop count, or named proxies; true is refused', () => {
    expect(configWith({}).trustProxy).toBe(false);
    expect(configWith({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configWith({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configWith({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
    expect(() => configWith({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => configWith({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(() => configWith({ TRUST_PROXY: 'mi-proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
