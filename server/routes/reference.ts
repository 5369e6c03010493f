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

/** Public reference lists (API key only), sorted by name. */
export function referenceRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/country-states', async (request, reply) => {
    const page = pageFrom(countryStatesQuery(request));
    const { items, total } = pageOf(await listCountryStates(db), page);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get('/country-locations', async (request, reply) => {
    const query = countryLocationsQuery(request);
    const page = pageFrom(query);
    const { items, total } = pageOf(await listCountryLocations(db, query.countryState), page);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get('/tasks-types', async (request, reply) => {
    const query = taskTypesQuery(request);
    const page = pageFrom(query);
    const { items, total } = pageOf(await listTaskTypes(db, query.relationship), page);
    return ok(reply, items, { pagination: { ...page, total } });
  });
}
