import type { FastifyInstance } from 'fastify';
import { PROPERTIES_PAGE_SIZE, PropertiesQuery } from '../../src/schema/property.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { listProperties, loadProperty } from '../repositories/properties.ts';
import { foldText } from '../repositories/text.ts';

const propertiesQuery = decodeQuery(PropertiesQuery);

/**
 * Published properties (spec 03 §7 'Properties', issue 11): the list with the drafts list's
 * filters and real pagination, newest first, and one property with its frozen listing and agent
 * card. Only the caller's: another agent's property answers like a missing one.
 */
export function propertyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/properties', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = propertiesQuery(request);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid query: minPrice: Expected at most maxPrice');
    }
    const page = { limit: query.limit ?? PROPERTIES_PAGE_SIZE, offset: query.offset ?? 0 };
    const search = foldText(query.searchQuery?.trim() ?? '');
    const { items, total } = await listProperties(
      db,
      agentId,
      {
        statuses: query.statuses === undefined ? null : [...new Set(query.statuses.split(',').map(Number))],
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        propertyTypeId: query.propertyType,
        operationType: query.operationType,
        search: search === '' ? null : search,
      },
      page,
    );
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get<{ Params: { id: string } }>('/properties/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const property = await loadProperty(db, agentId, request.params.id);
    if (property === undefined) throw new ApiFailure('PROPERTY_NOT_FOUND', 'No such property');
    return ok(reply, property);
  });
}
