import * as JsonSchema from 'effect/JsonSchema';
import type * as Schema from 'effect/Schema';
import type * as SchemaAST from 'effect/SchemaAST';
import * as SchemaRepresentation from 'effect/SchemaRepresentation';
import { ClientErrorReport } from '../../src/schema/client-error.ts';
import { ErrorEnvelope, Metadata } from '../../src/schema/envelope.ts';
import { ERROR_STATUS, ERROR_TYPES } from '../../src/schema/errors.ts';
import { PATH_PARAMS } from '../../src/schema/path-params.ts';
import type { CatalogueEntry } from '../http/route-catalogue.ts';
import { headerParameters, responseHeaders } from './headers.ts';
import { NAMED_SCHEMAS, OPERATIONS, type Operation } from './operations.ts';

export const API_PREFIX = '/rest/v1';

type Json = Record<string, unknown>;

/** 'METHOD /pattern' without the prefix: the key of OPERATIONS. */
export const operationKey = (route: CatalogueEntry): string => `${route.method} ${route.url.slice(API_PREFIX.length)}`;

const openApiPath = (pattern: string): string => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Collects schemas (request bodies, queries, data, the envelope's parts) and turns them all at once
 * into JSON Schema with Effect's own generator, so named schemas become shared components.
 */
class SchemaPool {
  private readonly asts: SchemaAST.AST[] = [];
  private readonly indexes = new Map<Schema.Top, number>();
  private readonly names = new Map<Schema.Top, string>();

  constructor(named: Readonly<Record<string, Schema.Top>>) {
    for (const [name, schema] of Object.entries(named)) this.names.set(schema, name);
  }

  /** The schema's slot in the pool (named ones carry their identifier, so they become $refs). */
  add(schema: Schema.Top): number {
    const known = this.indexes.get(schema);
    if (known !== undefined) return known;
    const name = this.names.get(schema);
    const ast = name === undefined ? schema.ast : schema.annotate({ identifier: name }).ast;
    this.asts.push(ast);
    this.indexes.set(schema, this.asts.length - 1);
    return this.asts.length - 1;
  }

  compile(): { readonly schemas: readonly Json[]; readonly components: Readonly<Record<string, Json>> } {
    const [first, ...rest] = this.asts;
    if (first === undefined) return { schemas: [], components: {} };
    const representation = SchemaRepresentation.toRepresentations([first, ...rest]);
    const openApi = JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representation));
    return { schemas: openApi.schemas as readonly Json[], components: openApi.definitions as Record<string, Json> };
  }
}

interface Slots {
  readonly body?: number;
  readonly query?: number;
  readonly data: number;
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

const security = (auth: Operation['auth'] = 'bearer'): Json[] => {
  switch (auth) {
    case 'public':
      return [];
    case 'none':
      return [{ apiKey: [] }];
    case 'optional':
      return [{ apiKey: [], bearer: [] }, { apiKey: [] }];
    case 'bearer':
      return [{ apiKey: [], bearer: [] }];
  }
};

function pathParameters(pattern: string, compiled: readonly Json[], paramSlots: ReadonlyMap<string, number>): Json[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => {
    const name = match[1] ?? '';
    return { name, in: 'path', required: true, schema: compiled[paramSlots.get(name) ?? -1] ?? { type: 'string' } };
  });
}

/**
 * Effect's JSON form of an optional field admits null; a query string cannot carry one, so the
 * parameter's schema is the non-null branch.
 */
const withoutNull = (schema: Json): Json => {
  const branches = schema.anyOf as Json[] | undefined;
  if (branches === undefined) return schema;
  const rest = branches.filter((branch) => branch.type !== 'null');
  return rest.length === 1 && rest[0] !== undefined ? rest[0] : { ...schema, anyOf: rest };
};

function queryParameters(query: Json | undefined): Json[] {
  if (query === undefined) return [];
  const properties = (query.properties ?? {}) as Record<string, Json>;
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema: withoutNull(schema) }));
}

function requestBody(operation: Operation, body: Json | undefined): Json | undefined {
  if (operation.upload !== undefined) {
    const fields = Object.fromEntries(Object.entries(operation.upload.fields ?? {}).map(([name, value]) => [name, { type: 'string', const: value }]));
    return {
      required: true,
      description: operation.upload.description,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file'], properties: { ...fields, file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
      },
    };
  }
  if (body === undefined) return undefined;
  return { required: true, content: { 'application/json': { schema: body } } };
}

function successResponse(operation: Operation, data: Json): Json {
  if (operation.raw === true) return { description: 'The document', content: { 'application/json': { schema: { type: 'object' } } } };
  const dataSchema = operation.list === true ? { type: 'array', items: data } : data;
  const description = operation.signsIn === true ? 'Signed in: metadata.authorization carries the access token' : 'Success';
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data', 'metadata'],
          properties: { data: dataSchema, metadata: { $ref: '#/components/schemas/Metadata' } },
        },
      },
    },
  };
}

const withHeaders = (headers: Json | undefined): Json => (headers === undefined ? {} : { headers });

const ERROR_TABLE = ERROR_TYPES.map((type) => `| \`${type}\` | ${ERROR_STATUS[type]} |`).join('\n');

