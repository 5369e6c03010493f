import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { fetchDraftsPage } from '../../src/machines/drafts-list.ts';

/** Issue 20 §5: a refresh of the drafts list keeps a card published while no message could reach it, as 'Publicado'. */

const api = vi.hoisted(() => ({
  propertyDrafts: vi.fn(),
  getDraft: vi.fn(),
}));
vi.mock('../../src/services/drafts-api.ts', () => api);

const summary = (id: string, createdAt: string, status: 1 | 2 | 3 = 1): PropertyDraftSummary => ({
  propertyDraftId: id,
  title: `Borrador ${id}`,
  code: null,
  operationType: 2,
  propertyTypeId: null,
  postStatus: null,
  agentId: 'agent-1',
  propertyType: 'Casa',
  price: 120000,
  size: 180,
  bathrooms: 2,
  bedrooms: 3,
  thumbnail: null,
  status,
  address: null,
  createdAt,
  updatedAt: createdAt,
});

const newest = summary('c', '2026-11-20T12:00:00.000Z');
const middle = summary('b', '2026-11-20T11:00:00.000Z');
const oldest = summary('a', '2026-11-20T10:00:00.000Z');
const query = { searchQuery: '', propertyType: null, minPrice: null, maxPrice: null };
const answer = (items: readonly PropertyDraftSummary[], total: number) => ({ items, pagination: { limit: 16, offset: 0, total } });

describe('the drafts list’s page', () => {
  beforeEach(() => {
    api.propertyDrafts.mockReset();
    api.getDraft.mockReset();
  });

  it('a load asks statuses 1,2 and nothing else', async () => {
    api.propertyDrafts.mockResolvedValue(answer([newest, oldest], 2));
    expect(await fetchDraftsPage({ query, offset: 0, limit: 16 })).toEqual({ items: [newest, oldest], total: 2 });
    expect(api.propertyDrafts).toHaveBeenCalledWith(expect.objectContaining({ statuses: [1, 2], offset: 0, limit: 16 }));
    expect(api.getDraft).not.toHaveBeenCalled();
  });

  it('a refresh with every card still on the page reads nothing more', async () => {
    api.propertyDrafts.mockResolvedValue(answer([newest, middle], 2));
    expect(await fetchDraftsPage({ query, offset: 0, limit: 16, shown: [newest, middle] })).toEqual({ items: [newest, middle], total: 2 });
    expect(api.getDraft).not.toHaveBeenCalled();
  });

  it('a card that left the page because it was published stays in its place as Published; one that no longer matches goes', async () => {
    api.propertyDrafts.mockResolvedValue(answer([newest], 1));
    api.getDraft.mockImplementation(async (id: string) => ({ status: id === 'b' ? 3 : 1 }));
    const page = await fetchDraftsPage({ query, offset: 0, limit: 16, shown: [newest, middle, oldest] });
    expect(page).toEqual({ items: [newest, { ...middle, status: 3 }], total: 2 });
    expect(api.getDraft.mock.calls.map(([id]) => id as string)).toEqual(['b', 'a']);

    // The next refresh keeps it without asking again: a draft is never unpublished.
    api.getDraft.mockClear();
    const again = await fetchDraftsPage({ query, offset: 0, limit: 16, shown: page.items });
    expect(again.items).toEqual([newest, { ...middle, status: 3 }]);
    expect(api.getDraft).not.toHaveBeenCalled();
  });

  it('a card deleted meanwhile (its read answers PROPERTY_DRAFT_NOT_FOUND) just goes (issue 21)', async () => {
    api.propertyDrafts.mockResolvedValue(answer([newest], 1));
    api.getDraft.mockRejectedValue({ type: 'PROPERTY_DRAFT_NOT_FOUND', message: 'No such property draft' });
    expect(await fetchDraftsPage({ query, offset: 0, limit: 16, shown: [newest, middle] })).toEqual({ items: [newest], total: 1 });
  });

  it('puts a kept card back in the server’s order, newest first', async () => {
    api.propertyDrafts.mockResolvedValue(answer([newest, oldest], 2));
    api.getDraft.mockResolvedValue({ status: 3 });
    const page = await fetchDraftsPage({ query, offset: 0, limit: 16, shown: [summary('z', middle.createdAt, 2), newest, oldest] });
    expect(page.items.map((draft) => draft.propertyDraftId)).toEqual(['c', 'z', 'a']);
    expect(page.total).toBe(3);
  });
});
