import type { FastifyRequest } from 'fastify';
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

/** A HOST that other machines can reach (anything but a loopback address or localhost). */
export const isPublicHost = (host: string): boolean => host !== 'localhost' && !isLoopbackAddress(host);
