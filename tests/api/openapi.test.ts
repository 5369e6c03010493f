/**
 * Issue 12: the OpenAPI document covers exactly the registered routes (a route added without its
 * line in server/openapi/operations.ts fails here), is public, and /docs/api serves the reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, operationKey } from '../../server/openapi/document.ts';
import { OPERATIONS } from '../../server/openapi/operations.ts';
import { ERROR_STATUS, ERROR_TYPES } from '../../src/schema/errors.ts';
import { signUp, startServer, type TestServer } from './harness.ts';
import { createTask, createTenant } from './support/customers.ts';
import { createDraft, MISSING_DRAFT_ID, REFS } from './support/drafts.ts';

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

// ---------------------------------------------------------------------------------------------
// Issue 20: the document and the server agree on every nullable field of a request body.

type JsonSchema = Record<string, unknown>;

/** A schema with its $ref followed (components only). */
const resolved = (schema: JsonSchema): JsonSchema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolved(document.components.schemas[ref.replace('#/components/schemas/', '')] as JsonSchema);
};

/** The non-null branch of a schema, and whether the document lets it be null. */
function nullability(schema: JsonSchema): { nullable: boolean; inner: JsonSchema } {
  const own = resolved(schema);
  const branches = (own.anyOf ?? own.oneOf) as JsonSchema[] | undefined;
  if (branches !== undefined) {
    const nonNull = branches.filter((branch) => resolved(branch).type !== 'null');
    return { nullable: nonNull.length < branches.length, inner: resolved(nonNull[0] ?? {}) };
  }
  if (Array.isArray(own.type) && own.type.includes('null')) return { nullable: true, inner: { ...own, type: own.type.find((type) => type !== 'null') } };
  return { nullable: own.type === 'null' || own.nullable === true, inner: own };
}

/**
 * A body the document allows: every property (optional ones too), null wherever the document
 * lets a field be null (`nullPaths` collects them); other values only plausible, since what is
 * checked is that no field refused is one the document allowed to be null. With `fillNullable`,
 * a nullable object or array is filled instead, so the nullable fields inside it are sent as null.
 */
function sample(schema: JsonSchema, path: string, nullPaths: string[], fillNullable: boolean): unknown {
  const { nullable, inner } = nullability(schema);
  const container = inner.type === 'object' || inner.type === 'array';
  if (nullable && !(fillNullable && container)) {
    nullPaths.push(path);
    return null;
  }
  const at = (key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);
  if (inner.const !== undefined) return inner.const;
  if (Array.isArray(inner.enum)) return inner.enum[0];
  switch (inner.type) {
    case 'object': {
      const properties = (inner.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, at(key), nullPaths, fillNullable)]));
    }
    case 'array':
      return [sample((inner.items ?? {}) as JsonSchema, at(0), nullPaths, fillNullable)];
    case 'integer':
    case 'number':
      return typeof inner.minimum === 'number' ? inner.minimum : 1;
    case 'boolean':
      return true;
    default:
      return 'Texto de prueba';
  }
}

/** The fields a 400 names ("Invalid body: a.b: Expected …; c: …"). */
const refusedFields = (message: string): string[] =>
  message
    .replace(/^Invalid body: /, '')
    .split('; ')
    .map((issue) => issue.split(': ')[0] ?? '');

describe('request bodies as the document describes them', () => {
  it('every documented-nullable field sent as null is never what the server refuses (both ways: null leaves, filled containers)', async () => {
    const agent = await signUp(server);
    const draft = await createDraft(server, agent.token);
    const tenant = await createTenant(server, agent.token);
    const task = await createTask(server, agent.token, tenant.tenantId);
    const ids: Record<string, string> = {
      tenantId: tenant.tenantId,
      taskId: task.taskId,
      enviromentId: REFS.sala,
      imageId: MISSING_DRAFT_ID,
    };
    const disagreements: string[] = [];
    let bodies = 0;
    let nullsSent = 0;
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, JsonSchema>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json'];
        if (body === undefined) continue;
        bodies++;
        const url = path
          .slice(API_PREFIX.length)
          .replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'id' ? (path.startsWith(`${API_PREFIX}/tenants`) ? tenant.tenantId : draft.propertyDraftId) : (ids[name] ?? MISSING_DRAFT_ID)));
        for (const fillNullable of [false, true]) {
          const nullPaths: string[] = [];
          const sent = sample(body.schema, '', nullPaths, fillNullable);
          if (nullPaths.length === 0) continue;
          nullsSent += nullPaths.length;
          const response = await server.api(method.toUpperCase() as 'POST', url, { body: sent, token: agent.token });
          if (response.status !== 400) continue;
          const refused = refusedFields(response.body?.metadata.error?.message ?? '').filter((field) => nullPaths.includes(field));
          if (refused.length > 0) disagreements.push(`${method.toUpperCase()} ${path}: ${refused.join(', ')}`);
        }
      }
    }
    expect(bodies).toBeGreaterThan(20);
    expect(nullsSent).toBeGreaterThan(10);
    expect(disagreements, 'documented as nullable, refused as null by the server').toEqual([]);
  });
});
