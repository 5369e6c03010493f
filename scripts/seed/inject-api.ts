/**
 * The app's own routes, called in process with Fastify's `inject`: every write of the demo is
 * decoded, validated and stored by the code that serves agents, without opening a port.
 */
import type { FastifyInstance } from 'fastify';

export interface UploadFile {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly type: string;
}

export interface InjectApi {
  /** A /rest/v1 call; answers the envelope's `data`, throws with the envelope's error otherwise. */
  call<T = unknown>(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<T>;
  /** The same call, answering the whole envelope (sign-in's token is in its metadata). */
  envelope(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<Envelope>;
  /** A multipart /rest/v1 call: the fields first, then the file, as the SPA's forms send them. */
  upload<T = unknown>(method: string, path: string, file: UploadFile, token: string, fields?: Record<string, string>): Promise<T>;
  /** A route outside /rest/v1 (the offline consent page); answers its `data`. */
  page<T = unknown>(method: string, url: string, body: unknown): Promise<T>;
}

/** A refused call, with the API's error type so callers can tell "already there" from a bug. */
export class ApiCallError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  constructor(status: number, type: string | undefined, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

export type Envelope = { data?: unknown; metadata?: { authorization?: { accessToken?: string }; error?: { type?: string; message?: string } } };

export function createInjectApi(app: FastifyInstance, apiKey: string): InjectApi {
  const send = async (method: string, url: string, headers: Record<string, string>, payload?: string | Buffer): Promise<Envelope> => {
    const response = await app.inject({ method: method as 'GET', url, headers: { 'x-api-key': apiKey, ...headers }, ...(payload === undefined ? {} : { payload }) });
    let body: Envelope = {};
    try {
      body = response.json<Envelope>();
    } catch {
      // Not JSON: the status says what went wrong.
    }
    if (response.statusCode >= 400) {
      const error = body.metadata?.error;
      throw new ApiCallError(response.statusCode, error?.type, `${method} ${url}: ${response.statusCode} ${error?.type ?? ''} ${error?.message ?? response.body.slice(0, 200)}`);
    }
    return body;
  };
  const auth = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });
  return {
    envelope(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
      const json: Record<string, string> = options.body === undefined ? {} : { 'content-type': 'application/json' };
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      return send(method, `/rest/v1${path}`, { ...json, ...auth(options.token) }, payload);
    },
    async call<T>(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
      return (await this.envelope(method, path, options)).data as T;
    },
    async upload<T>(method: string, path: string, file: UploadFile, token: string, fields: Record<string, string> = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      // Request does the multipart encoding (boundary included) exactly as a browser's fetch would.
      const encoded = new Request('http://seed.invalid/', { method: 'POST', body: form });
      const payload = Buffer.from(await encoded.arrayBuffer());
      const headers = { 'content-type': encoded.headers.get('content-type') ?? '', ...auth(token) };
      return (await send(method, `/rest/v1${path}`, headers, payload)).data as T;
    },
    async page<T>(method: string, url: string, body: unknown) {
      return (await send(method, url, { 'content-type': 'application/json' }, JSON.stringify(body))).data as T;
    },
  };
}
