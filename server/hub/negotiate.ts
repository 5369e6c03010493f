import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HUB_PATH } from '../../src/schema/hub.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { apiKeyMatcher } from '../http/api-key.ts';
import { fail } from '../http/envelope.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

/** Nothing a negotiate sends is read; anything bigger is not a SignalR client. */
const NEGOTIATE_BODY_LIMIT = 1024;

/**
 * `POST /hubs/notifications/negotiate?negotiateVersion=1`: the API key and the bearer token are
 * checked here, where every client can send headers, and answered with a single-use connection
 * token for the websocket upgrade. WebSockets is the only transport offered.
 */
export async function negotiateRoute(app: FastifyInstance, context: Pick<AppContext, 'db' | 'now' | 'config'>, tokens: ConnectionTokens): Promise<void> {
  const keyMatches = apiKeyMatcher(context.config.apiKey);
  await app.register(async (scope) => {
    // The client posts an empty body with whatever content type its HTTP stack picks.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NEGOTIATE_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    scope.post(`${HUB_PATH}/negotiate`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!keyMatches(request.headers['x-api-key'])) return fail(reply, 'API_KEY_INVALID', 'The X-Api-Key header is missing or wrong');
      const { negotiateVersion } = request.query as Record<string, unknown>;
      if (negotiateVersion !== '1') return fail(reply, 'VALIDATION_ERROR', 'negotiateVersion must be 1');
      const session = await authenticate(context, request);
      const connectionToken = await tokens.issue({ agentId: session.agentId, tokenId: session.tokenId });
      return reply.send({
        connectionId: randomUUID(),
        connectionToken,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
    });
  });
}
