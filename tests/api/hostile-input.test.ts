/**
 * No string breaks storage: every registered /rest/v1 route gets hostile strings (NUL, control
 * characters, lone surrogates, 1 MB, SQL and path tricks…) in each path parameter, each query
 * parameter and each body field, on the database under test (SQLite, and PostgreSQL when
 * DATABASE_URL is set). None may answer 5xx; the ones the text rule forbids answer 4xx, never a
 * success. The route list comes from the server itself, so a new route without a case fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, resetTokenFromMail, signUp, signUpBody, startServer } from './harness.ts';
import type { ApiResponse, RequestOptions, SignedUpAgent, TestServer } from './harness.ts';
import { REF, createTask, createTenant, taskBody, tenantBody, tenantUpdateBody, uploadAttachment } from './support/customers.ts';
import type { AttachmentData, TaskData, TenantData } from './support/customers.ts';
import { PDF_TINY, fileForm } from './support/files.ts';
import { PNG_1X1 } from './support/images.ts';
import { MEDIA_PROVIDER_ID, connected } from './support/media.ts';
import { REFS, basicBody, createDraft, draftOf, locationBody, nearbyPlaceBody } from './support/drafts.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';

/** Values the text rule refuses wherever they appear. */
const FORBIDDEN: Readonly<Record<string, string>> = {
  NUL: 'a\u0000b',
  'C0 controls': 'a\u0007\u001b[2Jb',
  'a lone surrogate': 'a\ud800b',
  'a lone low surrogate': '\udc00',
};

/** Values that must not break anything, though some are perfectly acceptable text. */
const STRANGE: Readonly<Record<string, string>> = {
  'line breaks': 'línea\r\notra',
  'a byte-order mark': '\ufeffeco',
  'a right-to-left override': 'abc\u202edef',
  SQL: "' OR '1'='1'; DROP TABLE tenants; --",
  'LIKE wildcards': '%_\\%',
  'a path': '../../etc/passwd',
  HTML: '<script>alert(1)</script>',
  emoji: '🏡🔥',
  'spaces only': '   ',
  empty: '',
  '100 KB': 'x'.repeat(100_000),
};

const ONE_MB = 'x'.repeat(1_048_576);

const QUERY_KEYS = ['searchQuery', 'limit', 'offset', 'status', 'type', 'priority', 'startDate', 'endDate', 'orderBy', 'orderType', 'countryState', 'relationship'];

interface Fixture {
  readonly data: SignedUpAgent;
  readonly auth: SignedUpAgent;
  readonly tenant: TenantData;
  readonly task: TaskData;
  readonly attachment: AttachmentData;
  readonly resetToken: string;
  /** A draft of the data agent with a location and a nearby place (issue 10). */
  readonly draft: PropertyDraft;
}

