import type { FastifyInstance } from 'fastify';
import { DRAFTS_PAGE_SIZE, PropertyDraftsQuery, draftStatuses, type PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';

const draftsQuery = decodeQuery(PropertyDraftsQuery);

/**
 * The caller's drafts matching the filters. Drafts cannot be created yet (the properties feature
 * brings the table and POST /property-drafts), so every agent has none: the contract (who is asked,
 * which filters, which page) is in place, and this is the one function that feature fills with the
 * query, scoped by `agentId` in its WHERE clause.
 */
function listPropertyDrafts(
  _agentId: string,
  _filters: { readonly statuses: readonly number[] | null },
  _page: { readonly limit: number; readonly offset: number },
): { readonly items: readonly PropertyDraftSummary[]; readonly total: number } {
  return { items: [], total: 0 };
}

/** GET /property-drafts (spec 03 §7): the dashboard's pending draft and the publishing panel's list. */
export function propertyDraftRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/property-drafts', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = draftsQuery(request);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid query: minPrice: Expected at most maxPrice');
    }
    const page = { limit: query.limit ?? DRAFTS_PAGE_SIZE, offset: query.offset ?? 0 };
    const statuses = query.statuses === undefined ? null : draftStatuses(query.statuses);
    const { items, total } = listPropertyDrafts(agentId, { statuses }, page);
    return ok(reply, items, { pagination: { ...page, total } });
  });
}
