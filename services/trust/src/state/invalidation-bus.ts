import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Tells the other replicas which wallets a write changed, so they drop the chain facts and the
 * delegation graph they cache in process (the shared response cache is deleted in Redis itself).
 */
export interface InvalidationBus {
  publish(wallets: string[]): Promise<void>;
  close(): Promise<void>;
}

export const localOnly: InvalidationBus = {
  publish: async () => {},
  close: async () => {},
};

/**
 * Redis pub/sub on `<prefix>invalidate`. A replica disconnected while a message is published misses
 * it; its process caches then age out on their own (facts 30 s, graph 5 s).
 */
export class RedisInvalidationBus implements InvalidationBus {
  private readonly id = randomUUID();
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    onRemote: (wallets: string[]) => void,
  ) {
    this.channel = `${prefix}invalidate`;
    // A subscriber connection of its own; it queues SUBSCRIBE until connected and resubscribes.
    this.subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on("error", () => undefined);
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
    this.subscriber.on("message", (_channel: string, message: string) => {
      try {
        const { from, wallets } = JSON.parse(message) as { from: string; wallets: string[] };
        if (from !== this.id && Array.isArray(wallets)) onRemote(wallets);
      } catch {
        // Not ours (anyone can publish on a channel): ignored rather than crash the replica.
      }
    });
  }

  async publish(wallets: string[]): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify({ from: this.id, wallets }));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
