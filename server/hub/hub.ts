import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { HUB_METHODS } from '../../src/schema/hub.ts';
import type { AppContext } from '../context.ts';
import { findDraftRow } from '../repositories/property-drafts.ts';
import { localBus, redisBus, type Delivery, type HubBus } from './bus.ts';
import { memoryConnectionTokens, redisConnectionTokens, type ConnectionTokens } from './connection-tokens.ts';
import { HubConnection, type ConnectionHost } from './connection.ts';
import { GroupRegistry } from './groups.ts';
import { INVOCATION_ERRORS, runInvocation, type GroupMembership } from './invocations.ts';
import { liveTokenIds } from './live-tokens.ts';
import { negotiateRoute } from './negotiate.ts';
import type { HubNotifier } from './notifier.ts';
import { invocation } from './protocol.ts';
import { connectRedis } from './redis.ts';
import { hubUpgradeListener } from './upgrade.ts';

/** The protocol's clocks and the hub's limits; tests shorten them, production keeps the defaults. */
export interface HubSettings {
  /** A ping to a client that was sent nothing for this long (SignalR's KeepAliveInterval). */
  readonly keepAliveIntervalMs: number;
  /** A client heard nothing from for this long is closed (SignalR's ClientTimeoutInterval). */
  readonly clientTimeoutMs: number;
  /** A socket that has not completed the handshake by then is dropped. */
  readonly handshakeTimeoutMs: number;
  /** How long a negotiate's connection token can be spent. */
  readonly connectionTokenTtlMs: number;
  /** How often every connection's access token is checked again (logout, reset, expiry). */
  readonly tokenCheckIntervalMs: number;
  /** Live connections of one agent on one instance: every tab and device, with room to spare. */
  readonly maxConnectionsPerAgent: number;
}

export const DEFAULT_HUB_SETTINGS: HubSettings = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  connectionTokenTtlMs: 30_000,
  tokenCheckIntervalMs: 60_000,
  maxConnectionsPerAgent: 100,
};

export interface HubStats {
  readonly connections: number;
  readonly groups: number;
  /** 'redis' when instances share groups, else 'local'. */
  readonly mode: 'redis' | 'local';
}

export interface Hub {
  readonly notifier: HubNotifier;
  stats(): HubStats;
  /** Says goodbye (close with allowReconnect) to every connection; run when the app closes. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live hub (server/hub): `app.hub.notifier.send(agentId, group, message)`. */
    hub: Hub;
  }
}

/** How long clients get to answer the close message before their sockets are cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Attaches the live hub to the app: the negotiate route, the HTTP server's upgrade listener, one
 * ticker for pings and timeouts, the periodic token check and, with REDIS_URL, the Redis bus and
 * the shared connection tokens. Decorates `app.hub` and closes itself before the server does.
 */
