import { randomUUID } from 'node:crypto';
import type { HubRedis } from './redis.ts';

/** One message for one agent's group, as it travels between instances. */
export interface Delivery {
  readonly agentId: string;
  readonly group: string;
  readonly message: object;
}

/**
 * Carries a send to the other instances; each delivers it to its own connections. The sending
 * instance delivers locally itself, so its clients are served even while Redis is away.
 */
export interface HubBus {
  /** To the other instances; rejects when the message could not be handed to Redis. */
  publish(delivery: Delivery): Promise<void>;
  close(): Promise<void>;
}

/** One instance: nobody else to tell. */
export const localBus: HubBus = { publish: async () => {}, close: async () => {} };

const CHANNEL = 'agentes:hub:deliveries';

const decodeDelivery = (text: string): (Delivery & { origin: string }) | null => {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { origin, agentId, group, message } = value;
    if (typeof origin !== 'string' || typeof agentId !== 'string' || typeof group !== 'string') return null;
    if (typeof message !== 'object' || message === null) return null;
    return { origin, agentId, group, message };
  } catch {
    return null;
  }
};

/**
 * One channel for every delivery: each instance hears all and keeps what its connections joined.
 * Simple and enough for a few instances; per-group channels would cut the traffic each instance
 * reads, at the price of subscribing and unsubscribing on every join and leave.
 */
export async function redisBus(redis: HubRedis, deliver: (delivery: Delivery) => void, onBadMessage: () => void): Promise<HubBus> {
  const origin = randomUUID();
  redis.subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    const delivery = decodeDelivery(text);
    if (delivery === null) {
      onBadMessage();
      return;
    }
    if (delivery.origin === origin) return;
    deliver(delivery);
  });
  await redis.subscriber.subscribe(CHANNEL);
  return {
    async publish(delivery) {
      await redis.commands.publish(CHANNEL, JSON.stringify({ origin, ...delivery }));
    },
    close: () => redis.close(),
  };
}
