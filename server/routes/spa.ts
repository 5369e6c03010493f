import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectClientConfig } from '../client-config.ts';
import type { AppContext } from '../context.ts';
import { isApiRequest } from '../http/api-key.ts';
import { fail } from '../http/envelope.ts';
import { APP_SHELL, htmlDocumentFor } from '../http/prerendered-pages.ts';
import { isInlineAttachment } from '../storage/attachments.ts';
import { ATTACHMENTS, uploadsDir } from '../storage/upload-files.ts';

/** The built SPA: <project>/dist, wherever the server is started from. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Paths the SPA never owns: their misses are real 404s, not the app shell. */
const NOT_APP = /^\/(rest|uploads|dev|oauth-consent|hubs)(\/|$)/;

/**
 * Serves uploads, the built SPA, and the SPA's history fallback: each app path gets its HTML
 * document (a pre-rendered public page, else index.html) with the client config.
 */
export async function spaRoutes(app: FastifyInstance, context: AppContext, distDir: string = DIST_DIR): Promise<void> {
  const uploads = uploadsDir(context.config.dataDir);
  mkdirSync(uploads, { recursive: true });
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
  if (existsSync(distDir)) await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    dotfiles: 'deny',
    // The HTML documents (index.html, the pre-rendered pages) are only ever sent with the client
    // configuration filled in (sendAppShell below).
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (response, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const sendAppShell = (request: FastifyRequest, reply: FastifyReply) => sendDocument(request, reply, context, distDir);
  app.get('/', sendAppShell);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiRequest(request)) return fail(reply, 'NOT_FOUND', `No route ${request.method} ${pathname}`);
    const isAppPath = pathname === '/index.html' || (!NOT_APP.test(pathname) && !path.posix.basename(pathname).includes('.'));
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPath) return sendAppShell(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  });
}

/** The HTML document of an app path (a pre-rendered public page, else index.html), with the client configuration. */
async function sendDocument(request: FastifyRequest, reply: FastifyReply, context: AppContext, distDir: string): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readDocument(distDir, htmlDocumentFor(request.url));
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('La aplicación web no está compilada: ejecuta `npm run build` y reinicia el servidor (`npm start` hace ambas cosas).');
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(injectClientConfig(html, context.config));
}

/** A build without the pre-rendered pages (older than them) still serves every path through index.html. */
async function readDocument(distDir: string, name: string): Promise<string> {
  try {
    return await readFile(path.join(distDir, name), 'utf8');
  } catch (error) {
    if (name === APP_SHELL) throw error;
    return readFile(path.join(distDir, APP_SHELL), 'utf8');
  }
}