const DESCRIPTION = `The REST API of Agentes. Every answer is the envelope \`{ data, metadata }\`:
\`metadata.pagination\` (\`limit\`, \`offset\`, \`total\`) on lists, \`metadata.authorization\` (with the access token)
when a call signs in, and on failure \`data: null\` with \`metadata.error\` \`{ type, message }\`.

Every call sends \`X-Api-Key\`; an agent's calls also \`Authorization: Bearer <accessToken>\`.
Numeric codes (statuses, types) are described on each field. Another agent's record answers exactly like a missing one (404).

A draft and a customer carry their version as a strong \`ETag\` (\`"v12"\`) on their read and on every write's answer;
a write may send it back as \`If-Match\` and is then refused with 412 when another write came first. The creates of drafts,
customers and tasks take an \`Idempotency-Key\` so a retried create never creates twice.

Error types and their HTTP status (a client treats a type it does not know as \`SERVER_ERROR\`):

| type | status |
|---|---|
${ERROR_TABLE}`;

/**
 * The OpenAPI 3.1 document of the routes registered under /rest/v1 (`routes`, from the route
 * catalogue), each described by its OPERATIONS entry; a route without one is listed as
 * undocumented (and the coverage test fails). Operations endpoints outside the prefix are added.
 */
export function buildOpenApiDocument(routes: readonly CatalogueEntry[], version: string): Json {
  const pool = new SchemaPool(NAMED_SCHEMAS);
  pool.add(ClientErrorReport);
  const metadataSlot = pool.add(Metadata);
  const errorSlot = pool.add(ErrorEnvelope);
  const paramSlots = new Map(Object.entries(PATH_PARAMS).map(([name, schema]) => [name, pool.add(schema as Schema.Top)] as const));
  const documented = routes
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && route.url !== `${API_PREFIX}/*`)
    .map((route) => {
      const operation = OPERATIONS[operationKey(route)];
      const slots: Slots | undefined =
        operation === undefined
          ? undefined
          : {
              data: pool.add(operation.data),
              ...(operation.body === undefined ? {} : { body: pool.add(operation.body) }),
              ...(operation.query === undefined ? {} : { query: pool.add(operation.query) }),
            };
      return { route, operation, slots };
    });
  const { schemas, components } = pool.compile();
  const at = (slot: number | undefined): Json | undefined => (slot === undefined ? undefined : schemas[slot]);

  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, operation, slots } of documented) {
    const pattern = route.url.slice(API_PREFIX.length);
    const entry: Json =
      operation === undefined || slots === undefined
        ? { summary: 'Undocumented: add it to server/openapi/operations.ts', 'x-undocumented': true, responses: { default: ERROR_RESPONSE } }
        : {
            tags: [operation.tag],
            summary: operation.summary,
            operationId: operationKey(route),
            security: security(operation.auth),
            parameters: [...pathParameters(pattern, schemas, paramSlots), ...queryParameters(at(slots.query)), ...headerParameters(route.method, pattern)],
            ...(requestBody(operation, at(slots.body)) === undefined ? {} : { requestBody: requestBody(operation, at(slots.body)) }),
            responses: {
              [String(operation.status ?? 200)]: { ...successResponse(operation, at(slots.data) ?? {}), ...withHeaders(responseHeaders(route.method, pattern)) },
              '4XX': ERROR_RESPONSE,
              '5XX': ERROR_RESPONSE,
            },
          };
    (paths[`${API_PREFIX}${openApiPath(pattern)}`] ??= {})[route.method.toLowerCase()] = entry;
  }
  Object.assign(paths, operationsPaths());

  return {
    openapi: '3.1.0',
    info: { title: 'Agentes API', version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    tags: [...new Set(Object.values(OPERATIONS).map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ...components,
        Metadata: at(metadataSlot),
        ErrorEnvelope: at(errorSlot),
        ErrorType: {
          type: 'string',
          enum: [...ERROR_TYPES],
          description: 'The error catalogue; `x-status` gives the HTTP status of each type.',
          'x-status': { ...ERROR_STATUS },
        },
      },
      responses: {
        Error: {
          description: 'A typed failure: `metadata.error.type` is one of ErrorType, answered with its status',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The client key (API_KEY); the SPA receives it with the page' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The access token from metadata.authorization of a sign-in or sign-up' },
      },
    },
  };
}

const PROBE_RESPONSE = (description: string): Json => ({ description, content: { 'application/json': { schema: { type: 'object' } } } });

/** The load balancers' probes, outside the API key and the prefix. */
const operationsPaths = (): Record<string, Record<string, Json>> => ({
  '/healthz': {
    get: { tags: ['Operations'], summary: 'Liveness: the process answers', security: [], responses: { '200': PROBE_RESPONSE('{ "status": "ok" }') } },
  },
  '/readyz': {
    get: {
      tags: ['Operations'],
      summary: 'Readiness: the database answers, migrations are applied, Redis answers (when REDIS_URL is set)',
      security: [],
      responses: { '200': PROBE_RESPONSE('Ready, with each check'), '503': PROBE_RESPONSE('Not ready: the failing check') },
    },
  },
});

