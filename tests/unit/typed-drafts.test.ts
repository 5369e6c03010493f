import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../src/services/web-storage.ts';
import {
  TYPED_DRAFT_MAX_AGE_MS,
  TYPED_DRAFT_MAX_CHARS,
  createTypedDrafts,
  typedDraftKey,
  type TypedDraftKey,
} from '../../src/services/typed-drafts.ts';

const memoryStorage = (): SafeStorage & { readonly map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    read: (key) => map.get(key) ?? null,
    write: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
};

const ana: TypedDraftKey = { agentId: 'agent-ana', form: 'property', recordId: 'draft-1' };
const luis: TypedDraftKey = { agentId: 'agent-luis', form: 'property', recordId: 'draft-1' };

describe('typed drafts (issue 21)', () => {
  it('keys a copy by agent, form and record (new for none)', () => {
    expect(typedDraftKey(ana)).toBe('agentes.typed.agent-ana.property.draft-1');
    expect(typedDraftKey({ agentId: 'a', form: 'customer', recordId: null })).toBe('agentes.typed.a.customer.new');
  });

  it('restores what was remembered for the same agent and record only', () => {
    const drafts = createTypedDrafts(memoryStorage());
    drafts.remember(ana, { price: '185.000', code: 'A-1' });
    expect(drafts.restore(ana)).toEqual({ price: '185.000', code: 'A-1' });
    expect(drafts.restore(luis)).toBeNull();
    expect(drafts.restore({ ...ana, recordId: 'draft-2' })).toBeNull();
    drafts.forget(ana);
    expect(drafts.restore(ana)).toBeNull();
  });

  it('drops a copy older than 7 days when read, and on prune', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const drafts = createTypedDrafts(storage, () => now);
    drafts.remember(ana, { code: 'A-1' });
    drafts.remember(luis, { code: 'L-1' });
    now += TYPED_DRAFT_MAX_AGE_MS;
    expect(drafts.restore(ana)).toEqual({ code: 'A-1' });
    now += 1;
    expect(drafts.restore(ana)).toBeNull();
    expect(storage.map.has(typedDraftKey(ana))).toBe(false);
    drafts.prune();
    expect(storage.map.size).toBe(0);
  });

  it('forgets every copy of one agent on sign-out, and nothing else', () => {
    const storage = memoryStorage();
    storage.write('agentes.widgets', '{}');
    const drafts = createTypedDrafts(storage);
    drafts.remember(ana, { code: 'A-1' });
    drafts.remember({ ...ana, form: 'customer', recordId: null }, { firstName: 'María' });
    drafts.remember(luis, { code: 'L-1' });
    drafts.forgetAgent('agent-ana');
    expect([...storage.map.keys()].sort()).toEqual(['agentes.typed.agent-luis.property.draft-1', 'agentes.widgets']);
  });

  it('keeps no copy larger than the cap, and reads an unreadable one as none', () => {
    const storage = memoryStorage();
    const drafts = createTypedDrafts(storage);
    drafts.remember(ana, { code: 'A-1' });
    drafts.remember(ana, { description: 'x'.repeat(TYPED_DRAFT_MAX_CHARS) });
    expect(drafts.restore(ana)).toBeNull();
    storage.write(typedDraftKey(ana), 'not json');
    expect(drafts.restore(ana)).toBeNull();
    storage.write(typedDraftKey(luis), JSON.stringify({ values: {} }));
    storage.write('agentes.typed.x.task.new', JSON.stringify({ savedAt: 'yesterday', values: {} }));
    drafts.prune();
    expect(storage.map.size).toBe(0);
  });
});
