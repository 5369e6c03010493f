import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's `signed_request` (developers.facebook.com/docs/development/create-an-app/app-dashboard/data-deletion-callback):
 * `<base64url HMAC-SHA256 of the payload part, keyed with the app secret>.<base64url JSON payload>`,
 * the payload naming `algorithm: "HMAC-SHA256"` and the `user_id` (app-scoped) whose data goes.
 */

const PART = /^[A-Za-z0-9_-]+={0,2}$/;
const MAX_LENGTH = 8192;

export type SignedRequestOutcome = { readonly ok: true; readonly userId: string } | { readonly ok: false; readonly reason: string };

export function verifySignedRequest(signedRequest: string, secret: string): SignedRequestOutcome {
  if (signedRequest.length > MAX_LENGTH) return { ok: false, reason: 'too long' };
  const parts = signedRequest.split('.');
  const [signature = '', payload = ''] = parts;
  if (parts.length !== 2 || !PART.test(signature) || !PART.test(payload)) return { ok: false, reason: 'not <signature>.<payload>' };
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  // Constant time; a signature of another length is refused before the comparison, which needs equal lengths.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'payload is not JSON' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'payload is not an object' };
  const { algorithm, user_id: userId } = claims as { algorithm?: unknown; user_id?: unknown };
  if (typeof algorithm !== 'string' || algorithm.toUpperCase() !== 'HMAC-SHA256') return { ok: false, reason: 'algorithm is not HMAC-SHA256' };
  const id = typeof userId === 'number' && Number.isSafeInteger(userId) && userId >= 0 ? String(userId) : userId;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_.:-]{1,255}$/.test(id)) return { ok: false, reason: 'no user_id' };
  return { ok: true, userId: id };
}

/** A signed_request as Meta makes it (tests and local tools use it with a known secret). */
export function signRequest(payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
}
