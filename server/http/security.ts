import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
    // The editor's video tool plays the picked file before uploading it (issue 10).
    'media-src': ["'self'", 'blob:'],
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

/**
 * Helmet's headers, worked out once: the policy depends only on the configuration, and
 * @fastify/helmet rebuilt the whole helmet middleware (CSP parsing included) on every request,
 * about 7 % of the busy time of a page request (issue 7). Helmet still decides every value; it
 * writes them into a stand-in response here instead of a real one per request.
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's and Facebook's sign-in popups (and our offline consent page) talk back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer gets the security headers and its request id (echoed so a user's report can be
 * found in the logs), in one hook at the start: a route or static file may still override one
 * (uploads set their own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
