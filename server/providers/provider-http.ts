/**
 * JSON calls to a provider's documented HTTP API (Graph API, Instagram), shared by the real media
 * adapters. Tokens and secrets travel in those URLs and bodies, so nothing here ever puts a URL,
 * a body or a response into an error message: only the host and the status.
 */

/** `fetch`, injectable so the adapters are tested without the network. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider answered 5xx, something unreadable, or could not be reached: not the agent's fault. */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'the provider';
  }
};

/**
 * Graph and Instagram ids are 64-bit and some answers write them as bare numbers
 * (`"user_id": 17841405793187218`), which JSON.parse would round: such numbers under a key ending
 * in "id" are read as strings.
 */
export const parseProviderJson = (text: string): unknown => JSON.parse(text.replace(/("[A-Za-z_]*id"\s*:\s*)(-?\d{16,})/g, '$1"$2"'));

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON object a provider answered; null when it refused the request (4xx: a bad or expired
 * code or token). Anything else throws ProviderUnavailableError.
 */
export async function providerJson(fetchFn: Fetch, url: string, init: RequestInit = {}): Promise<JsonObject | null> {
  const host = hostOf(url);
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new ProviderUnavailableError(`${host} could not be reached${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  if (response.status >= 400 && response.status < 500) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderUnavailableError(`${host} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = parseProviderJson(await response.text());
  } catch {
    throw new ProviderUnavailableError(`${host} answered something other than JSON`);
  }
  if (!isObject(body)) throw new ProviderUnavailableError(`${host} answered JSON that is not an object`);
  return body;
}

/** A provider's string or numeric id as text; null for anything else. */
export const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;

export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** `expires_in` seconds from `now`, or null when the provider gave none. */
export const expiryOf = (expiresIn: unknown, now: Date): Date | null =>
  typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null;
