import { randomUUID } from "node:crypto";
import type { ReputationAggregate } from "../chain/chain-reader.js";
import { EVENT_TYPES, type EventType } from "../scoring/reputation-score.js";

export const DUPLICATE_WINDOW_MS = 60 * 60 * 1000;

export interface ReputationEvent {
  wallet: string;
  eventType: EventType;
  /** micro-USDC, 0 when none */
  amount: number;
  counterparty?: string;
  round?: number;
}

export type RuleViolation = "duplicate" | "endorsement_cycle";

/** An event held by the ledger (with the ticket that withdraws it), or the rule it breaks. */
export type Admission = { admitted: true; ticket: string } | { admitted: false; violation: RuleViolation };

/**
 * What the service knows of recorded events: the one-hour duplicate window, the endorsement graph
 * for cycle checks, and (with REPUTATION_APP_ID=0) the aggregates the read side scores from. One
 * process holds it in memory (MemoryReputationLedger); replicas share it in Redis
 * (RedisReputationLedger). The rules check nothing on chain.
 */
export interface ReputationLedger {
  /**
   * Checks the rules against every event admitted before and, when none is broken, holds this one in
   * the same atomic step: its duplicate marker, its endorsement edge and its aggregate counts. Of two
   * equal events, or two endorsements that close a cycle, arriving at once, one is admitted.
   */
  admit(event: ReputationEvent): Promise<Admission>;
  /**
   * Undoes an admission whose write then failed, so a retry is not refused as its own duplicate. A
   * no-op when the ticket no longer holds the duplicate marker (withdrawn already, or expired).
   */
  withdraw(event: ReputationEvent, ticket: string): Promise<void>;
  /** Recorded aggregates; undefined for a wallet without events, or when aggregates are not kept. */
  aggregate(wallet: string): Promise<ReputationAggregate | undefined>;
}

export interface LedgerOptions {
  /** Aggregates are read only when REPUTATION_APP_ID=0 (otherwise the contract holds them). */
  keepAggregates: boolean;
}

/** What makes two events "the same" for the duplicate window. */
export function duplicateKey(e: ReputationEvent): string {
  return [e.wallet, e.eventType, e.counterparty ?? "", e.round ?? "", e.amount].join("|");
}

/** The endorser of an endorsement (its counterparty endorses its wallet); undefined otherwise. */
export function endorserOf(e: ReputationEvent): string | undefined {
  return e.eventType === "endorsement" ? e.counterparty : undefined;
}

/**
 * One process's ledger. Each call checks and changes the maps without awaiting in between, so
 * concurrent requests of this process are admitted one at a time. Duplicate markers are dropped once
 * the window has passed; the endorsement graph and the aggregates last as long as the process.
 */
export class MemoryReputationLedger implements ReputationLedger {
  /** duplicate key -> admission, oldest first */
  private readonly recent = new Map<string, { at: number; ticket: string }>();
  /** endorser -> subject -> endorsements admitted */
  private readonly endorses = new Map<string, Map<string, number>>();
  private readonly aggregates = new Map<string, ReputationAggregate>();
  private readonly now: () => number;
  private readonly keepAggregates: boolean;

  constructor({
    now = Date.now,
    keepAggregates = true,
  }: { now?: () => number } & Partial<LedgerOptions> = {}) {
    this.now = now;
    this.keepAggregates = keepAggregates;
  }

  async admit(event: ReputationEvent): Promise<Admission> {
    const at = this.now();
    this.forgetExpired(at);
    const key = duplicateKey(event);
    const seen = this.recent.get(key);
    if (seen !== undefined && at - seen.at < DUPLICATE_WINDOW_MS) return refused("duplicate");
    const endorser = endorserOf(event);
    if (endorser !== undefined && this.reaches(event.wallet, endorser)) return refused("endorsement_cycle");
    const ticket = randomUUID();
    this.recent.delete(key);
    this.recent.set(key, { at, ticket });
    if (endorser !== undefined) this.addEdge(endorser, event.wallet, 1);
    if (this.keepAggregates) this.addToAggregate(event, 1);
    return { admitted: true, ticket };
  }

  async withdraw(event: ReputationEvent, ticket: string): Promise<void> {
    const key = duplicateKey(event);
    if (this.recent.get(key)?.ticket !== ticket) return;
    this.recent.delete(key);
    const endorser = endorserOf(event);
    if (endorser !== undefined) this.addEdge(endorser, event.wallet, -1);
    if (this.keepAggregates) this.addToAggregate(event, -1);
  }

  async aggregate(wallet: string): Promise<ReputationAggregate | undefined> {
    return this.aggregates.get(wallet);
  }

  /** Markers are kept in admission order, so the expired ones are at the front. */
  private forgetExpired(at: number): void {
    for (const [key, { at: when }] of this.recent) {
      if (at - when < DUPLICATE_WINDOW_MS) break;
      this.recent.delete(key);
    }
  }

  private addEdge(endorser: string, subject: string, by: 1 | -1): void {
    const edges = this.endorses.get(endorser) ?? new Map<string, number>();
    const count = (edges.get(subject) ?? 0) + by;
    if (count > 0) edges.set(subject, count);
    else edges.delete(subject);
    if (edges.size > 0) this.endorses.set(endorser, edges);
    else this.endorses.delete(endorser);
  }

  private addToAggregate(event: ReputationEvent, by: 1 | -1): void {
    const aggregate = this.aggregates.get(event.wallet) ?? emptyAggregate();
    aggregate.counts[event.eventType] = (aggregate.counts[event.eventType] ?? 0) + by;
    aggregate.amounts[event.eventType] = (aggregate.amounts[event.eventType] ?? 0) + by * event.amount;
    aggregate.total += by;
    if (aggregate.total > 0) this.aggregates.set(event.wallet, aggregate);
    else this.aggregates.delete(event.wallet);
  }

  /** Whether `from` endorses `to`, directly or through others (endorser -> subject edges). */
  private reaches(from: string, to: string): boolean {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(this.endorses.get(node)?.keys() ?? []));
    }
    return false;
  }
}

function refused(violation: RuleViolation): Admission {
  return { admitted: false, violation };
}

export function emptyAggregate(): ReputationAggregate {
  return {
    counts: Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])),
    amounts: Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])),
    total: 0,
  };
}
