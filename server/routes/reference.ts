import type { FastifyInstance } from 'fastify';
import { PageQuery } from '../../src/schema/common.ts';
import { CountryLocationsQuery, TaskTypesQuery } from '../../src/schema/reference.ts';
import type { AppContext } from '../context.ts';
import { decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { pageOf, type Page } from '../repositories/paging.ts';
import { listCountryLocations, listCountryStates, listTaskTypes } from '../repositories/reference.ts';

const REFERENCE_PAGE_SIZE = 100;

const countryStatesQuery = decodeQuery(PageQuery);
const countryLocationsQuery = decodeQuery(CountryLocationsQuery);
const taskTypesQuery = decodeQuery(TaskTypesQuery);

const pageFrom = (query: { limit?: number | undefined; offset?: number | undefined }): Page => ({
  limit: query.limit ?? REFERENCE_PAGE_SIZE,
  offset: query.offset ?? 0,
});

/**
 * The first read of a list, kept: reference data is written only at start (db/refdata.ts), so
 * the sorted lists cannot change while the server runs. A failed read is not kept.
 */
function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= read().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}

/**
 * Public reference lists (API key only), sorted by name, from memory: reading and sorting the
 * states with a Spanish collator on every call cost more than the rest of the call (issue 7).
 * Filters keep the order of the whole list.
 */
export function referenceRoutes(app: FastifyInstance, { db }: AppContext): void {
  const states = readOnce(() => listCountryStates(db));
  const locations = readOnce(() => listCountryLocations(db, undefined));
  const taskTypes = readOnce(() => listTaskTypes(db, undefined));

  app.get('/country-states', async (request, reply) => {
    const page = pageFrom(countryStatesQuery(request));
    const { items, total } = pageOf(await states(), page);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get('/country-locations', async (request, reply) => {
    const query = countryLocationsQuery(request);
    const page = pageFrom(query);
    const all = await locations();
    const inState = query.countryState === undefined ? all : all.filter((location) => location.countryState.countryStateId === query.countryState);
    const { items, total } = pageOf(inState, page);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get('/tasks-types', async (request, reply) => {
    const query = taskTypesQuery(request);
    const page = pageFrom(query);
    const all = await taskTypes();
    const { items, total } = pageOf(query.relationship === undefined ? all : all.filter((type) => type.relationship === query.relationship), page);
    return ok(reply, items, { pagination: { ...page, total } });
  });
}
