import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(v4);
};

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether the offline stand-ins may answer this client: anyone with DEV_TOOLS=public, otherwise
 * only a client on this machine. Without TRUST_PROXY a local reverse proxy would make every
 * visitor look local, so a request that arrives through a proxy (it names a forwarded client)
 * is not local; with TRUST_PROXY the forwarded client address decides.
 */
export function isLocalClient(request: FastifyRequest, config: Pick<Config, 'devTools' | 'trustProxy'>): boolean {
  if (config.devTools === 'public') return true;
  if (config.trustProxy !== false) return isLoopbackAddress(request.ip);
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** The client as the reCAPTCHA verifier sees it (the offline one serves local clients only). */
export const recaptchaClient = (
  request: FastifyRequest,
  config: Pick<Config, 'devTools' | 'trustProxy'>,
): { ip: string; local: boolean } => ({ ip: request.ip, local: isLocalClient(request, config) });

/** A HOST that other machines can reach (anything but a loopback address or localhost). */
export const isPublicHost = (host: string): boolean => host !== 'localhost' && !isLoopbackAddress(host);

/**
 * An onRequest hook for the offline stand-ins' own pages: to anyone but a local client they do
 * not exist (the same answer as any unknown path, so their presence is not revealed either).
 */
export const localClientsOnly =
  (config: Pick<Config, 'devTools' | 'trustProxy'>): onRequestAsyncHookHandler =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalClient(request, config)) return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  };
