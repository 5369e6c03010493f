import { describe, expect, it } from 'vitest';
import { createLru } from '../../server/lru.ts';

describe('weighted LRU', () => {
  it('keeps the most recently used within the total weight', () => {
    const lru = createLru<string>(10, (value) => value.length);
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa'); // a is now the most recent
    lru.set('c', 'cccc'); // 12 > 10: drops b
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual(['aaaa', 'cccc']);
    expect([lru.size, lru.weight]).toEqual([2, 8]);
  });

  it('replaces an entry and its weight; never keeps one heavier than the budget', () => {
    const lru = createLru<string>(10, (value) => value.length);
    lru.set('a', 'aaaa');
    lru.set('a', 'aa');
    expect(lru.weight).toBe(2);
    lru.set('big', 'x'.repeat(11));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('a')).toBe('aa');
  });

  it('refuses a budget below one', () => {
    expect(() => createLru(0)).toThrow(/capacity/);
  });
});
