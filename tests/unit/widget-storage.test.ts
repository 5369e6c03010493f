import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readChecklistDismissed,
  readPublishingDismissed,
  storeChecklistDismissed,
  storePublishingDismissed,
} from '../../src/services/widget-storage.ts';

/** A Map behind the Storage methods the widgets use. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the floating widgets’ local flags', () => {
  it('keeps the checklist’s dismissal per agent', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(readChecklistDismissed('a1')).toBe(false);
    storeChecklistDismissed('a1');
    expect(readChecklistDismissed('a1')).toBe(true);
    expect(readChecklistDismissed('a2')).toBe(false);
  });

  it('keeps the publishing drafts closed, and reads a damaged value as none', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storePublishingDismissed('a1', ['d1', 'd2']);
    expect(readPublishingDismissed('a1')).toEqual(['d1', 'd2']);
    storage.items.set('agentes.publishingPanel.dismissed.a1', '{not json');
    expect(readPublishingDismissed('a1')).toEqual([]);
    storage.items.set('agentes.publishingPanel.dismissed.a1', JSON.stringify(['d1', 7, null]));
    expect(readPublishingDismissed('a1')).toEqual(['d1']);
  });

  it('treats storage that throws (disabled, full) as empty and never throws itself', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(readChecklistDismissed('a1')).toBe(false);
    expect(() => storeChecklistDismissed('a1')).not.toThrow();
    expect(readPublishingDismissed('a1')).toEqual([]);
  });
});