/** A valid body for each JSON route, the one its fields are spoiled from one at a time. */
const BODIES: Readonly<Record<string, (f: Fixture) => Record<string, unknown>>> = {
  'POST /rest/v1/auth/landlords': (f) => ({ emailAddress: f.auth.email, password: 'Equivocada#1' }),
  'POST /rest/v1/auth/landlords/providers/google': () => ({ accessToken: 'offline.google.x.y' }),
  'POST /rest/v1/auth/landlords/providers/facebook': () => ({ accessToken: 'offline.facebook.x.y' }),
  'POST /rest/v1/landlords/providers/google': () => ({ accessToken: 'offline.google.x.y' }),
  'POST /rest/v1/landlords/providers/facebook': () => ({ accessToken: 'offline.facebook.x.y' }),
  'POST /rest/v1/landlords': () => signUpBody(),
  'POST /rest/v1/auth/landlords/password-reset': (f) => ({ emailAddress: f.auth.email }),
  'PUT /rest/v1/auth/landlords/password-reset': () => ({ password: 'Nueva#Clave2026' }),
  // A wrong current password: the fields are read and checked, the fixture's password stays.
  'PUT /rest/v1/auth/landlords/password': () => ({ currentPassword: 'Equivocada#1', newPassword: 'Nueva#Clave2026' }),
  'PUT /rest/v1/landlords': () => ({
    codeContactPhoneNumber: '58',
    contactPhoneNumber: '4121234567',
    countryState: REF.capital.id,
    location: REF.capitalLocation.id,
    latitude: 10.5,
    longitude: -66.9,
  }),
  'POST /rest/v1/tenants': () => tenantBody(),
  'POST /rest/v1/client-errors': () => ({ message: 'TypeError: boom', stack: 'TypeError: boom\n    at render (index.js:1:2)', route: '/customers', release: '0.1.0' }),
  'PUT /rest/v1/tenants/:id': (f) => tenantUpdateBody(f.tenant),
  'POST /rest/v1/tenants/:id/agents': () => ({ tenantType: 2 }),
  'POST /rest/v1/tenants/:tenantId/tasks': () => taskBody(),
  'PUT /rest/v1/tenants/:tenantId/tasks/:taskId': (f) => ({ ...taskBody(), taskId: f.task.taskId }),
  'PUT /rest/v1/landlords/profile': () => ({
    firstName: 'Lucía',
    lastName: 'Gómez',
    sex: 2,
    birthDate: '1988-03-14',
    countryState: REF.capital.id,
    location: REF.capitalLocation.id,
    description: 'Agente inmobiliaria.',
  }),
  // Well-formed but unsigned: refused by the offline adapter after decoding (400, never 5xx).
  'POST /rest/v1/media-providers/agents/instagram': () => ({ authorizationCode: 'offline.instagram-code.x.y' }),
  'POST /rest/v1/media-providers/agents/facebook': () => ({ shortToken: 'offline.facebook-short.x.y' }),
  // Issue 10: the property drafts.
  'PUT /rest/v1/property-drafts/:id': () => basicBody(),
  'PUT /rest/v1/property-drafts/:id/enviroments/:enviromentId': () => ({ quantity: 2 }),
  'PUT /rest/v1/property-drafts/:id/location': () => locationBody(),
  'PUT /rest/v1/property-drafts/:id/details': () => ({ propertyDetailType: REFS.furnished, value: 'Sí, con línea blanca' }),
  'PUT /rest/v1/property-drafts/:id/nearby-places': () => nearbyPlaceBody(),
  'PUT /rest/v1/property-drafts/:id/images/:imageId': (f) => ({ propertyImageId: f.draft.media[0]?.propertyImageId ?? 'x', propertyEnviromentId: REFS.sala, tags: [] }),
  'PUT /rest/v1/property-drafts/:id/instagram': (f) => ({ imagesUrls: f.draft.media.map((image) => image.propertyImageId), caption: 'Hola', hashtags: null, location: null }),
  'PUT /rest/v1/property-drafts/:id/facebook': (f) => ({
    imagesUrls: f.draft.media.map((image) => image.propertyImageId),
    caption: 'Hola',
    hashtags: null,
    location: null,
    pagesIds: ['x'],
  }),
};

/** Routes that take a file in the multipart field `file`. */
const MULTIPART = new Set([
  'PUT /rest/v1/landlords/avatar',
  'PUT /rest/v1/tenants/:id/avatar',
  'POST /rest/v1/tenants/:tenantId/tasks/:taskId/attachments',
  'POST /rest/v1/property-drafts/:id/thumbnail',
  'POST /rest/v1/property-drafts/:id/images',
  'POST /rest/v1/property-drafts/:id/videos',
  'PUT /rest/v1/property-drafts/:id/videos/thumbnail',
]);

let server: TestServer;
let fixture: Fixture;

beforeAll(async () => {
  server = await startServer();
  const data = await signUp(server);
  const auth = await signUp(server);
  const tenant = await createTenant(server, data.token);
  const task = await createTask(server, data.token, tenant.tenantId);
  const attachment = await uploadAttachment(server, data.token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'contrato.pdf'));
  // Connected, so the pages and disconnect routes reach their deepest branch.
  await connected(server, data.token, 'facebook');
  expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: auth.email } }));
  const { propertyDraftId } = await createDraft(server, data.token);
  expectOk(await server.api('PUT', `/property-drafts/${propertyDraftId}`, { token: data.token, body: basicBody() }));
  expectOk(await server.api('PUT', `/property-drafts/${propertyDraftId}/location`, { token: data.token, body: locationBody() }));
  const image = new FormData();
  image.append('imageType', 'STATIC');
  image.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'foto.png');
  await server.api('POST', `/property-drafts/${propertyDraftId}/images`, { token: data.token, rawBody: image });
  const draft = draftOf(await server.api('PUT', `/property-drafts/${propertyDraftId}/nearby-places`, { token: data.token, body: nearbyPlaceBody() }));
  fixture = { data, auth, tenant, task, attachment, resetToken: await resetTokenFromMail(server, auth.email), draft };
});
afterAll(async () => {
  await server?.close();
});

const keyOf = (route: { method: string; url: string }): string => `${route.method} ${route.url}`;

