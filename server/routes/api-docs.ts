import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cataloguedRoutes } from '../http/route-catalogue.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';

const packageVersion = async (): Promise<string> => {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version?: string }).version ?? '0.0.0';
};

/**
 * GET /rest/v1/openapi.json, inside the API scope: the document of every route the app registered,
 * worked out once on first request (the routes are all registered by then). Public: it describes
 * shapes the SPA's own code already shows to anyone, and a reader needs it before holding a key.
 */
export function openApiRoute(api: FastifyInstance, root: FastifyInstance): void {
  let document: Promise<string> | undefined;
  api.get('/openapi.json', { config: { withoutApiKey: true } }, async (_request, reply) => {
    document ??= packageVersion().then((version) => JSON.stringify(buildOpenApiDocument(cataloguedRoutes(root), version)));
    return reply.type('application/json; charset=utf-8').send(await document);
  });
}

/**
 * The page's own CSP: Swagger UI is our script (served from swagger-ui-dist, never a CDN) and
 * needs nothing inline but styles; it calls only this origin ('Try it out').
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agentes API</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/docs/api/swagger-ui.css">
</head>
<body>
<div id="api-reference" data-url="/rest/v1/openapi.json"></div>
<script src="/docs/api/swagger-ui-bundle.js"></script>
<script src="/docs/api/reference.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the page's element, from a file: the CSP allows no inline script. */
const REFERENCE_SCRIPT = `'use strict';
(function () {
  var element = document.getElementById('api-reference');
  window.SwaggerUIBundle({
    url: element.getAttribute('data-url'),
    domNode: element,
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
  });
})();
`;

interface Asset {
  readonly type: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
}

const swaggerDir = (): string => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSET_FILES: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
};

/**
 * /docs/api: the browsable reference of the API (Swagger UI from the swagger-ui-dist package),
 * served from our own origin. The library's two files are read and gzipped on first use and kept
 * in memory; nothing of it loads unless someone opens the page.
 */
export function apiDocsPageRoutes(app: FastifyInstance): void {
  const assets = new Map<string, Promise<Asset>>();
  const load = (name: string, file: string, type: string): Promise<Asset> => {
    let asset = assets.get(name);
    if (asset === undefined) {
      asset = readFile(join(swaggerDir(), file)).then(async (identity) => ({ type, identity, gzip: await promisify(gzip)(identity, { level: 9 }) }));
      // A failed read is tried again on the next request instead of being remembered.
      asset.catch(() => assets.delete(name));
      assets.set(name, asset);
    }
    return asset;
  };

  const page = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-security-policy', DOCS_CSP).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE);
  app.get('/docs/api', page);
  app.get('/docs/api/', page);
  app.get('/docs/api/reference.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(REFERENCE_SCRIPT),
  );
  for (const [name, { file, type }] of Object.entries(ASSET_FILES)) {
    app.get(`/docs/api/${name}`, async (request, reply) => {
      const asset = await load(name, file, type);
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding').type(asset.type);
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(asset.gzip);
      }
      return reply.send(asset.identity);
    });
  }
}

const acceptsGzip = (header: string | undefined): boolean => header !== undefined && /\bgzip\b/.test(header);
