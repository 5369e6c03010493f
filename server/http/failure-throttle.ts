/**
 * Failed attempts per key (the e-mail of a password sign-in), in memory, per process.
 *
 * Below `threshold` failures every attempt is evaluated. From the threshold on, an attempt that
 * does not prove a human (no accepted reCAPTCHA token) is refused until a delay has passed since
 * the last failure: `baseDelayMs` after the threshold-th failure, doubling with each further one,
 * at most `maxDelayMs`; after the delay one attempt without a token is evaluated again. An attempt
 * that proves a human is always evaluated, so the owner with the right password gets in whatever a
 * stranger did. A success forgets the key; so does a window with no failure once the delay is over.
 *
 * Attempts under way count as failures until they settle: a burst of simultaneous attempts
 * cannot slip past the threshold while the first ones are still checking the password.
 *
 * At most `capacity` keys are kept (the least recently attempted go first), so a flood of
 * made-up e-mails cannot grow memory without limit.
 */

export interface FailureThrottleOptions {
  readonly threshold: number;
  readonly windowMs: number;
  /** The clock, in ms (the app's injectable clock, so tests move it instead of waiting). */
  readonly now: () => number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly capacity?: number;
}

export type Outcome = 'success' | 'failure' | 'other';

export type Admission =
  | {
      readonly admitted: true;
      /** Call once with what the attempt came to ('other': neither, e.g. a server error). */
      settle(outcome: Outcome): void;
    }
  | { readonly admitted: false; readonly retryAfterSeconds: number };

export interface FailureThrottle {
  /** Whether an attempt for `key` is evaluated now; `human`: it carries an accepted reCAPTCHA token. */
  admit(key: string, human: boolean): Admission;
  /** Keys held (for tests). */
  size(): number;
}

export const DEFAULT_BASE_DELAY_MS = 1_000;
export const DEFAULT_MAX_DELAY_MS = 5 * 60_000;
export const DEFAULT_CAPACITY = 50_000;

interface Entry {
  failures: number;
  lastFailureAt: number;
  /** No attempt without a token before this time (once failures ≥ threshold). */
  blockedUntil: number;
  /** Admitted attempts not settled yet. */
  pending: number;
}

export function createFailureThrottle(options: FailureThrottleOptions): FailureThrottle {
  const { threshold, windowMs, now } = options;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const capacity = options.capacity ?? DEFAULT_CAPACITY;
  // A Map iterates in insertion order: re-inserting on every attempt keeps the oldest first.
  const entries = new Map<string, Entry>();

  const delayAfter = (failures: number): number =>
    Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - threshold, 30));

  const live = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    const forgotten = entry.pending === 0 && at >= Math.max(entry.lastFailureAt + windowMs, entry.blockedUntil);
    if (!forgotten) return entry;
    entries.delete(key);
    return undefined;
  };

  const refusal = (entry: Entry, at: number): number | null => {
    if (entry.failures + entry.pending < threshold) return null;
    // Past the threshold: one attempt without a token at a time, and only once the delay is over.
    if (entry.failures >= threshold && entry.pending === 0 && at >= entry.blockedUntil) return null;
    return Math.max(1, Math.ceil((entry.blockedUntil - at) / 1000));
  };

  const settle = (key: string, entry: Entry, outcome: Outcome): void => {
    entry.pending -= 1;
    if (outcome === 'failure') {
      const at = now();
      entry.failures += 1;
      entry.lastFailureAt = at;
      if (entry.failures >= threshold) entry.blockedUntil = at + delayAfter(entry.failures);
    } else if (outcome === 'success') {
      entry.failures = 0;
      entry.blockedUntil = 0;
    }
    if (entry.failures === 0 && entry.pending === 0 && entries.get(key) === entry) entries.delete(key);
  };

  return {
    admit(key, human) {
      const at = now();
      const entry = live(key, at) ?? { failures: 0, lastFailureAt: at, blockedUntil: 0, pending: 0 };
      if (!human) {
        const retryAfterSeconds = refusal(entry, at);
        if (retryAfterSeconds !== null) return { admitted: false, retryAfterSeconds };
      }
      entry.pending += 1;
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
      let settled = false;
      return {
        admitted: true,
        settle(outcome) {
          if (settled) return;
          settled = true;
          settle(key, entry, outcome);
        },
      };
    },
    size: () => entries.size,
  };
}
