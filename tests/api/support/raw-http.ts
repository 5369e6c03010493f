/**
 * HTTP over a bare socket, for the upload tests that fetch cannot express: a Content-Length
 * larger than what is sent, a chunked body that goes on and on, an upload held open half-way.
 * The test writes the body piece by piece and reads whatever the server answers, whenever it does.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawRequest {
  /** Writes more of the body (chunk-encoded when the request is chunked); false once the server has closed. */
  write(bytes: Uint8Array): Promise<boolean>;
  /** Ends a chunked body (the terminating zero-length chunk). */
  endChunks(): Promise<boolean>;
  /** The server's answer, as soon as a whole one has arrived (null if it closed without answering). */
  readonly response: Promise<RawResponse | null>;
  /** Settles when the server (or the test) has closed the connection. */
  readonly closed: Promise<void>;
  /** Body bytes the socket accepted from the test so far. */
  bytesSent(): number;
  destroy(): void;
}

export interface RawRequestOptions {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Send the body with Transfer-Encoding: chunked (and no Content-Length). */
  readonly chunked?: boolean;
}

function parseResponse(data: Buffer): RawResponse | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = data.toString('latin1', 0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(headEnd + 4);
  const length = Number(headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/** Opens the connection and sends the request line and headers; the body is up to the test. */
export function openRawRequest(baseUrl: string, options: RawRequestOptions): RawRequest {
  const url = new URL(baseUrl);
  const socket: Socket = connect({ host: url.hostname, port: Number(url.port) });
  let received = Buffer.alloc(0);
  let sent = 0;
  let open = true;
  let answer: (response: RawResponse | null) => void = () => undefined;
  const response = new Promise<RawResponse | null>((resolve) => {
    answer = resolve;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closed.then(() => {
    open = false;
    answer(parseResponse(received));
  });
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const parsed = parseResponse(received);
    if (parsed !== null) answer(parsed);
  });
  // The server may reset the connection while the test is still writing: that is the point.
  socket.on('error', () => undefined);

  const head = [
    `${options.method} ${options.path} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    ...(options.chunked ? ['Transfer-Encoding: chunked'] : []),
    '',
    '',
  ].join('\r\n');
  socket.write(head);

  const writeRaw = (bytes: Uint8Array, counted: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (!open || socket.destroyed) return resolve(false);
      const flushed = socket.write(bytes, (error) => {
        if (error) open = false;
      });
      sent += counted;
      if (flushed) return resolve(open);
      const settle = (): void => {
        socket.off('drain', settle);
        socket.off('close', settle);
        resolve(open && !socket.destroyed);
      };
      socket.once('drain', settle);
      socket.once('close', settle);
    });

  return {
    write(bytes) {
      if (!options.chunked) return writeRaw(bytes, bytes.length);
      const framed = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
      return writeRaw(framed, bytes.length);
    },
    endChunks: () => writeRaw(Buffer.from('0\r\n\r\n'), 0),
    response,
    closed,
    bytesSent: () => sent,
    destroy: () => socket.destroy(),
  };
}

export const BOUNDARY = 'agentes-upload-test';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The opening of the multipart field `file`, up to where its bytes begin. */
export const filePartHead = (fileName: string, contentType: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );

/** What closes the field and the body. */
export const FILE_PART_TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The Content-Length of a multipart body carrying `fileBytes` bytes under `head`. */
export const multipartLength = (head: Buffer, fileBytes: number): number => head.length + fileBytes + FILE_PART_TAIL.length;
