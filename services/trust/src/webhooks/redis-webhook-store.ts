import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { luaScript } from "@platform/service-kit/redis";
import type { Redis } from "ioredis";
import { guarded } from "../state/state-unavailable.js";
import {
  type Delivery,
  type DeliveryQueue,
  newSubscription,
  type Subscription,
  type SubscriptionStore,
} from "./webhook-store.js";

/** Subscriptions of every replica in the hash `<prefix>webhooks:subscriptions` (id -> JSON). */
export class RedisSubscriptionStore implements SubscriptionStore {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.key = `${prefix}webhooks:subscriptions`;
  }

  subscribe(url: string, events: string[], now: Date): Promise<Subscription> {
    return guarded(async () => {
      const subscription = newSubscription(url, events, now);
      await this.redis.hset(this.key, subscription.id, JSON.stringify(subscription));
      return subscription;
    });
  }

  unsubscribe(id: string): Promise<boolean> {
    return guarded(async () => (await this.redis.hdel(this.key, id)) === 1);
  }

  subscriptions(): Promise<Subscription[]> {
    return guarded(async () =>
      Object.values(await this.redis.hgetall(this.key))
        .map((json) => JSON.parse(json) as Subscription)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    );
  }

  subscription(id: string): Promise<Subscription | undefined> {
    return guarded(async () => {
      const json = await this.redis.hget(this.key, id);
      return json === null ? undefined : (JSON.parse(json) as Subscription);
    });
  }
}

const GROUP = "deliverers";
const BATCH = 32;

/** Moves deliveries whose retry time has come from the delayed set back into the stream. */
const PROMOTE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
for _, member in ipairs(due) do
  redis.call('ZREM', KEYS[1], member)
  redis.call('XADD', KEYS[2], '*', 'd', member)
end
return #due
`;

/** Acknowledges an attempt and parks the delivery in the delayed set until its next try, in one step. */
const RESCHEDULE = `
redis.call('XACK', KEYS[1], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1
`;

type StreamEntry = [id: string, fields: string[] | null];

/**
 * Deliveries of every replica: a Redis stream `<prefix>webhooks:stream` read through one consumer
 * group, so each entry goes to one replica; retries wait in the sorted set `<prefix>webhooks:delayed`
 * (score = next attempt time). An entry a replica took and never acknowledged (it crashed) is taken
 * over by another replica with XAUTOCLAIM once it has been idle for `claimIdleMs`.
 */
export class RedisDeliveryQueue implements DeliveryQueue {
  private readonly stream: string;
  private readonly delayed: string;
  readonly consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private grouped = false;
  private readonly promote: (keys: string[], args: Array<string | number>) => Promise<number>;
  private readonly rescheduleScript: (keys: string[], args: Array<string | number>) => Promise<number>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly claimIdleMs: number,
  ) {
    this.stream = `${prefix}webhooks:stream`;
    this.delayed = `${prefix}webhooks:delayed`;
    this.promote = luaScript(redis, "trustWebhookPromote", 2, PROMOTE);
    this.rescheduleScript = luaScript(redis, "trustWebhookReschedule", 2, RESCHEDULE);
  }

  private async ensureGroup(): Promise<void> {
    if (this.grouped) return;
    try {
      // From the stream's start: entries added before the group existed are delivered too.
      await this.redis.xgroup("CREATE", this.stream, GROUP, "0", "MKSTREAM");
    } catch (error) {
      if (!String((error as Error).message).includes("BUSYGROUP")) throw error;
    }
    this.grouped = true;
  }

  enqueue(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0) return Promise.resolve();
    return guarded(async () => {
      const multi = this.redis.multi();
      for (const d of deliveries) multi.xadd(this.stream, "*", "d", serialise(d));
      const results = await multi.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error("enqueue transaction aborted");
    });
  }

  async take(now: number): Promise<Delivery[]> {
    try {
      await this.ensureGroup();
      await this.promote([this.delayed, this.stream], [now, BATCH]);
      const [, claimed] = (await this.redis.xautoclaim(
        this.stream,
        GROUP,
        this.consumer,
        this.claimIdleMs,
        "0-0",
        "COUNT",
        BATCH,
      )) as [string, StreamEntry[]];
      const fresh = (await this.redis.xreadgroup(
        "GROUP",
        GROUP,
        this.consumer,
        "COUNT",
        BATCH,
        "STREAMS",
        this.stream,
        ">",
      )) as Array<[string, StreamEntry[]]> | null;
      return [...claimed, ...(fresh?.[0]?.[1] ?? [])].flatMap(parse);
    } catch (error) {
      if (String((error as Error).message).includes("NOGROUP")) this.grouped = false;
      throw error;
    }
  }

  async complete(delivery: Delivery): Promise<void> {
    await this.redis.multi().xack(this.stream, GROUP, delivery.ref!).xdel(this.stream, delivery.ref!).exec();
  }

  async reschedule(delivery: Delivery, attempt: number, nextAt: number): Promise<void> {
    await this.rescheduleScript(
      [this.stream, this.delayed],
      [GROUP, delivery.ref!, nextAt, serialise({ ...delivery, attempt, nextAt })],
    );
  }

  /** Leaves the group when nothing is held, so stopped replicas do not pile up as consumers. */
  async close(): Promise<void> {
    try {
      const held = (await this.redis.xpending(this.stream, GROUP, "-", "+", 1, this.consumer)) as unknown[];
      if (held.length === 0) await this.redis.xgroup("DELCONSUMER", this.stream, GROUP, this.consumer);
    } catch {
      // Redis unreachable at shutdown: the consumer entry stays, harmless.
    }
  }
}

function serialise({ ref: _ref, ...delivery }: Delivery): string {
  return JSON.stringify(delivery);
}

function parse([id, fields]: StreamEntry): Delivery[] {
  // An entry deleted while pending comes back without fields: nothing to deliver.
  const at = fields?.indexOf("d") ?? -1;
  const json = at >= 0 ? fields?.[at + 1] : undefined;
  return json ? [{ ...(JSON.parse(json) as Delivery), ref: id }] : [];
}
