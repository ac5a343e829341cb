import type { DeliveryResult } from "../bus/event-bus.js";

export type Settlement =
  | { action: "ack" }
  | { action: "nak"; delayMs: number }
  | { action: "term"; reason: string };

/**
 * What the transport tells JetStream after delivery attempt `attempt` (1-based) of `maxDeliver`:
 * handled or a duplicate -> ack; a failure or an unavailable (restarting) service -> redeliver after
 * `backoffMs x 2^(attempt-1)` (capped at 60 s) until the last attempt, whose failure the bus has
 * dead-lettered -> term; rate-limited and circuit-open events (dead-lettered by the bus, as in
 * process), invalid events (dead-lettered) and forged ones (dropped) -> term.
 */
export function settle(
  result: DeliveryResult | "rejected",
  attempt: number,
  { maxDeliver, backoffMs }: { maxDeliver: number; backoffMs: number },
): Settlement {
  switch (result) {
    case "handled":
    case "duplicate":
      return { action: "ack" };
    case "failed":
    case "unavailable":
      return attempt < maxDeliver
        ? { action: "nak", delayMs: Math.min(60_000, backoffMs * 2 ** (attempt - 1)) }
        : { action: "term", reason: `dead-lettered after ${attempt} deliveries` };
    default:
      return { action: "term", reason: result };
  }
}
