import { createHmac, randomUUID } from "node:crypto";
import { EgressRefusedError, pinTarget, postPinned, type ResolveHost, systemResolve } from "./pinned-post.js";
import type { Delivery, DeliveryQueue, SubscriptionStore } from "./webhook-store.js";

export interface DispatcherOptions {
  subscriptions: SubscriptionStore;
  queue: DeliveryQueue;
  maxAttempts: number;
  baseDelayMs: number;
  timeoutMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE: deliver to loopback and private addresses too. */
  allowPrivate: boolean;
  resolve?: ResolveHost;
  /** Called when the egress rule refuses a delivery's target (counted in metrics). */
  onRefused?: () => void;
  now?: () => number;
  logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export function signDelivery(secret: string, timestamp: string, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * Delivers reputation events to subscribers: a signed POST per matching subscription, retried with
 * exponential backoff (base × 2^(attempt-1)) up to maxAttempts. Deliveries are queued durably
 * before the request that caused them answers, so a crash or shutdown loses none; the request
 * never waits for a delivery itself.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private failing = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly o: DispatcherOptions) {
    this.now = o.now ?? Date.now;
  }

  start(pollMs = 250): void {
    this.timer = setInterval(() => void this.tick(), pollMs);
    this.timer.unref();
    void this.tick();
  }

  async publish(eventType: string, data: object): Promise<void> {
    const createdAt = new Date(this.now()).toISOString();
    const deliveries: Delivery[] = (await this.o.subscriptions.subscriptions())
      .filter((s) => s.events.includes(eventType) || s.events.includes("*"))
      .map((s) => ({
        id: randomUUID(),
        subscriptionId: s.id,
        body: JSON.stringify({ id: randomUUID(), type: "reputation.recorded", eventType, createdAt, data }),
        attempt: 0,
        nextAt: this.now(),
      }));
    await this.o.queue.enqueue(deliveries);
    if (deliveries.length > 0) void this.tick();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const due = await this.o.queue.take(this.now());
      // Every attempt ends before the next take, so the file queue never hands one out twice.
      const failed = (await Promise.allSettled(due.map((d) => this.attempt(d)))).find(
        (r) => r.status === "rejected",
      );
      if (failed) throw failed.reason;
      if (this.failing) this.o.logger.info({}, "webhook queue reachable again");
      this.failing = false;
    } catch (error) {
      // Once per outage, not every poll; whatever was taken stays held and is taken over later.
      if (!this.failing) this.o.logger.warn({ err: error }, "webhook queue unavailable");
      this.failing = true;
    } finally {
      this.running = false;
    }
  }

  private attempt(delivery: Delivery): Promise<void> {
    const run = this.deliver(delivery).finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
    return run;
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const subscription = await this.o.subscriptions.subscription(delivery.subscriptionId);
    if (!subscription) return this.o.queue.complete(delivery);
    const timestamp = String(Math.floor(this.now() / 1000));
    const attempt = delivery.attempt + 1;
    let ok = false;
    try {
      // Checked again at every delivery, on the address actually connected to: the name may
      // resolve elsewhere than it did at subscription time.
      const url = new URL(subscription.url);
      const target = await pinTarget(url, this.o.allowPrivate, this.o.resolve ?? systemResolve);
      const headers = {
        "content-type": "application/json",
        "X-Webhook-Id": delivery.id,
        "X-Webhook-Timestamp": timestamp,
        "X-Webhook-Signature": signDelivery(subscription.secret, timestamp, delivery.body),
        "X-Webhook-Attempt": String(attempt),
      };
      const status = await postPinned(url, target, headers, delivery.body, this.o.timeoutMs);
      ok = status >= 200 && status < 300;
    } catch (error) {
      if (error instanceof EgressRefusedError) {
        this.o.onRefused?.();
        this.o.logger.warn(
          { deliveryId: delivery.id, subscriptionId: subscription.id, reason: error.message },
          "webhook delivery refused by the egress rule",
        );
      }
      ok = false;
    }
    if (ok) return this.o.queue.complete(delivery);
    if (attempt >= this.o.maxAttempts) {
      this.o.logger.warn(
        { deliveryId: delivery.id, subscriptionId: subscription.id, attempts: attempt },
        "webhook delivery abandoned",
      );
      return this.o.queue.complete(delivery);
    }
    return this.o.queue.reschedule(delivery, attempt, this.now() + this.o.baseDelayMs * 2 ** (attempt - 1));
  }

  /** Stops polling and waits for deliveries in flight; pending ones stay queued for the next start. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
    await this.o.queue.close();
  }
}
