import { randomBytes, randomUUID } from "node:crypto";
import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";

export interface Subscription {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
  /** Signs deliveries; shown once at creation. Kept in the store (file 0600 or Redis), never returned again. */
  secret: string;
}

export interface Delivery {
  id: string;
  subscriptionId: string;
  body: string;
  /** Attempts made so far. */
  attempt: number;
  nextAt: number;
  /** Where the queue holds it (the Redis stream entry id); unset in the file queue. */
  ref?: string;
}

/** Webhook subscriptions. */
export interface SubscriptionStore {
  subscribe(url: string, events: string[], now: Date): Promise<Subscription>;
  unsubscribe(id: string): Promise<boolean>;
  subscriptions(): Promise<Subscription[]>;
  subscription(id: string): Promise<Subscription | undefined>;
}

/** Pending deliveries. Each one is handed to one dispatcher at a time. */
export interface DeliveryQueue {
  enqueue(deliveries: Delivery[]): Promise<void>;
  /** Deliveries due at `now`, now held by this dispatcher until completed or rescheduled. */
  take(now: number): Promise<Delivery[]>;
  complete(delivery: Delivery): Promise<void>;
  reschedule(delivery: Delivery, attempt: number, nextAt: number): Promise<void>;
  close(): Promise<void>;
}

export function newSubscription(url: string, events: string[], now: Date): Subscription {
  return {
    id: randomUUID(),
    url,
    events,
    createdAt: now.toISOString(),
    secret: `whsec_${randomBytes(24).toString("hex")}`,
  };
}

interface WebhookState {
  subscriptions: Subscription[];
  deliveries: Delivery[];
}

/**
 * Subscriptions and pending deliveries of one process in one JSON file, written atomically on every
 * change. The one dispatcher of the process takes due deliveries and finishes them before taking
 * again, so nothing is handed out twice.
 */
export class FileWebhookStore implements SubscriptionStore, DeliveryQueue {
  private state: WebhookState;

  constructor(
    private readonly path: string,
    logger: { error(obj: object, msg: string): void },
  ) {
    const saved = readJsonFile<WebhookState>(path, logger);
    this.state = { subscriptions: saved?.subscriptions ?? [], deliveries: saved?.deliveries ?? [] };
  }

  private save(): void {
    writeJsonFileAtomic(this.path, this.state);
  }

  async subscribe(url: string, events: string[], now: Date): Promise<Subscription> {
    const subscription = newSubscription(url, events, now);
    this.state.subscriptions.push(subscription);
    this.save();
    return subscription;
  }

  async unsubscribe(id: string): Promise<boolean> {
    const before = this.state.subscriptions.length;
    this.state.subscriptions = this.state.subscriptions.filter((s) => s.id !== id);
    this.state.deliveries = this.state.deliveries.filter((d) => d.subscriptionId !== id);
    if (this.state.subscriptions.length === before) return false;
    this.save();
    return true;
  }

  async subscriptions(): Promise<Subscription[]> {
    return [...this.state.subscriptions];
  }

  async subscription(id: string): Promise<Subscription | undefined> {
    return this.state.subscriptions.find((s) => s.id === id);
  }

  async enqueue(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    this.state.deliveries.push(...deliveries);
    this.save();
  }

  async take(now: number): Promise<Delivery[]> {
    return this.state.deliveries.filter((d) => d.nextAt <= now);
  }

  async complete(delivery: Delivery): Promise<void> {
    this.state.deliveries = this.state.deliveries.filter((d) => d.id !== delivery.id);
    this.save();
  }

  async reschedule(delivery: Delivery, attempt: number, nextAt: number): Promise<void> {
    const held = this.state.deliveries.find((d) => d.id === delivery.id);
    if (!held) return;
    held.attempt = attempt;
    held.nextAt = nextAt;
    this.save();
  }

  async close(): Promise<void> {}
}
