import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './encoding.ts';

/**
 * The HTML documents of the build (`index.html`, and any page pre-rendered beside it), each
 * filled in once at start (the per-server client configuration) and kept in memory as identity,
 * brotli and gzip bytes. A request costs no file read and no compression: the negotiated variant
 * goes out as it is.
 *
 * Always `Cache-Control: no-cache`: the page carries the configuration, which changes with the
 * server's environment, and names the hashed assets of the current build. A revalidation with the
 * variant's ETag answers 304.
 */
export interface HtmlPages {
  /** Whether the build has this document (`index.html`, `login.html`, `legal/terms.html`…). */
  has(name: string): boolean;
  /**
   * Sends the document with `status` (200 by default). Only a 200 is validated: another status
   * (the SPA's 404 page) carries no ETag and ignores `If-None-Match`, as RFC 9110 §13.2.1 asks of
   * a response that would not be a 2xx.
   */
  send(request: FastifyRequest, reply: FastifyReply, name: string, status?: number): FastifyReply;
}

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

interface Page {
  readonly identity: Variant;
  readonly br: Variant;
  readonly gzip: Variant;
}

/** `.html` files under the build, by their path from it; the hashed assets' folder is not pages. */
async function htmlFiles(dir: string, base = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const name = base === '' ? entry.name : `${base}/${entry.name}`;
      if (entry.name.startsWith('.') || name === 'assets') return [];
      if (entry.isDirectory()) return htmlFiles(dir, name);
      return entry.name.endsWith('.html') ? [name] : [];
    }),
  );
  return nested.flat();
}

function pageOf(html: string): Page {
  const identity = Buffer.from(html, 'utf8');
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  // A strong ETag names one representation: each encoding gets its own.
  return {
    identity: { body: identity, etag: `"${tag}"` },
    br: {
      body: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      etag: `"${tag}-br"`,
    },
    gzip: { body: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }), etag: `"${tag}-gz"` },
  };
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** Reads and prepares every page of the build in `distDir`; `render` fills one page's text. */
export async function loadHtmlPages(distDir: string, render: (html: string) => string): Promise<HtmlPages> {
  const pages = new Map<string, Page>();
  for (const name of await htmlFiles(distDir)) {
    pages.set(name, pageOf(render(await readFile(path.join(distDir, name), 'utf8'))));
  }
  return {
    has: (name) => pages.has(name),
    send(request, reply, name, status = 200) {
      const page = pages.get(name);
      if (page === undefined) throw new Error(`no page ${name} in the build`);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const variant = encoding === null ? page.identity : page[encoding];
      // A caller whose choice of page depends on another header has named it in Vary already.
      const vary = reply.getHeader('vary');
      reply.header('cache-control', 'no-cache').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      reply.type('text/html; charset=utf-8');
      if (status === 200) {
        reply.header('etag', variant.etag);
        if (matches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      }
      if (encoding !== null) reply.header('content-encoding', encoding);
      return reply.code(status).send(variant.body);
    },
  };
}
