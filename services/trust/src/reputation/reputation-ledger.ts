import { randomUUID } from "node:crypto";
import { COMPACT_SLACK, type Journal } from "@platform/service-kit";
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

/** One line of the ledger's journal: an admission or the withdrawal of one. */
export type LedgerEntry =
  | { op: "admit"; event: ReputationEvent; at: number; ticket: string }
  | { op: "withdraw"; event: ReputationEvent; ticket: string };

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
  private readonly journal: Journal<LedgerEntry> | undefined;
  /** Admissions not withdrawn, by ticket: what a compacted journal keeps. */
  private readonly live = new Map<string, { event: ReputationEvent; at: number }>();

  /**
   * With a journal, every admission and withdrawal is appended before the call returns and the
   * journal is replayed here, so the duplicate window, the endorsement graph and the aggregates
   * survive a restart (docs/trust-service.md, "Replay protection across restarts").
   */
  constructor({
    now = Date.now,
    keepAggregates = true,
    journal,
  }: { now?: () => number; journal?: Journal<LedgerEntry> } & Partial<LedgerOptions> = {}) {
    this.now = now;
    this.keepAggregates = keepAggregates;
    this.journal = journal;
    for (const entry of journal?.load() ?? []) {
      if (entry.op === "admit") this.hold(entry.event, entry.at, entry.ticket);
      else this.release(entry.event, entry.ticket);
    }
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
    this.hold(event, at, ticket);
    this.record({ op: "admit", event, at, ticket });
    return { admitted: true, ticket };
  }

  async withdraw(event: ReputationEvent, ticket: string): Promise<void> {
    if (this.release(event, ticket)) this.record({ op: "withdraw", event, ticket });
  }

  private hold(event: ReputationEvent, at: number, ticket: string): void {
    const key = duplicateKey(event);
    this.recent.delete(key);
    this.recent.set(key, { at, ticket });
    const endorser = endorserOf(event);
    if (endorser !== undefined) this.addEdge(endorser, event.wallet, 1);
    if (this.keepAggregates) this.addToAggregate(event, 1);
    if (this.journal) this.live.set(ticket, { event, at });
  }

  private release(event: ReputationEvent, ticket: string): boolean {
    const key = duplicateKey(event);
    if (this.recent.get(key)?.ticket !== ticket) return false;
    this.recent.delete(key);
    const endorser = endorserOf(event);
    if (endorser !== undefined) this.addEdge(endorser, event.wallet, -1);
    if (this.keepAggregates) this.addToAggregate(event, -1);
    this.live.delete(ticket);
    return true;
  }

  /** Appends to the journal and compacts it to the admissions that still matter. */
  private record(entry: LedgerEntry): void {
    if (!this.journal) return;
    this.journal.append(entry);
    if (this.journal.size <= 2 * this.live.size + COMPACT_SLACK) return;
    const at = this.now();
    // Kept: admissions in the duplicate window, endorsements (the cycle graph) and, when the
    // aggregates are scored from here, every admission.
    for (const [ticket, held] of this.live) {
      const needed =
        this.keepAggregates || endorserOf(held.event) !== undefined || at - held.at < DUPLICATE_WINDOW_MS;
      if (!needed) this.live.delete(ticket);
    }
    this.journal.rewrite(
      [...this.live].map(([ticket, held]) => ({
        op: "admit" as const,
        event: held.event,
        at: held.at,
        ticket,
      })),
    );
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
