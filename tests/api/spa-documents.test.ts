import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_PLACEHOLDER } from '../../server/client-config.ts';
import { AGENT_PAGES_FILE, APP_SHELL, APP_SHELL_LOADING, PRERENDERED_PAGES } from '../../server/http/prerendered-pages.ts';
import { routeRegExp } from '../../src/schema/app-routes.ts';
import { ACCESS_TOKEN_COOKIE } from '../../src/schema/app-document.ts';
import { ROUTE_PATTERNS } from '../../src/schema/app-routes.ts';
import { startServer, type TestServer } from './harness.ts';

/**
 * The HTML documents of the SPA (issue 7): each pre-rendered public page is answered with its own
 * file, every other app path with index.html, all with the per-server configuration injected.
 * A stand-in build (one marked document per file) keeps this independent of `npm run build`.
 */

const documentFor = (file: string): string =>
  `<!doctype html><html><head><title>${file}</title>${CLIENT_CONFIG_PLACEHOLDER}</head><body><div id="root" data-file="${file}"></div></body></html>`;

const served = (html: string): string | undefined => /data-file="([^"]+)"/.exec(html)?.[1];

const configOf = (html: string): unknown => {
  const json = /<script type="application\/json" id="agentes-config">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

/** The loading shell that also preloads the customers list's chunks. */
const LIST_LOADING = 'app-loading.CustomersListPage.html';

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'agentes-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'assets', 'app.js'), 'export {};\n');
  for (const file of [APP_SHELL, APP_SHELL_LOADING, LIST_LOADING, ...PRERENDERED_PAGES.values()]) await writeFile(join(distDir, file), documentFor(file));
  // The build's hints: the customers list has its own loading shell; a variant the build lacks is ignored.
  const list = routeRegExp('/customers');
  const routes = [
    { source: list.source, flags: list.flags, document: LIST_LOADING },
    { source: routeRegExp('/account').source, flags: 'i', document: 'app-loading.Missing.html' },
  ];
  await writeFile(join(distDir, AGENT_PAGES_FILE), JSON.stringify(routes));
  server = await startServer({}, { distDir });
});
afterAll(async () => {
  await server?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe('HTML documents', () => {
  it('lists the public pages the build pre-renders: spec 01 forms, the legal pages and spec 03 data-deletion instructions', () => {
    expect([...PRERENDERED_PAGES]).toEqual([
      ['/login', 'login.html'],
      ['/signup', 'signup.html'],
      ['/password-reset', 'password-reset.html'],
      ['/terminos', 'terminos.html'],
      ['/privacidad', 'privacidad.html'],
      ['/facebook/data-delete/instructions', 'facebook-data-delete-instructions.html'],
      ['/instagram/data-delete/instructions', 'instagram-data-delete-instructions.html'],
    ]);
  });

  it.each([...PRERENDERED_PAGES])('%s is answered with %s, its configuration injected, whatever its query', async (path, file) => {
    for (const url of [path, `${path}?continue_url=%2Fcustomers&from=password-reset`, `${path}?authorization=abc`]) {
      const response = await server.fetchRaw(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(served(html), url).toBe(file);
      expect(html).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
      expect(configOf(html)).toMatchObject({ apiKey: server.config.apiKey, recaptchaSiteKey: null });
    }
  });

  it.each(['/', '/dashboard', '/customers/view/ana', '/onboarding?step=2', '/login/', '/LOGIN', '/logout', '/customers/edit/ana.perez'])(
    '%s is answered with index.html and its configuration',
    async (url) => {
      const response = await server.fetchRaw(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(served(html)).toBe(APP_SHELL);
      expect(configOf(html)).toMatchObject({ apiKey: server.config.apiKey });
    },
  );

  it('a request carrying a token gets the shell with the loading splash (app-loading.html), one without gets index.html', async () => {
    const cases: [string, string | null, string][] = [
      // The path's own variant (build/prerender.ts: it preloads the page's chunks), else the plain one.
      ['/customers', `${ACCESS_TOKEN_COOKIE}=abc`, LIST_LOADING],
      ['/Customers/', `${ACCESS_TOKEN_COOKIE}=abc`, LIST_LOADING],
      ['/account', `${ACCESS_TOKEN_COOKIE}=abc`, APP_SHELL_LOADING],
      ['/', `sidebar.collapsed=true; ${ACCESS_TOKEN_COOKIE}=a%20b`, APP_SHELL_LOADING],
      ['/customers/view/ana?section=3', `${ACCESS_TOKEN_COOKIE}=abc`, APP_SHELL_LOADING],
      ['/customers', null, APP_SHELL],
      ['/customers', `${ACCESS_TOKEN_COOKIE}=`, APP_SHELL],
      ['/customers', `${ACCESS_TOKEN_COOKIE}=%E0%A4%A`, APP_SHELL],
      ['/customers', `x${ACCESS_TOKEN_COOKIE}=abc`, APP_SHELL],
      // A pre-rendered page is the same for everyone, and the 404 page needs no splash.
      ['/login', `${ACCESS_TOKEN_COOKIE}=abc`, 'login.html'],
      ['/terminos', `${ACCESS_TOKEN_COOKIE}=abc`, 'terminos.html'],
    ];
    for (const [url, cookie, file] of cases) {
      const response = await server.fetchRaw(url, cookie === null ? {} : { headers: { cookie } });
      expect(response.status, `${url} ${cookie}`).toBe(200);
      const html = await response.text();
      expect(served(html), `${url} ${cookie}`).toBe(file);
      expect(html).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
      // The shell's choice depends on the cookie: shared caches must keep both apart.
      const vary = response.headers.get('vary') ?? '';
      expect(vary).toContain('accept-encoding');
      if (file === APP_SHELL || file.startsWith('app-loading')) expect(vary.toLowerCase()).toContain('cookie');
    }
    const missing = await server.fetchRaw('/no-existe', { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=abc` } });
    expect(missing.status).toBe(404);
    expect(served(await missing.text())).toBe(APP_SHELL);
  });

  it('never serves an HTML file as a static file, without its configuration', async () => {
    for (const file of [APP_SHELL_LOADING, LIST_LOADING, AGENT_PAGES_FILE, ...PRERENDERED_PAGES.values()]) {
      const response = await server.fetchRaw(`/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text()).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
    }
    expect((await server.fetchRaw('/assets/app.js')).status).toBe(200);
  });

  it('falls back to index.html when the build has no file for a public page (built before there were any)', async () => {
    // The pages are read once, when the server starts: a build without the file, then a server on it.
    const [path, file] = [...PRERENDERED_PAGES][0]!;
    const olderBuild = await mkdtemp(join(tmpdir(), 'agentes-dist-'));
    await writeFile(join(olderBuild, APP_SHELL), documentFor(APP_SHELL));
    const older = await startServer({}, { distDir: olderBuild });
    try {
      expect(existsSync(join(olderBuild, file))).toBe(false);
      const html = await (await older.fetchRaw(path)).text();
      expect(served(html)).toBe(APP_SHELL);
      expect(configOf(html)).toMatchObject({ apiKey: older.config.apiKey });
    } finally {
      await older.close();
      await rm(olderBuild, { recursive: true, force: true });
    }
  });
});

/**
 * Issue 8: the server knows the SPA's routes (src/schema/app-routes.ts, the table the router is
 * built from), so a path without a page is answered with the SPA's document, which renders the
 * 404 page, and with status 404. API paths and files keep their own 404s.
 */
describe('status of app paths', () => {
  const KNOWN = [
    '/',
    '/login',
    '/signup?continue_url=%2Fcustomers',
    '/password-reset',
    '/logout',
    '/onboarding?step=3',
    '/dashboard',
    '/dashboard/',
    '/properties',
    '/properties/drafts/create',
    '/property-editor/abc/create?section=details',
    '/account?section=integrations',
    '/customers',
    '/customers/create',
    '/customers/view/ana-perez-1a2b?task=new',
    '/customers/edit/5d1c2b7e-0f3a-4e61-9c2d-8b7a6f5e4d31',
    '/customers/view/mar%C3%ADa',
    '/Customers/View/ANA',
  ];
  const UNKNOWN = ['/no-existe', '/property-editor/abc/1', '/property-editor', '/dashboard/extra', '/loginx', '/login/otra', '/onboarding/2', '/terms-and-more', '/customer', '/index.html', '/a%C3%B1o'];

  it.each(KNOWN)('%s (a route of the SPA) answers 200 with its document', async (url) => {
    const response = await server.fetchRaw(url);
    expect(response.status, url).toBe(200);
    const pathname = url.split('?')[0]!;
    expect(served(await response.text())).toBe(PRERENDERED_PAGES.get(pathname) ?? APP_SHELL);
  });

  it.each(UNKNOWN)('%s (no route) answers 404 with the SPA document, which shows the 404 page', async (url) => {
    const response = await server.fetchRaw(url);
    expect(response.status, url).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Not validated: a 404 carries no ETag, and a stored one is not answered with 304.
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    expect(served(html)).toBe(APP_SHELL);
    expect(configOf(html)).toMatchObject({ apiKey: server.config.apiKey });
  });

  it('a 404 page ignores If-None-Match (only a 2xx is validated) and answers HEAD without a body', async () => {
    const etag = (await server.fetchRaw('/')).headers.get('etag');
    expect(etag).not.toBeNull();
    const conditional = await server.fetchRaw('/no-existe', { headers: { 'if-none-match': etag ?? '' } });
    expect(conditional.status).toBe(404);
    expect(served(await conditional.text())).toBe(APP_SHELL);
    const head = await server.fetchRaw('/no-existe', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('every pattern of the route table is answered 200 (a parameter filled, a wildcard empty and filled)', async () => {
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      for (const url of new Set([pattern.replace(/:\w+/g, 'x').replace('/*?', ''), pattern.replace(/:\w+/g, 'x').replace('*?', 'a/b')])) {
        expect((await server.fetchRaw(url)).status, url).toBe(200);
      }
    }
  });

  it('an unknown /rest/v1 path is still the JSON envelope: 404 with the API key, 401 without', async () => {
    for (const [headers, status, type] of [
      [{ 'x-api-key': server.config.apiKey }, 404, 'NOT_FOUND'],
      [{}, 401, 'API_KEY_INVALID'],
    ] as const) {
      const response = await server.fetchRaw('/rest/v1/no-existe', { headers });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as { metadata: { error: { type: string } } };
      expect(body.metadata.error.type).toBe(type);
    }
  });

  it('assets are untouched: a file of the build 200, a missing file a plain 404, never the SPA document', async () => {
    const asset = await server.fetchRaw('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export {};\n');
    for (const url of ['/assets/no-existe.js', '/favicon-otro.ico', '/robots.txt', '/uploads/avatars/no-existe.jpg', '/dev/no-existe']) {
      const response = await server.fetchRaw(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).not.toContain('text/html');
      expect(served(await response.text()), url).toBeUndefined();
    }
  });

  it('other methods on an app path are a plain 404, not a page', async () => {
    const response = await server.fetchRaw('/no-existe', { method: 'POST', body: '' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});
