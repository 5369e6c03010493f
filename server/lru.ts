/**
 * A map that keeps the most recently used entries within a total weight (1 per entry unless
 * `weigh` says otherwise), dropping the least recently used first. An entry heavier than the whole
 * budget is not kept.
 */
export interface Lru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Entries kept. */
  readonly size: number;
  /** Their total weight. */
  readonly weight: number;
}

export function createLru<V>(maxWeight: number, weigh: (value: V) => number = () => 1): Lru<V> {
  if (!Number.isSafeInteger(maxWeight) || maxWeight < 1) throw new Error(`LRU capacity must be ≥ 1 (got ${maxWeight})`);
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const kept = new Map<string, { value: V; weight: number }>();
  let total = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (entry === undefined) return;
    kept.delete(key);
    total -= entry.weight;
  };
  return {
    get(key) {
      const entry = kept.get(key);
      if (entry === undefined) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      drop(key);
      const weight = weigh(value);
      if (weight > maxWeight) return;
      kept.set(key, { value, weight });
      total += weight;
      for (const oldest of kept.keys()) {
        if (total <= maxWeight) break;
        drop(oldest);
      }
    },
    get size() {
      return kept.size;
    },
    get weight() {
      return total;
    },
  };
}
