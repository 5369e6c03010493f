import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Access tokens live 30 days after their last use; reset links 30 minutes. */
export const ACCESS_TOKEN_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not each cost a write. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

// The scheme is case-insensitive (RFC 7235); the token is our base64url alphabet.
const BEARER = /^bearer +([A-Za-z0-9_-]{16,200})$/i;

/** The token of an `Authorization: Bearer …` header, or null when absent or malformed. */
export const bearerToken = (header: string | undefined): string | null => {
  if (header === undefined) return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
};
