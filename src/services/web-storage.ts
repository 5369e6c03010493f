/**
 * localStorage / sessionStorage that never throws: storage that is disabled, full or absent (a
 * private window, the build's pre-render in Node) reads as empty and forgets writes. Each caller
 * says what forgetting means for it.
 */
export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** Every key held (issue 21: the typed drafts drop an agent's copies and expired ones). */
  keys(): string[];
}

export function safeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const storage = (): Storage | null => {
    try {
      return globalThis[kind] ?? null;
    } catch {
      return null;
    }
  };
  const attempt = <T>(apply: (store: Storage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store === null ? fallback : apply(store);
    } catch {
      return fallback;
    }
  };
  return {
    read: (key) => attempt((store) => store.getItem(key), null),
    write: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
    keys: () =>
      attempt((store) => {
        const keys: string[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      }, []),
  };
}
