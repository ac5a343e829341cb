import type { EventPlatformConfig } from "../src/config/config-schema.js";
import type { EventEnvelope, Payload } from "../src/events/envelope.js";
import { EventRuntime, type RuntimeOptions } from "../src/runtime/event-runtime.js";
import { fakeClock, testConfig } from "./helpers.js";

export type ConfigPatch = (config: EventPlatformConfig) => void;

/** 1 April 2026, 00:00 UTC: the fake clock of the lending tests. */
export const T0 = Date.parse("2026-04-01T00:00:00.000Z");
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/**
 * A runtime with the given services on a fake clock (no sweep timer: deadlines are checked on
 * `clock.tick` and with every event), and a `*` subscriber that keeps every event for assertions.
 */
export async function lendingRuntime(
  services: string[],
  { patch, ...options }: { patch?: ConfigPatch } & Partial<RuntimeOptions> = {},
) {
  const clock = fakeClock(T0);
  const runtime = await EventRuntime.start({
    config: testConfig((c) => {
      c.lending.sweep_interval_seconds = 0;
      patch?.(c);
    }),
    services,
    now: clock.now,
    ...options,
  });
  const seen: EventEnvelope[] = [];
  runtime.bus.subscribe("capture", ["*"], (event) => void seen.push(event));
  return {
    runtime,
    clock,
    seen,
    publish: (event_type: string, payload: Payload = {}) => runtime.publish({ event_type, payload }),
    /** Payloads of the events of `type`, in order. */
    payloads: (type: string) => seen.filter((e) => e.event_type === type).map((e) => e.payload),
    /** Types of every event seen after the `from`-th. */
    types: (from = 0) => seen.slice(from).map((e) => e.event_type),
    /** Forgets what was seen so far. */
    clear: () => void seen.splice(0),
    tick: () => runtime.publish({ event_type: "clock.tick", payload: {} }),
  };
}

/** A small personal-loan application (`loan.application.submitted`) with the given identifiers. */
export const application = (
  application_id: string,
  borrower_id: string,
  identifiers: Record<string, string> = {},
) => ({
  application_id,
  borrower_id,
  product: "personal",
  amount: 100_000,
  tenure_months: 12,
  monthly_income: 80_000,
  existing_emi: 0,
  identifiers,
});