/** The value of each path parameter that reaches the deepest (an existing record of the caller). */
const validParam = (name: string, url: string): string => {
  const values: Record<string, string> = {
    id: url.startsWith('/rest/v1/property-drafts/') ? fixture.draft.propertyDraftId : fixture.tenant.tenantId,
    enviromentId: REFS.sala,
    imageId: fixture.draft.media[0]?.propertyImageId ?? 'no-image',
    detailTypeId: REFS.parking,
    placeId: fixture.draft.nearbyPlaces[0]?.propertyNearbyPlaceId ?? 'no-place',
    tenantId: fixture.tenant.tenantId,
    taskId: fixture.task.taskId,
    attachmentId: fixture.attachment.taskMediaId,
    slug: fixture.tenant.slug,
    number: `58${fixture.tenant.phoneNumber.number}`,
    email: fixture.tenant.emailAddress ?? 'cliente@ejemplo.com',
    mediaProviderId: MEDIA_PROVIDER_ID.facebook,
    // No request is made here (that needs Meta's signed callback); the lookup runs all the same.
    confirmationCode: 'AAAAAAAAAAAAAAAAAAAAAA',
    network: 'instagram',
  };
  const value = values[name];
  if (value === undefined) throw new Error(`no valid value for the path parameter ${name}`);
  return value;
};

/**
 * Percent-encoding for a URL. A lone surrogate has no UTF-8 form: its CESU-8 bytes are what a
 * hostile client sends instead (the server's decoder reads them as invalid UTF-8).
 */
const encodeHostile = (value: string): string =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });

/** In a URL a lone surrogate arrives as invalid UTF-8, which decoders turn into U+FFFD: only NUL and controls are sure to be refused. */
const forbiddenInUrl = (value: string): boolean => [...value].some((char) => char.charCodeAt(0) < 0x20);

const fillPath = (url: string, replace?: { name: string; value: string }): string =>
  url
    .replace(/^\/rest\/v1/, '')
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
      replace?.name === name ? encodeHostile(replace.value) : encodeURIComponent(validParam(name, url)),
    );

/** The bearer each route is called with: the reset link's token for the reset, the data agent's otherwise. */
const tokenFor = (key: string): string => (key === 'PUT /rest/v1/auth/landlords/password-reset' ? fixture.resetToken : fixture.data.token);

/** Whatever happened, a hostile request may not reach a 5xx, and an error is the envelope (Node's own 431 aside). */
function problemOf(label: string, response: ApiResponse, forbidden: boolean): string | null {
  if (response.status >= 500) return `${label} → ${response.status} ${response.text.slice(0, 200)}`;
  if (forbidden && response.status < 400) return `${label} → ${response.status}: a forbidden value was accepted`;
  if (response.status >= 400 && response.status !== 431 && typeof response.body?.metadata?.error?.type !== 'string') {
    return `${label} → ${response.status} without an error envelope: ${response.text.slice(0, 200)}`;
  }
  return null;
}

