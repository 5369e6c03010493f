import { createWriteStream, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/failure.ts';
import { UploadTempFile } from './upload-files.ts';
import { uploadGate } from './upload-gate.ts';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_IDLE_MS } from './upload-limits.ts';

export interface UploadRules {
  /** Largest file accepted, in bytes. */
  readonly maxBytes: number;
  /** Whether the first bytes can begin an accepted file: a wrong type is refused before the rest is read. */
  readonly acceptsStart: (head: Buffer) => boolean;
  /** The refusal for a file of the wrong type. */
  readonly wrongType: () => ApiFailure;
  /**
   * Text fields the form may carry besides the file (each at most once, FIELD_VALUE_MAX bytes);
   * any other field is refused. None by default: one file and nothing else.
   */
  readonly fields?: readonly string[];
}

export interface ReceivedUpload {
  readonly temp: UploadTempFile;
  readonly sizeBytes: number;
  /** The name the client gave, untrusted: only ever shown after sanitising. */
  readonly clientFileName: string | undefined;
  /** The allowed text fields that were sent (see UploadRules.fields), as sent. */
  readonly fields: Readonly<Record<string, string>>;
}

/** Bytes of one text field of an upload form (ids and short codes). */
export const FIELD_VALUE_MAX = 256;

/** The form's text fields: only the allowed names, each once. */
function textFields(all: Record<string, unknown>, allowed: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(all)) {
    if (name === 'file') continue;
    if (!allowed.includes(name)) throw new ApiFailure('VALIDATION_ERROR', `Invalid body: ${name}: Unknown field`);
    const part = value as { type?: unknown; value?: unknown; valueTruncated?: unknown } | unknown[];
    if (Array.isArray(part) || part.type !== 'field' || typeof part.value !== 'string') {
      throw new ApiFailure('VALIDATION_ERROR', `Invalid body: ${name}: Expected one text value`);
    }
    if (part.valueTruncated === true) throw new ApiFailure('VALIDATION_ERROR', `Invalid body: ${name}: Expected at most ${FIELD_VALUE_MAX} bytes`);
    out[name] = part.value;
  }
  return out;
}

/** Leading bytes handed to `acceptsStart`: every accepted signature fits in them. */
const HEAD_BYTES = 16;

/**
 * Buffering of each stage between the socket and the temp file (parser, file stream, check,
 * file writer). Node's default (64 KB) at every stage adds up to several hundred KB per upload;
 * a socket chunk is up to 64 KB anyway, so each stage holds about one chunk at a time.
 */
const STAGE_BUFFER_BYTES = 16 * 1024;

const tooLarge = (): ApiFailure => new ApiFailure('FILE_TOO_LARGE', 'The file is larger than allowed');
const oneFileOnly = (): ApiFailure => new ApiFailure('VALIDATION_ERROR', 'Invalid body: send one file in the field "file" and nothing else');

