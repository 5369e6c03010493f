import type { FastifyReply } from 'fastify';
import { createLru } from '../lru.ts';
import { COMPRESS_MIN_BYTES, compressJson } from './compression.ts';
import { chooseEncoding, type Encoding } from './encoding.ts';
import type { SuccessMetadata } from './envelope.ts';

/** What the customer list may keep in memory per process: a few hundred pages. */
export const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

export interface AnswerCache {
  /**
   * Sends the 200 answer kept under `key`, or builds, keeps and sends it. The key must name
   * everything the answer depends on, including a version that changes with its data in the same
   * transaction (e.g. customer_list_versions), read before the data is: a kept answer is then
   * never older than its key.
   */
  send(reply: FastifyReply, key: string, build: () => Promise<{ data: unknown; metadata: SuccessMetadata }>): Promise<FastifyReply>;
  readonly size: number;
}

interface Kept {
  readonly json: string;
  /** Compressed the first time a client asks for that encoding. */
  readonly compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * Serialised success answers, the least recently used dropped past `maxBytes`, each weighed as
 * twice its JSON (the text is one byte per character in V8; both compressed forms together stay
 * well under it). Keys of a stale version are never asked for again and age out. An answer goes out
 * as the API's compression would send it (compression.ts), without compressing it again.
 */
export function createAnswerCache(maxBytes = ANSWER_CACHE_BYTES): AnswerCache {
  const kept = createLru<Kept>(maxBytes, (entry) => 2 * entry.json.length);
  return {
    async send(reply, key, build) {
      let entry = kept.get(key);
      if (entry === undefined) {
        entry = { json: JSON.stringify(await build()), compressed: {} };
        kept.set(key, entry);
      }
      reply.code(200).header('content-type', 'application/json; charset=utf-8');
      const encoding = entry.json.length >= COMPRESS_MIN_BYTES ? chooseEncoding(reply.request.headers['accept-encoding']) : null;
      if (encoding === null) return reply.send(entry.json);
      const body = (entry.compressed[encoding] ??= compressJson(entry.json, encoding));
      const vary = reply.getHeader('vary');
      return reply
        .header('content-encoding', encoding)
        .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`)
        .send(body);
    },
    get size() {
      return kept.size;
    },
  };
}
