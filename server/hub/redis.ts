import type { Redis } from 'ioredis';

/**
 * The hub's two Redis connections (a subscribed connection can issue no other command): one for
 * publishing and connection tokens, one subscribed to the hub's channel. The library is loaded
 * only when REDIS_URL is set, so a single instance never needs it.
 *
 * Like an unreachable DATABASE_URL, an unreachable REDIS_URL stops the start. Later outages are
 * ridden out by the client's own reconnection (it re-subscribes by itself); meanwhile commands
 * fail at once instead of queueing, so a publish never waits on a dead connection.
 */
export interface HubRedis {
  readonly commands: Redis;
  readonly subscriber: Redis;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;

export async function connectRedis(url: string, onError: (error: Error) => void): Promise<HubRedis> {
  const { Redis: RedisClient } = await import('ioredis');
  const open = async (): Promise<Redis> => {
    const client = new RedisClient(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      // After the start, an outage is retried every 2 s at most, for as long as it lasts.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    client.on('error', onError);
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(`REDIS_URL: could not connect (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    return client;
  };
  const commands = await open();
  let subscriber: Redis;
  try {
    subscriber = await open();
  } catch (error) {
    commands.disconnect();
    throw error;
  }
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
