import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the local consent page vouches for, standing in for a provider's account. */
export interface OfflineIdentity {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

/** A consent page's token is spent at once (the popup posts it straight back); ten minutes is plenty. */
export const OFFLINE_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface OfflineTokens {
  /** `offline.<kind>.<base64url(JSON claims)>.<base64url(HMAC)>`, valid for OFFLINE_TOKEN_TTL_MS. */
  issue(kind: string, identity: OfflineIdentity): string;
  /** The claims of a token this server issued for `kind` and that has not expired; null for anything else. */
  verify(kind: string, token: string): Record<string, unknown> | null;
}

/**
 * Offline provider tokens carry an HMAC under the server's own secret, so only the server (through
 * its loopback-only consent endpoint) can make one: a hand-built token is refused.
 */
export function createOfflineTokens(secret: Buffer, now: () => Date): OfflineTokens {
  const key = createHmac('sha256', secret).update('agentes offline provider tokens v1').digest();
  const sign = (signed: string): Buffer => createHmac('sha256', key).update(signed).digest();
  return {
    issue(kind, identity) {
      const claims = { ...identity, exp: now().getTime() + OFFLINE_TOKEN_TTL_MS };
      const signed = `offline.${kind}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signed}.${sign(signed).toString('base64url')}`;
    },
    verify(kind, token) {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== 'offline' || parts[1] !== kind) return null;
      const [, , payload = '', signature = ''] = parts;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(`offline.${kind}.${payload}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
      const { exp } = claims as { exp?: unknown };
      if (typeof exp !== 'number' || exp <= now().getTime()) return null;
      return claims as Record<string, unknown>;
    },
  };
}
