/**
 * How the built app and the API's JSON go over the wire (issue 7): precompressed static files
 * chosen by Accept-Encoding, pages from memory with the client configuration in every encoding,
 * JSON compressed from 1 KB, no source map reachable, and each kind's Cache-Control.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_PLACEHOLDER } from '../../server/client-config.ts';
import { TENANTS_PAGE_SIZE } from '../../src/schema/rules.ts';
import { API_BASE, expectOk, signUp, startServer, type TestServer } from './harness.ts';
import { createTenant } from './support/customers.ts';
import { PNG_1X1, imageForm } from './support/images.ts';
import { SMALL_BUILD, writeSmallBuild, type SmallBuild } from './support/small-build.ts';

interface WireResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body as sent, still compressed. */
  readonly body: Buffer;
}

/** A request whose answer is read as sent (fetch would decompress it and hide the encoding). */
function wire(server: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (response: WireResponse): Buffer => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  expect(encoding, 'content-encoding').toBeUndefined();
  return response.body;
};

const varies = (response: WireResponse): boolean =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .includes('accept-encoding');

/** What a client asking this way gets. */
const ASKS = [
  ['nothing', {}, undefined],
  ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
  ['brotli', { 'accept-encoding': 'br' }, 'br'],
  ["a browser's list", { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'br'],
  ['brotli refused', { 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
  ['identity only', { 'accept-encoding': 'identity' }, undefined],
] as const;

let build: SmallBuild;
let server: TestServer;
beforeAll(async () => {
  build = await writeSmallBuild();
  server = await startServer({}, { distDir: build.dir });
});
afterAll(async () => {
  await server?.close();
  await build?.remove();
});

describe('static files of the build', () => {
  it.each(ASKS)('a hashed asset, asked for with %s: the matching copy, Vary, immutable', async (_name, headers, encoding) => {
    const response = await wire(server, SMALL_BUILD.asset, headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(varies(response), 'Vary: accept-encoding').toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response).equals(build.files[SMALL_BUILD.asset] as Buffer)).toBe(true);
    if (encoding !== undefined) expect(response.body.length).toBeLessThan((build.files[SMALL_BUILD.asset] as Buffer).length / 3);
  });

  it('an asset under 1 KB has no compressed copy: sent as it is, still immutable and varying', async () => {
    const response = await wire(server, SMALL_BUILD.smallAsset, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varies(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(build.files[SMALL_BUILD.smallAsset] as Buffer)).toBe(true);
  });

  it('an unhashed public file is revalidated (no-cache), compressed like the assets', async () => {
    const response = await wire(server, SMALL_BUILD.icon, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response).equals(build.files[SMALL_BUILD.icon] as Buffer)).toBe(true);
  });

  it.each([
    ['the map', SMALL_BUILD.map, {}],
    ['the map, asking for brotli', SMALL_BUILD.map, { 'accept-encoding': 'br, gzip' }],
    ['any .map path', '/assets/otro.js.map', {}],
  ])('source maps are never served: %s → 404', async (_name, path, headers) => {
    const response = await wire(server, path, headers);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('mappings');
  });

  it('a pre-rendered page is not served raw by its file name (it has no configuration in it)', async () => {
    const response = await wire(server, SMALL_BUILD.prerendered);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
  });
});

describe('pages', () => {
  it.each(ASKS)('the app shell, asked for with %s: no-cache, Vary, the configuration in it', async (_name, headers, encoding) => {
    for (const path of ['/', '/login', '/customers/view/ana-perez']) {
      const response = await wire(server, path, headers);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding'], path).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response)).toBe(true);
      const html = decoded(response).toString('utf8');
      expect(html).toContain('id="agentes-config"');
      expect(html).toContain(JSON.stringify(server.config.apiKey));
      expect(html).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
    }
  });

  it('each encoding has its own ETag, and a revalidation with it answers 304 without a body', async () => {
    const tags = new Set<string>();
    for (const [, headers] of ASKS.slice(0, 3)) {
      const first = await wire(server, '/login', headers);
      const etag = String(first.headers.etag);
      tags.add(etag);
      const again = await wire(server, '/login', { ...headers, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    expect(tags.size).toBe(3);
    const stale = await wire(server, '/login', { 'if-none-match': '"otra-version"' });
    expect(stale.status).toBe(200);
  });

  it('HEAD answers the headers of the page without its body', async () => {
    const response = await wire(server, '/login', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('without a build, app paths answer 503 with how to build', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'agentes-no-dist-'));
    const unbuilt = await startServer({}, { distDir: empty });
    try {
      const response = await wire(unbuilt, '/login');
      expect(response.status).toBe(503);
      expect(response.body.toString()).toContain('npm run build');
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('API answers', () => {
  const key = () => ({ 'x-api-key': server.config.apiKey });

  it.each(ASKS)('JSON of 1 KB or more, asked for with %s, is compressed that way; still no-store', async (_name, headers, encoding) => {
    const response = await wire(server, `${API_BASE}/country-states`, { ...key(), ...headers });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('no-store');
    const json = decoded(response);
    expect(json.length).toBeGreaterThanOrEqual(1024);
    if (encoding !== undefined) {
      expect(varies(response)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
    }
    expect(JSON.parse(json.toString('utf8')).data.length).toBeGreaterThan(20);
  });

  it.each(ASKS)('the customer list kept in memory, asked for with %s, goes out as any JSON answer does', async (_name, headers, encoding) => {
    const agent = await signUp(server);
    for (let i = 0; i < 3; i++) await createTenant(server, agent.token);
    const asked = { ...key(), authorization: `Bearer ${agent.token}`, ...headers };
    // Built, then from memory (and for the second encoding asked, compressed from memory).
    const answers = [await wire(server, `${API_BASE}/tenants`, asked), await wire(server, `${API_BASE}/tenants`, asked)];
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(varies(response)).toBe(encoding !== undefined);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const json = JSON.parse(decoded(response).toString('utf8'));
      expect(json.data).toHaveLength(3);
      expect(json.metadata.pagination).toEqual({ limit: TENANTS_PAGE_SIZE, offset: 0, total: 3 });
    }
  });

  it('JSON under 1 KB goes out as it is, whatever the client accepts', async () => {
    for (const path of [`${API_BASE}/country-states?limit=2`, `${API_BASE}/tenants`]) {
      const response = await wire(server, path, { ...key(), 'accept-encoding': 'br, gzip' });
      expect(response.body.length, path).toBeLessThan(1024);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('metadata');
    }
  });

  it('a compressed request body is refused as bad input, never inflated', async () => {
    const response = await server.fetchRaw(`${API_BASE}/auth/landlords`, {
      method: 'POST',
      headers: { ...key(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: new Uint8Array([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).metadata.error.type).toBe('VALIDATION_ERROR');
  });
});

describe('uploads', () => {
  it('stay private to the browser, and are not compressed again', async () => {
    const { token } = await signUp(server);
    const body = expectOk(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'foto.png', 'image/png'), token }));
    const response = await wire(server, new URL(body.data.avatarUrl as string, server.config.publicUrl).pathname, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(PNG_1X1)).toBe(true);
  });
});
