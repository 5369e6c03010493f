import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Encoding } from './encoding.ts';

/** Smaller answers gain less than a packet from compression and would still pay its CPU. */
export const COMPRESS_MIN_BYTES = 1024;

const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS: ZlibOptions = { level: 3 };

/** A JSON answer compressed as compressJsonAnswers would (for answers kept already compressed). */
export const compressJson = (body: string, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);

/**
 * Compresses the API's JSON answers of 1 KB and more, brotli or gzip as the client prefers,
 * with `Vary: Accept-Encoding` on what it compresses. Levels measured on our answers
 * (docs/decisions.md, issue 7): brotli 3 is as small as the plugin's default 4 (within 1 %) at
 * two-thirds of its CPU; gzip 3 is within 8 % of gzip 6 at half to three-quarters of its CPU.
 * Answers up to 64 KB (every page the API gives) are compressed synchronously: the plugin's
 * default sends those above 8 KB on a 2-core machine through zlib streams on the thread pool,
 * which halved the requests per second of a compressed customer list here.
 * Request bodies are not decompressed: the SPA never sends them compressed, and inflating what
 * a stranger sends is work and risk for nothing. Registered inside the API's scope only: HTML and
 * static files are compressed ahead of time.
 */
export async function compressJsonAnswers(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    syncThreshold: 65_536,
  });
}
