import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { facebookConfigured, googleConfigured, type Config } from '../config.ts';

/**
 * A strict Content-Security-Policy: only our own scripts, and a third party's hosts only when
 * that third party is configured (offline, nothing external loads at all).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const script = ["'self'"];
  const frame: string[] = [];
  const connect = ["'self'", websocketOrigin(config.publicUrl)];
  const worker = ["'self'"];
  if (googleConfigured(config)) {
    script.push('https://accounts.google.com');
    frame.push('https://accounts.google.com');
    connect.push('https://accounts.google.com');
  }
  if (facebookConfigured(config)) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
  }
  if (config.recaptchaSiteKey) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.mapboxToken) {
    connect.push('https://api.mapbox.com', 'https://events.mapbox.com');
    worker.push('blob:');
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': script,
    'script-src-attr': ["'none'"],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': worker,
    'frame-src': frame.length > 0 ? frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  if (new URL(config.publicUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The live hub's origin (ws:// or wss:// of PUBLIC_URL): older engines do not let 'self' cover websockets. */
const websocketOrigin = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's and Facebook's sign-in popups (and our offline consent page) talk back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
}