/** Several requests in flight at once (the cases are independent); the problems in case order. */
async function callAll(cases: ReadonlyArray<{ label: string; method: string; path: string; options: RequestOptions; forbidden: boolean }>) {
  const problems: Array<string | null> = new Array(cases.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const { label, method, path, options, forbidden } = cases[index] as (typeof cases)[number];
      problems[index] = problemOf(label, await server.api(method, path, options), forbidden);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return problems.filter((problem) => problem !== null);
}

const hostileEntries = (): Array<[string, string, boolean]> => [
  ...Object.entries(FORBIDDEN).map(([name, value]): [string, string, boolean] => [name, value, true]),
  ...Object.entries(STRANGE).map(([name, value]): [string, string, boolean] => [name, value, false]),
];

// A few thousand requests per test: generous time on a loaded two-core machine.
describe('hostile strings on every route', { timeout: 180_000 }, () => {
  it('every registered route has a case here', () => {
    const routes = server.apiRoutes().filter((route) => route.url !== '/rest/v1/*');
    expect(routes.length).toBeGreaterThan(30);
    const uncovered = routes
      .map(keyOf)
      .filter((key) => (key.startsWith('POST') || key.startsWith('PUT')) && !(key in BODIES) && !MULTIPART.has(key) && !isBodiless(key));
    expect(uncovered, 'routes that take a body but have no case in BODIES or MULTIPART').toEqual([]);
  });

  it('in path parameters: a 4xx for forbidden values, never a 5xx', async () => {
    const cases = server.apiRoutes().flatMap((route) => {
      const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
      return names.flatMap((name) =>
        [...hostileEntries(), ['1 MB', ONE_MB, false] as [string, string, boolean]].map(([valueName, value]) => ({
          label: `${keyOf(route)} :${name} = ${valueName}`,
          method: route.method,
          path: fillPath(route.url, { name, value }),
          options: { token: tokenFor(keyOf(route)) },
          forbidden: forbiddenInUrl(value),
        })),
      );
    });
    expect(cases.length).toBeGreaterThan(200);
    expect(await callAll(cases)).toEqual([]);
  });

  it('in query parameters of every GET: a 4xx for forbidden values, never a 5xx', async () => {
    const cases = server
      .apiRoutes()
      .filter((route) => route.method === 'GET')
      .flatMap((route) =>
        QUERY_KEYS.flatMap((key) =>
          hostileEntries().map(([valueName, value]) => ({
            label: `${keyOf(route)} ?${key}=${valueName}`,
            method: 'GET',
            path: `${fillPath(route.url)}?${key}=${encodeHostile(value)}`,
            options: { token: fixture.data.token },
            forbidden: forbiddenInUrl(value),
          })),
        ),
      );
    const oneMegabyte = server
      .apiRoutes()
      .filter((route) => route.method === 'GET')
      .map((route) => ({ label: `${keyOf(route)} ?searchQuery=1 MB`, method: 'GET', path: `${fillPath(route.url)}?searchQuery=${ONE_MB}`, options: { token: fixture.data.token }, forbidden: false }));
    expect(await callAll([...cases, ...oneMegabyte])).toEqual([]);
  });

  it('in each field of every JSON body, and in a body that is all hostile: a 4xx for forbidden values, never a 5xx', async () => {
    const cases = server
      .apiRoutes()
      .filter((route) => keyOf(route) in BODIES)
      .flatMap((route) => {
        const key = keyOf(route);
        const valid = BODIES[key]?.(fixture) ?? {};
        const path = fillPath(route.url);
        const options = (body: unknown): RequestOptions => ({ body, token: tokenFor(key) });
        const perField = Object.keys(valid).flatMap((field) =>
          hostileEntries().map(([valueName, value, forbidden]) => ({
            label: `${key} body.${field} = ${valueName}`,
            method: route.method,
            path,
            options: options({ ...valid, [field]: value }),
            forbidden,
          })),
        );
        const allHostile = Object.entries(FORBIDDEN).map(([valueName, value]) => ({
          label: `${key} every field = ${valueName}`,
          method: route.method,
          path,
          options: options(Object.fromEntries(Object.keys(valid).map((field) => [field, value]))),
          forbidden: true,
        }));
        const huge = { label: `${key} a 1 MB field`, method: route.method, path, options: options({ ...valid, [Object.keys(valid)[0] ?? 'x']: ONE_MB }), forbidden: true };
        const hostileKey = { label: `${key} a NUL in a field name`, method: route.method, path, options: options({ ...valid, 'a\u0000b': 'x' }), forbidden: true };
        return [...perField, ...allHostile, huge, hostileKey];
      });
    expect(cases.length).toBeGreaterThan(500);
    expect(await callAll(cases)).toEqual([]);
  });

  it('in the body of the calls that take none: refused, never a 5xx', async () => {
    const cases = server
      .apiRoutes()
      .filter((route) => isBodiless(keyOf(route)) && route.method !== 'GET')
      .flatMap((route) =>
        hostileEntries().map(([valueName, value]) => ({
          label: `${keyOf(route)} body = { [${valueName}]: ${valueName} }`,
          method: route.method,
          path: fillPath(route.url),
          options: { body: { [value]: value }, token: tokenFor(keyOf(route)) },
          forbidden: true,
        })),
      );
    expect(await callAll(cases)).toEqual([]);
  });

  it('in the file name and field name of every upload: never a 5xx', async () => {
    const cases = server
      .apiRoutes()
      .filter((route) => MULTIPART.has(keyOf(route)))
      .flatMap((route) =>
        hostileEntries().flatMap(([valueName, value]) => {
          const named = new FormData();
          named.append('file', new Blob([PNG_1X1], { type: 'image/png' }), value);
          const field = new FormData();
          field.append(value, new Blob([PNG_1X1], { type: 'image/png' }), 'foto.png');
          return [
            { label: `${keyOf(route)} file name = ${valueName}`, method: route.method, path: fillPath(route.url), options: { rawBody: named, token: fixture.data.token }, forbidden: false },
            { label: `${keyOf(route)} field name = ${valueName}`, method: route.method, path: fillPath(route.url), options: { rawBody: field, token: fixture.data.token }, forbidden: false },
          ];
        }),
      );
    expect(await callAll(cases)).toEqual([]);
  });
});

/** Routes that take no body (reads, deletes, and the PUTs that only change a status). */
function isBodiless(key: string): boolean {
  if (key.startsWith('GET ') || key.startsWith('DELETE ')) return true;
  if (key === 'POST /rest/v1/property-drafts') return true;
  return /\/(disabled|enabled|completed|canceled|in-progress|publish|retry)$/.test(key);
}
