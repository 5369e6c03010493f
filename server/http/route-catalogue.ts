import type { FastifyInstance } from 'fastify';

export interface CatalogueEntry {
  readonly method: string;
  /** The pattern as registered, prefix included ('/rest/v1/tenants/:id'). */
  readonly url: string;
}

const catalogues = new WeakMap<FastifyInstance, CatalogueEntry[]>();

/**
 * Records every route registered in `scope` from now on under `app`, so tests (and later the API
 * reference) can enumerate the API instead of keeping their own list. HEAD twins of GET routes are
 * left out.
 */
export function catalogueRoutes(app: FastifyInstance, scope: FastifyInstance): void {
  const entries: CatalogueEntry[] = catalogues.get(app) ?? [];
  catalogues.set(app, entries);
  scope.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') entries.push({ method, url: route.url });
    }
  });
}

/** The routes recorded by catalogueRoutes for `app`. */
export const cataloguedRoutes = (app: FastifyInstance): readonly CatalogueEntry[] => catalogues.get(app) ?? [];