/**
 * Receives the multipart field `file` of an agent's request into a temp file, never holding more
 * than a stream buffer of it in memory. Refused before any of the body is read: a Content-Length
 * over the limit (413), a full upload gate (429). Refused as soon as it shows: a file or request
 * over the limit, a first few bytes of the wrong type, an upload that stalls. Whatever refuses it,
 * reading stops there and the temp file is gone; the answer then closes the connection (see
 * closeUnreadUploads) instead of draining the rest.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dataDir: string,
  agentId: string,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: expected multipart/form-data with a field "file"');
  const requestLimit = rules.maxBytes + MULTIPART_OVERHEAD_BYTES;
  if (Number(request.headers['content-length']) > requestLimit) throw tooLarge();
  const leave = uploadGate.enter(agentId);
  const stop = new AbortController();
  let watch: BodyWatch | null = null;
  let temp: UploadTempFile | null = null;
  let file: WriteStream | null = null;
  try {
    temp = await UploadTempFile.create(dataDir);
    const allowed = rules.fields ?? [];
    const files = request.files({
      highWaterMark: STAGE_BUFFER_BYTES,
      fileHwm: STAGE_BUFFER_BYTES,
      limits: {
        fileSize: rules.maxBytes,
        files: 1,
        fields: allowed.length,
        parts: 1 + allowed.length,
        fieldSize: allowed.length === 0 ? 0 : FIELD_VALUE_MAX,
        headerPairs: 20,
      },
    });
    // Only now: request.file() has just piped the body into the parser, and a 'data' listener
    // added earlier would have let the body flow with nobody parsing it.
    watch = watchBody(request.raw, requestLimit, stop);
    const first = await untilStopped(files.next(), stop.signal);
    const part = first.done === true ? undefined : first.value;
    if (part === undefined || part.fieldname !== 'file') throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: file: Missing file');
    // busboy cuts the file at the limit but would go on reading (and discarding) the rest of it.
    part.file.once('limit', () => part.file.destroy(tooLarge()));
    const check = checkFile(rules);
    file = createWriteStream(temp.path, { flags: 'wx', highWaterMark: STAGE_BUFFER_BYTES });
    await untilStopped(pipeline(part.file, check.stream, file, { signal: stop.signal }), stop.signal);
    // Whatever follows the file (the closing boundary, or junk) is read too, within the limit.
    await untilStopped(watch.rest(), stop.signal);
    // Issue 20: a second file part is refused, not dropped. The parser stops at its limit (one
    // file) and reports it only to whoever asks for the next part, so ask.
    if ((await untilStopped(files.next(), stop.signal)).done !== true) throw oneFileOnly();
    const fields = textFields(part.fields as Record<string, unknown>, allowed);
    return { temp, sizeBytes: check.bytes(), clientFileName: part.filename, fields };
  } catch (error) {
    request.raw.unpipe();
    request.raw.pause();
    // A writer still opening its file would create it after the discard below.
    if (file !== null) await closed(file);
    await temp?.discard();
    throw stop.signal.aborted ? stop.signal.reason : multipartFailure(error);
  } finally {
    watch?.dispose();
    leave();
  }
}

function closed(file: WriteStream): Promise<void> {
  if (file.closed) return Promise.resolve();
  return new Promise((resolve) => {
    file.once('close', () => resolve());
    file.destroy();
  });
}

/** Passes the file through, counting it and judging its first bytes as soon as they are in. */
function checkFile(rules: UploadRules): { stream: Transform; bytes: () => number } {
  let bytes = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const judgeHead = (): ApiFailure | null => {
    const accepted = head === null || rules.acceptsStart(head);
    head = null;
    return accepted ? null : rules.wrongType();
  };
  const stream = new Transform({
    highWaterMark: STAGE_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > rules.maxBytes) return callback(tooLarge());
      if (head !== null) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) {
          const failure = judgeHead();
          if (failure !== null) return callback(failure);
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(judgeHead());
    },
  });
  return { stream, bytes: () => bytes };
}

interface BodyWatch {
  /** Reads the body to its end (after the file, only a closing boundary should be left). */
  rest(): Promise<void>;
  dispose(): void;
}

/**
 * Counts every byte of the request body (a chunked body has no Content-Length to refuse early)
 * and notices a sender that goes quiet or goes away; each stops the upload through `stop`.
 */
function watchBody(raw: IncomingMessage, limit: number, stop: AbortController): BodyWatch {
  let received = 0;
  const idle = setTimeout(() => stop.abort(new ApiFailure('VALIDATION_ERROR', 'The upload stalled')), UPLOAD_IDLE_MS);
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > limit) stop.abort(tooLarge());
    idle.refresh();
  };
  const onClose = (): void => {
    if (!raw.complete) stop.abort(new ApiFailure('VALIDATION_ERROR', 'The upload was interrupted'));
  };
  const ended = new Promise<void>((resolve) => raw.once('end', resolve));
  raw.on('data', onData);
  raw.once('close', onClose);
  return {
    rest() {
      if (raw.readableEnded) return Promise.resolve();
      // The parser may have unpiped (and so paused) the body at its closing boundary.
      raw.resume();
      return ended;
    },
    dispose() {
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('close', onClose);
    },
  };
}

/** `work`, unless `signal` aborts first (then its reason); a late rejection of `work` is ignored. */
function untilStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Parser refusals (@fastify/multipart codes, busboy messages) are the client's malformed body, not a server error. */
function multipartFailure(error: unknown): unknown {
  if (error instanceof ApiFailure || typeof error !== 'object' || error === null) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return oneFileOnly();
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new ApiFailure('VALIDATION_ERROR', 'The upload was interrupted');
  }
  if (typeof message === 'string' && /multipart|boundary|part header|terminated early/i.test(message)) {
    return new ApiFailure('VALIDATION_ERROR', 'Invalid body: malformed multipart/form-data');
  }
  return error;
}

/**
 * An answer sent before a multipart body was read to its end (a refusal by Content-Length, a
 * 429, a wrong type, a cut-off upload, a 401) closes the connection: keeping it alive would
 * mean reading, and discarding, everything the client still sends.
 */
export function closeUnreadUploads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
}