export async function attachHub(app: FastifyInstance, context: Pick<AppContext, 'db' | 'now' | 'config'>, overrides: Partial<HubSettings> = {}): Promise<Hub> {
  const settings: HubSettings = { ...DEFAULT_HUB_SETTINGS, ...overrides };
  const log = app.log.child({ module: 'hub' });
  const connections = new Set<HubConnection>();
  const perAgent = new Map<string, number>();
  const countAgent = (agentId: string, change: 1 | -1): void => {
    const count = (perAgent.get(agentId) ?? 0) + change;
    if (count > 0) perAgent.set(agentId, count);
    else perAgent.delete(agentId);
  };
  const registry = new GroupRegistry<HubConnection>();
  let accepting = true;

  const deliverLocally = ({ agentId, group, message }: Delivery): void => {
    const members = registry.members(agentId, group);
    if (members.size === 0) return;
    // Serialised once for the whole group.
    const record = Buffer.from(invocation(HUB_METHODS.receiveMessage, [message]));
    for (const member of members) member.send(record);
  };

  const redis = context.config.redisUrl === null ? null : await connectRedis(context.config.redisUrl, (error) => log.warn({ err: error }, 'redis'));
  let bus: HubBus = localBus;
  let tokens: ConnectionTokens;
  let pruneTokens = (): void => {};
  if (redis === null) {
    const memory = memoryConnectionTokens(settings.connectionTokenTtlMs);
    tokens = memory;
    pruneTokens = () => memory.prune();
  } else {
    try {
      bus = await redisBus(redis, deliverLocally, () => log.warn('a message on the hub channel that is not ours'));
    } catch (error) {
      await redis.close();
      throw error;
    }
    tokens = redisConnectionTokens(redis.commands, settings.connectionTokenTtlMs);
    log.info('live hub groups shared through Redis');
  }

  const membership: GroupMembership = {
    tokenIsLive: async (connection) => (await liveTokenIds(context.db, [connection.tokenId], context.now())).has(connection.tokenId),
    ownsDraft: async (agentId, draftId) => (await findDraftRow(context.db, agentId, draftId)) !== undefined,
    join(connection, group) {
      connection.groups.add(group);
      registry.add(connection.agentId, group, connection);
    },
    leave(connection, group) {
      connection.groups.delete(group);
      registry.remove(connection.agentId, group, connection);
    },
    // After the completion that says why has gone out.
    revoke: (connection) => setImmediate(() => connection.close(false, INVOCATION_ERRORS.tokenRevoked)),
  };

  const host: ConnectionHost = {
    invoke: (connection, target, args) => runInvocation(membership, connection, target, args),
    closed(connection) {
      if (connections.delete(connection)) countAgent(connection.agentId, -1);
      for (const group of connection.groups) registry.remove(connection.agentId, group, connection);
      connection.groups.clear();
    },
    refused: (connection, reason) => log.info({ connectionId: connection.id, reason }, 'hub connection ended by a protocol error'),
    now: () => performance.now(),
  };

  const server = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false, maxPayload: 64 * 1024 });
  const upgrade = hubUpgradeListener({
    context,
    tokens,
    server,
    accepting: () => accepting,
    hasRoomFor: (agentId) => (perAgent.get(agentId) ?? 0) < settings.maxConnectionsPerAgent,
    accept(socket, session) {
      connections.add(new HubConnection(socket, session.agentId, session.tokenId, host));
      countAgent(session.agentId, 1);
    },
    refused: (reason, status) => log.info({ reason, status }, 'hub upgrade refused'),
    failed: (error) => log.error({ err: error }, 'hub upgrade failed'),
  });
  app.server.on('upgrade', upgrade);
  await negotiateRoute(app, context, tokens);

  const tick = (): void => {
    const at = performance.now();
    for (const connection of connections) {
      if (!connection.isHandshaken) {
        if (at - connection.openedAt >= settings.handshakeTimeoutMs) connection.terminate();
      } else if (at - connection.lastReceivedAt >= settings.clientTimeoutMs) {
        connection.close(true, 'Server timeout elapsed without receiving a message from the client.');
      } else if (at - connection.lastSentAt >= settings.keepAliveIntervalMs) {
        connection.ping();
      }
    }
    pruneTokens();
  };
  const tickMs = Math.max(10, Math.min(1_000, Math.floor(Math.min(settings.keepAliveIntervalMs, settings.clientTimeoutMs) / 4)));
  const ticker = setInterval(tick, tickMs);
  ticker.unref();

  let checking = false;
  const checkTokens = async (): Promise<void> => {
    if (checking || connections.size === 0) return;
    checking = true;
    try {
      const ids = [...new Set([...connections].map((connection) => connection.tokenId))];
      const live = await liveTokenIds(context.db, ids, context.now());
      for (const connection of connections) if (!live.has(connection.tokenId)) connection.close(false, INVOCATION_ERRORS.tokenRevoked);
    } finally {
      checking = false;
    }
  };
  const checker = setInterval(() => {
    checkTokens().catch((error: unknown) => log.error({ err: error }, 'hub token check failed'));
  }, settings.tokenCheckIntervalMs);
  checker.unref();

  const hub: Hub = {
    notifier: {
      async send(agentId, group, message) {
        deliverLocally({ agentId, group, message });
        try {
          await bus.publish({ agentId, group, message });
        } catch (error) {
          // Live messages are a courtesy: the API holds the truth and pages resync on reconnect.
          log.warn({ err: error, group }, 'a hub message did not reach the other instances');
        }
      },
    },
    stats: () => ({ connections: connections.size, groups: registry.size, mode: redis === null ? 'local' : 'redis' }),
    async close() {
      if (!accepting) return;
      accepting = false;
      clearInterval(ticker);
      clearInterval(checker);
      app.server.off('upgrade', upgrade);
      for (const connection of connections) connection.close(true);
      const deadline = performance.now() + CLOSE_GRACE_MS;
      while (connections.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const connection of connections) connection.terminate();
      await bus.close();
      server.close();
    },
  };
  app.decorate('hub', hub);
  app.addHook('preClose', async () => hub.close());
  return hub;
}
