import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_PLACEHOLDER } from '../../server/client-config.ts';
import { APP_SHELL, PRERENDERED_PAGES } from '../../server/http/prerendered-pages.ts';
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

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'agentes-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'assets', 'app.js'), 'export {};\n');
  for (const file of [APP_SHELL, ...PRERENDERED_PAGES.values()]) await writeFile(join(distDir, file), documentFor(file));
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

  it.each(['/', '/dashboard', '/customers/view/ana', '/onboarding?step=2', '/login/', '/LOGIN', '/index.html', '/no-existe', '/terms', '/privacy'])(
    '%s is answered with index.html and its configuration',
    async (url) => {
      const response = await server.fetchRaw(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(served(html)).toBe(APP_SHELL);
      expect(configOf(html)).toMatchObject({ apiKey: server.config.apiKey });
    },
  );

  it('never serves an HTML file as a static file, without its configuration', async () => {
    for (const file of PRERENDERED_PAGES.values()) {
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
