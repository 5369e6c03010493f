import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Connection tokens: what a negotiate (API key and bearer token checked) hands the client for its
 * websocket upgrade, where a browser cannot send headers. Single use and short-lived; only their
 * digest is kept. With Redis they are shared, so a negotiate on one instance opens a socket on
 * another (no sticky sessions needed).
 */
export interface ConnectionGrant {
  readonly agentId: string;
  readonly tokenId: string;
}

export interface ConnectionTokens {
  issue(grant: ConnectionGrant): Promise<string>;
  /** The grant of a token issued and not yet spent nor expired; spending it on the way. */
  consume(token: string): Promise<ConnectionGrant | null>;
}

const newToken = (): string => randomBytes(24).toString('base64url');
const digest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Token text we ever issue: anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function memoryConnectionTokens(ttlMs: number, now: () => number = Date.now): ConnectionTokens & { prune(): void } {
  const grants = new Map<string, { grant: ConnectionGrant; expiresAt: number }>();
  return {
    async issue(grant) {
      const token = newToken();
      grants.set(digest(token), { grant, expiresAt: now() + ttlMs });
      return token;
    },
    async consume(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const key = digest(token);
      const entry = grants.get(key);
      grants.delete(key);
      return entry !== undefined && entry.expiresAt > now() ? entry.grant : null;
    },
    /** Forgets tokens never used: a negotiate whose client never upgraded. */
    prune() {
      const at = now();
      for (const [key, entry] of grants) if (entry.expiresAt <= at) grants.delete(key);
    },
  };
}

const KEY_PREFIX = 'agentes:hub:connection-token:';

const decodeGrant = (text: string | null): ConnectionGrant | null => {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<ConnectionGrant>;
    return typeof value.agentId === 'string' && typeof value.tokenId === 'string' ? { agentId: value.agentId, tokenId: value.tokenId } : null;
  } catch {
    return null;
  }
};

/** Redis keeps them with their time to live; GETDEL spends a token atomically, once across all instances. */
export function redisConnectionTokens(redis: Redis, ttlMs: number): ConnectionTokens {
  return {
    async issue(grant) {
      const token = newToken();
      await redis.set(KEY_PREFIX + digest(token), JSON.stringify(grant), 'PX', ttlMs);
      return token;
    },
    async consume(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      return decodeGrant(await redis.getdel(KEY_PREFIX + digest(token)));
    },
  };
}
