/**
 * Issue 12: the OpenAPI document covers exactly the registered routes (a route added without its
 * line in server/openapi/operations.ts fails here), is public, and /docs/api serves the reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, operationKey } from '../../server/openapi/document.ts';
import { OPERATIONS } from '../../server/openapi/operations.ts';
import { ERROR_STATUS, ERROR_TYPES } from '../../src/schema/errors.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as loose JSON
let document: any;
beforeAll(async () => {
  server = await startServer();
  const response = await server.fetchRaw(`${API_PREFIX}/openapi.json`);
  expect(response.status).toBe(200);
  document = await response.json();
});
afterAll(async () => {
  await server?.close();
});

const registered = (): string[] => server.apiRoutes().filter((route) => route.url !== `${API_PREFIX}/*`).map(operationKey);
const asDocumented = (key: string): [string, string] => {
  const [method = '', pattern = ''] = key.split(' ');
  return [method.toLowerCase(), `${API_PREFIX}${pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`];
};

describe('GET /rest/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document, served without the API key and never cached', async () => {
    expect(document.openapi).toBe('3.1.0');
    const response = await server.fetchRaw(`${API_PREFIX}/openapi.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('every registered route has its entry in OPERATIONS, and every entry is a registered route', () => {
    const routes = registered();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((key) => !(key in OPERATIONS)), 'registered but undocumented: add a line to server/openapi/operations.ts').toEqual([]);
    expect(Object.keys(OPERATIONS).filter((key) => !routes.includes(key)), 'documented but not registered').toEqual([]);
  });

  it('the document lists every registered route, and nothing under /rest/v1 that is not one', () => {
    const listed = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(registered().map((key) => asDocumented(key).join(' ')).sort());
    const undocumented = listed.filter((entry) => {
      const [method = '', path = ''] = entry.split(' ');
      return document.paths[path][method]['x-undocumented'] === true;
    });
    expect(undocumented).toEqual([]);
  });

  it('describes bodies, queries, path parameters and the envelope from the shared schemas', () => {
    const create = document.paths[`${API_PREFIX}/tenants`].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TenantBody' });
    expect(create.responses['201'].content['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/Tenant' });
    expect(create.responses['201'].content['application/json'].schema.properties.metadata).toEqual({ $ref: '#/components/schemas/Metadata' });
    const list = document.paths[`${API_PREFIX}/agents/tasks`].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['status', 'orderBy', 'limit']));
    const task = document.paths[`${API_PREFIX}/tenants/{tenantId}/tasks/{taskId}`].get;
    expect(task.parameters.filter((parameter: { in: string }) => parameter.in === 'path').map((parameter: { name: string }) => parameter.name)).toEqual([
      'tenantId',
      'taskId',
    ]);
    const upload = document.paths[`${API_PREFIX}/property-drafts/{id}/images`].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.components.schemas.Metadata.properties).toHaveProperty('pagination');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
  });

  it("describes the spec's numeric codes (operationType 1 rent 2 sale, statuses)", () => {
    const text = JSON.stringify(document.components.schemas);
    for (const description of ['1 Rent, 2 Sale', '1 Pending, 2 Publishing, 3 Published', '1 InProgress, 2 Completed, 3 Cancelled', '1 Lead, 2 Customer, 3 Contact']) {
      expect(text).toContain(description);
    }
  });

  it('carries the error catalogue with each type and its status', () => {
    expect(document.components.schemas.ErrorType.enum).toEqual([...ERROR_TYPES]);
    expect(document.components.schemas.ErrorType['x-status']).toEqual(ERROR_STATUS);
    expect(document.info.description).toContain('| `TASK_NOT_FOUND` | 404 |');
    expect(document.paths[`${API_PREFIX}/tenants`].get.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('documents the probes outside the prefix', () => {
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });
});

describe('GET /docs/api', () => {
  it('serves the reference page from our own origin, with no inline script', async () => {
    const response = await server.fetchRaw('/docs/api');
    expect(response.status).toBe(200);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/src="\/docs\/api\//);
      expect(body.trim()).toBe('');
    }
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it.each(['/docs/api/swagger-ui-bundle.js', '/docs/api/swagger-ui.css', '/docs/api/reference.js'])('serves %s', async (path) => {
    const response = await server.fetchRaw(path);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
