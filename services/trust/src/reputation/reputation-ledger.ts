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

/**
 * What the service knows of recorded events: the duplicate window, the endorsement graph for cycle
 * checks, and (with REPUTATION_APP_ID=0) the aggregates the read side scores from. Bounded in memory.
 */
export class ReputationLedger {
  private readonly recent = new Map<string, number>();
  private readonly endorses = new Map<string, Set<string>>();
  private readonly aggregates = new Map<string, ReputationAggregate>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The rule an event would break, if any; checks nothing on chain. */
  violation(event: ReputationEvent): RuleViolation | undefined {
    const seen = this.recent.get(dedupKey(event));
    if (seen !== undefined && this.now() - seen < DUPLICATE_WINDOW_MS) return "duplicate";
    if (
      event.eventType === "endorsement" &&
      event.counterparty &&
      this.reaches(event.wallet, event.counterparty)
    ) {
      return "endorsement_cycle";
    }
    return undefined;
  }

  record(event: ReputationEvent): void {
    const at = this.now();
    for (const [key, when] of this.recent) if (at - when >= DUPLICATE_WINDOW_MS) this.recent.delete(key);
    this.recent.set(dedupKey(event), at);
    if (event.eventType === "endorsement" && event.counterparty) {
      const edges = this.endorses.get(event.counterparty) ?? new Set<string>();
      edges.add(event.wallet);
      this.endorses.set(event.counterparty, edges);
    }
    const aggregate = this.aggregates.get(event.wallet) ?? emptyAggregate();
    aggregate.counts[event.eventType] = (aggregate.counts[event.eventType] ?? 0) + 1;
    aggregate.amounts[event.eventType] = (aggregate.amounts[event.eventType] ?? 0) + event.amount;
    aggregate.total += 1;
    this.aggregates.set(event.wallet, aggregate);
  }

  aggregate(wallet: string): ReputationAggregate | undefined {
    return this.aggregates.get(wallet);
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
      stack.push(...(this.endorses.get(node) ?? []));
    }
    return false;
  }
}

function dedupKey(e: ReputationEvent): string {
  return [e.wallet, e.eventType, e.counterparty ?? "", e.round ?? "", e.amount].join("|");
}

function emptyAggregate(): ReputationAggregate {
  return {
    counts: Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])),
    amounts: Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])),
    total: 0,
  };
}
