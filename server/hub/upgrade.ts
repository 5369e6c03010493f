import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { HUB_PATH } from '../../src/schema/hub.ts';
import { sessionOfToken, type Session } from '../auth/session.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

/**
 * Whether a websocket may be opened from this Origin. Browsers always send one on a websocket
 * (and the same-origin policy does not cover websockets, so this is what stops another site's
 * page); a non-browser client sends none and is let through, since it still needs a connection
 * token from a negotiate with the API key and a bearer token. Allowed: PUBLIC_URL's origin, and
 * the origin whose host is the request's own Host (the page came from this server under another
 * name: 127.0.0.1 vs localhost, the dev server's proxy).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}

// The token alphabet of our access tokens (server/auth/tokens.ts).
const QUERY_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** Node clients send the bearer token as a header; browsers cannot, and put it in `access_token`. */
const accessTokenOf = (request: IncomingMessage, url: URL): string | null => {
  const fromHeader = bearerToken(request.headers.authorization);
  if (fromHeader !== null) return fromHeader;
  const fromQuery = url.searchParams.get('access_token');
  return fromQuery !== null && QUERY_TOKEN.test(fromQuery) ? fromQuery : null;
};

const REASONS = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' } as const;

/** Answers the upgrade request with a plain HTTP status and closes the socket. */
function refuse(socket: Duplex, status: keyof typeof REASONS): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export interface UpgradeDeps {
  readonly context: Pick<AppContext, 'db' | 'now' | 'config'>;
  readonly tokens: ConnectionTokens;
  readonly server: WebSocketServer;
  /** Whether the hub still takes connections (not while it shuts down). */
  accepting(): boolean;
  /** Whether the agent may open one more connection here. */
  hasRoomFor(agentId: string): boolean;
  accept(socket: WebSocket, session: Session): void;
  refused(reason: string, status: number): void;
  failed(error: unknown): void;
}

/**
 * The HTTP server's `upgrade` listener. Only `/hubs/notifications` upgrades, and only with a
 * connection token from a negotiate (single use) plus the same agent's access token, still valid.
 */
export function hubUpgradeListener(deps: UpgradeDeps): (request: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const decide = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    const say = (status: keyof typeof REASONS, reason: string): void => {
      deps.refused(reason, status);
      refuse(socket, status);
    };
    if (url.pathname !== HUB_PATH || !deps.accepting()) return say(404, 'not the hub, or the hub is closing');
    if (!originAllowed(request.headers.origin, request.headers.host, deps.context.config.publicUrl)) return say(403, 'origin not allowed');
    const connectionToken = url.searchParams.get('id');
    const accessToken = accessTokenOf(request, url);
    if (connectionToken === null) return say(404, 'no connection token');
    if (accessToken === null) return say(401, 'no access token');
    const grant = await deps.tokens.consume(connectionToken);
    if (grant === null) return say(404, 'unknown, spent or expired connection token');
    const session = await sessionOfToken(deps.context, accessToken);
    if (session === null || session.agentId !== grant.agentId) return say(401, 'access token invalid or of another agent');
    if (!deps.hasRoomFor(session.agentId)) return say(429, 'too many connections of the agent');
    if (socket.destroyed || !deps.accepting()) return;
    deps.server.handleUpgrade(request, socket, head, (webSocket) => deps.accept(webSocket, session));
  };
  return (request, socket, head) => {
    // A client that resets mid-way must not become an unhandled 'error'.
    socket.on('error', () => socket.destroy());
    decide(request, socket, head).catch((error: unknown) => {
      deps.failed(error);
      if (!socket.destroyed) socket.destroy();
    });
  };
}
