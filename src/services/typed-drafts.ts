import { safeStorage, type SafeStorage } from './web-storage.ts';

/**
 * Issue 21 'Nothing typed is lost': a local copy of what the agent typed in a form, kept until the
 * form is saved (or the copy discarded), so a reload or a crash does not lose it. One copy per agent,
 * per form and per record (`agentes.typed.<agentId>.<form>.<recordId|new>`), so another agent on the
 * same browser never sees it; every copy of an agent is dropped on sign-out; a copy older than
 * 7 days, or larger than 100 000 characters, is not kept. Never passwords nor files: the forms
 * give only their text values.
 */

export const TYPED_DRAFT_PREFIX = 'agentes.typed.';
export const TYPED_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const TYPED_DRAFT_MAX_CHARS = 100_000;

/** Which form: the editor's tools, the customer, task and profile forms. */
export type TypedForm = 'property' | 'instagram' | 'facebook' | 'customer' | 'task' | 'profile';

export interface TypedDraftKey {
  readonly agentId: string;
  readonly form: TypedForm;
  /** The record edited; null for a new one. */
  readonly recordId: string | null;
}

interface Stored {
  readonly savedAt: number;
  readonly values: unknown;
}

export const typedDraftKey = ({ agentId, form, recordId }: TypedDraftKey): string =>
  `${TYPED_DRAFT_PREFIX}${agentId}.${form}.${recordId ?? 'new'}`;

const agentPrefix = (agentId: string) => `${TYPED_DRAFT_PREFIX}${agentId}.`;

const parse = (text: string | null): Stored | null => {
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || !('savedAt' in stored) || !('values' in stored)) return null;
    return typeof stored.savedAt === 'number' ? { savedAt: stored.savedAt, values: stored.values } : null;
  } catch {
    return null;
  }
};

export interface TypedDrafts {
  /** Keeps the typed values (replacing the older copy). */
  remember(key: TypedDraftKey, values: unknown): void;
  /** The copy kept, unless missing, unreadable or expired (which are removed). */
  restore(key: TypedDraftKey): unknown;
  forget(key: TypedDraftKey): void;
  /** Sign-out: every copy of this agent. */
  forgetAgent(agentId: string): void;
  /** Every expired or unreadable copy, of any agent. */
  prune(): void;
}

export function createTypedDrafts(storage: SafeStorage, now: () => number = Date.now): TypedDrafts {
  const expired = (stored: Stored) => now() - stored.savedAt > TYPED_DRAFT_MAX_AGE_MS;
  return {
    remember(key, values) {
      const text = JSON.stringify({ savedAt: now(), values } satisfies Stored);
      if (text.length > TYPED_DRAFT_MAX_CHARS) storage.remove(typedDraftKey(key));
      else storage.write(typedDraftKey(key), text);
    },
    restore(key) {
      const name = typedDraftKey(key);
      const stored = parse(storage.read(name));
      if (stored === null || expired(stored)) {
        storage.remove(name);
        return null;
      }
      return stored.values;
    },
    forget(key) {
      storage.remove(typedDraftKey(key));
    },
    forgetAgent(agentId) {
      for (const name of storage.keys()) if (name.startsWith(agentPrefix(agentId))) storage.remove(name);
    },
    prune() {
      for (const name of storage.keys()) {
        if (!name.startsWith(TYPED_DRAFT_PREFIX)) continue;
        const stored = parse(storage.read(name));
        if (stored === null || expired(stored)) storage.remove(name);
      }
    },
  };
}

/** The browser's copies (localStorage; a browser without it keeps nothing). */
export const typedDrafts: TypedDrafts = createTypedDrafts(safeStorage('localStorage'));
