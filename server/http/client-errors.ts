import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Fastify's answer to a request Node's parser refuses (headers over 16 KB, a malformed request,
 * a client too slow), with `Connection: close` added: without that header a keep-alive client
 * (undici's fetch) may hand its next request to the closing socket and see it reset. The bodies
 * are Fastify's own; the request never reached a route.
 *
 * The close lingers, as nginx's does: closing a socket with the rest of an oversized request still
 * unread makes the kernel send a reset, which can reach the client before it has read the answer
 * (a 1 MB URL then fails with ECONNRESET instead of 431, depending on timing). So the answer is
 * followed by a FIN, what the client still sends is read and dropped, and the socket is destroyed
 * once the client closes too, or after LINGER_MS at the latest.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone already: there is no one to answer. A lingering one was answered.
  if (error.code === 'ECONNRESET' || socket.destroyed || lingering.has(socket)) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error'];
  const reason = STATUS_CODES[status] ?? '';
  const body = JSON.stringify({ error: reason, message, statusCode: status });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  lingering.add(socket);
  // Node's parser would go on reading (and refusing) the rest: from here on it is only drained.
  socket.removeAllListeners('data');
  socket.on('data', drop);
  socket.on('end', () => socket.destroy());
  socket.setTimeout(0);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
}

/** How long a refused client may go on sending before its socket is destroyed regardless. */
const LINGER_MS = 2_000;
const lingering = new WeakSet<Socket>();
const drop = (): void => {};
