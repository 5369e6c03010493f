import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Fastify's answer to a request Node's parser refuses (headers over 16 KB, a malformed request,
 * a client too slow), with `Connection: close` added: the socket is destroyed right after, and
 * without that header a keep-alive client (undici's fetch) may hand its next request to the
 * dying socket and see it reset. The bodies are Fastify's own; the request never reached a route.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone already: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error'];
  const reason = STATUS_CODES[status] ?? '';
  const body = JSON.stringify({ error: reason, message, statusCode: status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
