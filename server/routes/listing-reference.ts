import type { FastifyInstance } from 'fastify';
import {
  PropertyDetailTypesQuery,
  REFERENCE_LIMIT_DEFAULT,
  ReferenceSearchQuery,
} from '../../src/schema/property-reference.ts';
import type { AppContext } from '../context.ts';
import { decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { listingReference } from '../repositories/listing-reference.ts';
import { pageOf } from '../repositories/paging.ts';
import { foldText } from '../repositories/text.ts';

const searchQuery = decodeQuery(ReferenceSearchQuery);
const detailTypesQuery = decodeQuery(PropertyDetailTypesQuery);

type Query = { limit?: number | undefined; offset?: number | undefined; searchQuery?: string | undefined };

const pageFrom = (query: Query) => ({ limit: query.limit ?? REFERENCE_LIMIT_DEFAULT, offset: query.offset ?? 0 });

/** Whether a name matches the search, accent- and case-insensitively (no search: everything). */
const matcher = (query: Query): ((name: string) => boolean) => {
  const wanted = foldText(query.searchQuery?.trim() ?? '');
  return wanted === '' ? () => true : (name) => foldText(name).includes(wanted);
};

/**
 * The listings' reference lists (spec 03 §7, spellings kept; the nearby-place types are ours), in
 * the order of their file, public like the other reference lists (API key only), from memory.
 * limit (default: the whole list), offset and searchQuery (over the names) on each; `category`
 * on the detail types.
 */
export function listingReferenceRoutes(app: FastifyInstance, { db }: AppContext): void {
  const answer = <T>(reply: Parameters<typeof ok>[0], all: readonly T[], query: Query) => {
    const page = pageFrom(query);
    const { items, total } = pageOf(all, page);
    return ok(reply, items, { pagination: { ...page, total } });
  };

  app.get('/property-types', async (request, reply) => {
    const query = searchQuery(request);
    const matches = matcher(query);
    return answer(reply, (await listingReference(db)).propertyTypes.filter((type) => matches(type.name)), query);
  });

  // A group matches by its own name (with all its environments) or keeps the environments that match.
  app.get('/property-enviroments', async (request, reply) => {
    const query = searchQuery(request);
    const matches = matcher(query);
    const groups = (await listingReference(db)).enviromentGroups.flatMap((group) => {
      if (matches(group.name)) return [group];
      const propertyEnviroments = group.propertyEnviroments.filter((enviroment) => matches(enviroment.name));
      return propertyEnviroments.length === 0 ? [] : [{ ...group, propertyEnviroments }];
    });
    return answer(reply, groups, query);
  });

  app.get('/property-details/categories', async (request, reply) => {
    const query = searchQuery(request);
    const matches = matcher(query);
    return answer(reply, (await listingReference(db)).detailCategories.filter((category) => matches(category.name)), query);
  });

  app.get('/property-details/types', async (request, reply) => {
    const query = detailTypesQuery(request);
    const matches = matcher(query);
    const types = (await listingReference(db)).detailTypes.filter(
      (type) => (query.category === undefined || type.propertyDetailCategory.propertyDetailCategoryId === query.category) && matches(type.name),
    );
    return answer(reply, types, query);
  });

  app.get('/property-nearby-places/types', async (request, reply) => {
    const query = searchQuery(request);
    const matches = matcher(query);
    return answer(reply, (await listingReference(db)).nearbyPlaceTypes.filter((type) => matches(type.name)), query);
  });
}
