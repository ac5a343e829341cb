import { HOUR_MS, iso } from "../payload-reader.js";

export const BREACH_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type BreachSeverity = (typeof BREACH_SEVERITIES)[number];

export interface BreachRecord {
  breach_id: string;
  severity: BreachSeverity;
  description: string;
  detected_at: string;
  deadline_at: string;
  notified_at?: string;
  authority?: string;
  closed_at?: string;
  /** The overdue alert was raised (once per breach). */
  overdue_alerted: boolean;
  event_id: string;
  correlation_id: string;
}

export function openBreach(
  input: { breach_id: string; severity: BreachSeverity; description: string; detected_at: number },
  notificationHours: number,
  cause: { event_id: string; correlation_id: string },
): BreachRecord {
  return {
    ...input,
    detected_at: iso(input.detected_at),
    deadline_at: iso(input.detected_at + notificationHours * HOUR_MS),
    overdue_alerted: false,
    ...cause,
  };
}

/**
 * Whether the breach needs its overdue alert at `at`: not yet notified (or notified only after
 * the deadline), past the deadline (strictly: a notification at the deadline is on time), not
 * alerted before.
 */
export function needsOverdueAlert(record: BreachRecord, at: number): boolean {
  if (record.overdue_alerted) return false;
  const deadline = Date.parse(record.deadline_at);
  if (record.notified_at !== undefined) return Date.parse(record.notified_at) > deadline;
  if (record.closed_at !== undefined) return Date.parse(record.closed_at) > deadline;
  return at > deadline;
}

export function overdueAlert(record: BreachRecord, at: number) {
  const deadline = Date.parse(record.deadline_at);
  const noticed = record.notified_at ? Date.parse(record.notified_at) : at;
  return {
    breach_id: record.breach_id,
    severity: record.severity,
    detected_at: record.detected_at,
    deadline_at: record.deadline_at,
    notified_at: record.notified_at ?? null,
    hours_overdue: Math.round(((noticed - deadline) / HOUR_MS) * 1000) / 1000,
  };
}
