/**
 * Brotli and gzip copies of the built static files, written next to each one at build time
 * (`app.js` → `app.js.br`, `app.js.gz`) so the server sends them as they are, at no CPU per
 * request (`@fastify/static`'s `preCompressed`). Used as a Vite plugin by `vite.config.ts`.
 *
 * HTML is left out on purpose: the server fills each page with the per-server configuration at
 * start and compresses the result then (server/http/html-pages.ts), so a build-time copy would be
 * of the wrong text.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than a packet and costs a file lookup per request. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file under `dir`, skipping dot entries (`.vite/`: the manifest is not served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
  );
  return nested.flat();
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside each compressible file of at least 1 KB; a copy that is not smaller is not written. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const candidates = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(
    candidates.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files += 1;
      summary.bytes += source.length;
      summary.brotliBytes += Math.min(br.length, source.length);
      summary.gzipBytes += Math.min(gzipped.length, source.length);
      await Promise.all([
        br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
        gzipped.length < source.length ? writeFile(`${file}.gz`, gzipped) : undefined,
      ]);
    }),
  );
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs after the client build has written everything (other plugins' output included); not for SSR builds. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'agentes-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (ssr) return;
        const { files, bytes, brotliBytes, gzipBytes } = await precompressDirectory(outDir);
        console.info(`precompressed ${files} files: ${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`);
      },
    },
  };
}
