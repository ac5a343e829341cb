import { randomBytes, randomUUID } from "node:crypto";
import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";

export interface Subscription {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
  /** Signs deliveries; shown once at creation. Kept in the state file (0600), never returned again. */
  secret: string;
}

export interface Delivery {
  id: string;
  subscriptionId: string;
  body: string;
  attempt: number;
  nextAt: number;
}

interface WebhookState {
  subscriptions: Subscription[];
  deliveries: Delivery[];
}

/** Subscriptions and pending deliveries in one JSON file, written atomically on every change. */
export class WebhookStore {
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

  subscribe(url: string, events: string[], now: Date): Subscription {
    const subscription = {
      id: randomUUID(),
      url,
      events,
      createdAt: now.toISOString(),
      secret: `whsec_${randomBytes(24).toString("hex")}`,
    };
    this.state.subscriptions.push(subscription);
    this.save();
    return subscription;
  }

  unsubscribe(id: string): boolean {
    const before = this.state.subscriptions.length;
    this.state.subscriptions = this.state.subscriptions.filter((s) => s.id !== id);
    this.state.deliveries = this.state.deliveries.filter((d) => d.subscriptionId !== id);
    if (this.state.subscriptions.length === before) return false;
    this.save();
    return true;
  }

  subscriptions(): readonly Subscription[] {
    return this.state.subscriptions;
  }

  subscription(id: string): Subscription | undefined {
    return this.state.subscriptions.find((s) => s.id === id);
  }

  enqueue(deliveries: Delivery[]): void {
    if (deliveries.length === 0) return;
    this.state.deliveries.push(...deliveries);
    this.save();
  }

  due(now: number): Delivery[] {
    return this.state.deliveries.filter((d) => d.nextAt <= now);
  }

  pending(): readonly Delivery[] {
    return this.state.deliveries;
  }

  complete(id: string): void {
    this.state.deliveries = this.state.deliveries.filter((d) => d.id !== id);
    this.save();
  }

  reschedule(id: string, attempt: number, nextAt: number): void {
    const delivery = this.state.deliveries.find((d) => d.id === id);
    if (!delivery) return;
    delivery.attempt = attempt;
    delivery.nextAt = nextAt;
    this.save();
  }
}
