import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (address === undefined) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  return v4 === '::1' || /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(v4);
};

/**
 * Every address a request says it was forwarded for, hop by hop: each X-Forwarded-For entry, each
 * Forwarded element's `for` (quoted, bracketed, with or without a port), X-Real-IP. An element that
 * names no client (a Forwarded element without `for`, an obfuscated `_name` or `unknown`) counts as
 * an address that is not this machine's, so a header we cannot read never makes a request local.
 */
export function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const values = (name: string): string[] => {
    const value = headers[name];
    if (value === undefined) return [];
    return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','));
  };
  const forwardedFor = values('forwarded').map((element) => {
    const pair = element
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.toLowerCase().startsWith('for='));
    return pair === undefined ? '' : pair.slice('for='.length);
  });
  return [...values('x-forwarded-for'), ...forwardedFor, ...values('x-real-ip')].map(bareAddress);
}

/** An address without the quotes, brackets and port a forwarding header may wrap it in. */
function bareAddress(raw: string): string {
  const text = raw.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]*)\](:[0-9]*)?$/.exec(text);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  const v4WithPort = /^([0-9.]+):[0-9]*$/.exec(text);
  return v4WithPort?.[1] ?? text;
}

/**
 * Whether the offline stand-ins (dev tools, offline reCAPTCHA, consent pages) may answer this
 * client: anyone with DEV_TOOLS=public, otherwise only a client on this machine. That takes a
 * loopback socket *and* every address it forwards being loopback too, whatever TRUST_PROXY says:
 * a stranger who reaches the port directly cannot claim 127.0.0.1 in a header (the socket is
 * theirs), and a stranger behind a local reverse proxy is named by the proxy (their address is).
 */
export function isLocalClient(request: FastifyRequest, config: Pick<Config, 'devTools'>): boolean {
  if (config.devTools === 'public') return true;
  return isLoopbackAddress(request.socket.remoteAddress) && forwardedAddresses(request.headers).every(isLoopbackAddress);
}

/** The client as the reCAPTCHA verifier sees it (the offline one serves local clients only). */
export const recaptchaClient = (
  request: FastifyRequest,
  config: Pick<Config, 'devTools'>,
): { ip: string; local: boolean } => ({ ip: request.ip, local: isLocalClient(request, config) });

/** A HOST that other machines can reach (anything but a loopback address or localhost). */
export const isPublicHost = (host: string): boolean => host !== 'localhost' && !isLoopbackAddress(host);

/**
 * An onRequest hook for the offline stand-ins' own pages: to anyone but a local client they do
 * not exist (the same answer as any unknown path, so their presence is not revealed either).
 */
export const localClientsOnly =
  (config: Pick<Config, 'devTools'>): onRequestAsyncHookHandler =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalClient(request, config)) return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  };
