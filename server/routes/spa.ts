import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesAccessToken } from '../../src/schema/app-document.ts';
import { isAppRoute } from '../../src/schema/app-routes.ts';
import { injectClientConfig } from '../client-config.ts';
import type { AppContext } from '../context.ts';
import { isApiRequest } from '../http/api-key.ts';
import { fail } from '../http/envelope.ts';
import { loadHtmlPages, type HtmlPages } from '../http/html-pages.ts';
import { AGENT_PAGES_FILE, APP_SHELL, APP_SHELL_LOADING, htmlDocumentFor, type AgentPageDocument } from '../http/prerendered-pages.ts';
import { isInlineAttachment } from '../storage/attachments.ts';
import { ATTACHMENTS, uploadsDir } from '../storage/upload-files.ts';

/** The built SPA: <project>/dist, wherever the server is started from. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Paths the SPA never owns: their misses are real 404s, not the app shell. */
const NOT_APP = /^\/(rest|uploads|dev|oauth-consent|hubs)(\/|$)/;

/** Hashed build output: a new build gives a changed file a new name, so browsers and proxies may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build's unhashed public files (favicon, provider icons) keep their names across builds: revalidated. */
const REVALIDATE = 'no-cache';

/** Which document of the build answers an app path: its pre-rendered page (`/login` → `login.html`), else the shell. */
export const pageFor = (pathname: string): string => htmlDocumentFor(pathname);

/**
 * Static files never served from the build: HTML (sent only through the pages, with the
 * configuration filled in) and source maps (kept as build files for error reports, not public).
 */
const servedFromBuild = (pathName: string): boolean =>
  !pathName.endsWith('.html') && !pathName.endsWith('.map') && path.posix.basename(pathName) !== AGENT_PAGES_FILE;

/**
 * The loading shell for a returning agent's path: the build's variant that also preloads the
 * path's page (build/prerender.ts), else the plain one. A build without the list has no variants.
 */
function loadingDocuments(distDir: string, pages: HtmlPages): (pathname: string) => string {
  const file = path.join(distDir, AGENT_PAGES_FILE);
  if (!existsSync(file)) return () => APP_SHELL_LOADING;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as AgentPageDocument[])
    .filter((route) => pages.has(route.document))
    .map((route) => [new RegExp(route.source, route.flags), route.document] as const);
  return (pathname) => routes.find(([pattern]) => pattern.test(pathname))?.[1] ?? APP_SHELL_LOADING;
}

/** Serves uploads, the built SPA, and the SPA's history fallback (its pages, with the client config). */
export async function spaRoutes(app: FastifyInstance, context: AppContext, distDir = DIST_DIR): Promise<void> {
  const uploads = uploadsDir(context.config.dataDir);
  mkdirSync(uploads, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (response, filePath) => {
      response.header('x-content-type-options', 'nosniff');
      // Task attachments other than images (PDF, Office) are downloaded, never rendered in our origin.
      if (path.basename(path.dirname(filePath)) === ATTACHMENTS && !isInlineAttachment(filePath)) {
        response.header('content-disposition', 'attachment');
      }
      // An upload is never a document that could run script in our origin.
      response.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      // Attachments and photos are an agent's private data: browsers may keep them (a name is
      // random and never reused), shared caches and proxies may not.
      response.header('cache-control', 'private, max-age=31536000, immutable');
    },
  });

  // Without a build the fallback below explains how to make one; the assets appear after a restart.
  let pages: HtmlPages | null = null;
  let loadingDocumentFor = (_pathname: string): string => APP_SHELL_LOADING;
  if (existsSync(path.join(distDir, 'index.html'))) {
    pages = await loadHtmlPages(distDir, (html) => injectClientConfig(html, context.config));
    loadingDocumentFor = loadingDocuments(distDir, pages);
    const assets = `${path.sep}assets${path.sep}`;
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      dotfiles: 'deny',
      // The build wrote .br and .gz copies (scripts/precompress.ts): sent as they are, with Vary.
      preCompressed: true,
      cacheControl: false,
      // A route per file of the build, listed once at start: an app path (/login) goes straight to
      // its page instead of through a file lookup (three, with the compressed copies) per request.
      wildcard: false,
      globIgnore: ['**/*.html', '**/*.map', '**/*.br', '**/*.gz', AGENT_PAGES_FILE],
      allowedPath: servedFromBuild,
      setHeaders: (response, filePath) => {
        response.header('cache-control', filePath.includes(assets) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string): FastifyReply => {
    if (pages === null) return sendNoBuild(reply);
    const name = pageFor(pathname);
    // A build older than the pre-rendered pages still serves every path through the shell.
    if (name !== APP_SHELL && pages.has(name)) return pages.send(request, reply, name);
    // The shell: with the loading splash painted from the HTML for a returning agent (schema/app-document.ts).
    reply.header('vary', 'cookie');
    const withSplash = pages.has(APP_SHELL_LOADING) && carriesAccessToken(request.headers.cookie);
    return pages.send(request, reply, withSplash ? loadingDocumentFor(pathname) : APP_SHELL);
  };

  /** A path the SPA has no route for: its document, which renders the 404 page, with status 404. */
  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    pages === null ? sendNoBuild(reply) : pages.send(request, reply, APP_SHELL, 404);

  app.get('/', (request, reply) => sendPage(request, reply, '/'));

  // What the build's files and the API did not answer. An app route (the SPA's route table,
  // shared with the router) gets its page; any other path a browser would open gets the SPA's
  // document with 404, so it shows the 404 page and says so to crawlers and tools; a missing file
  // (a name with an extension) or a path the SPA never owns stays a plain 404.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiRequest(request)) return fail(reply, 'NOT_FOUND', `No route ${request.method} ${pathname}`);
    if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(pathname)) {
      if (isAppRoute(pathname)) return sendPage(request, reply, pathname);
      if (pathname === '/index.html' || !path.posix.basename(pathname).includes('.')) return sendNotFoundPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  });
}

const sendNoBuild = (reply: FastifyReply): FastifyReply =>
  reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('La aplicación web no está compilada: ejecuta `npm run build` y reinicia el servidor (`npm start` hace ambas cosas).');
