import type { EntityType } from "../entity-type.js";
import type { Action } from "../policy/policy.js";

/** One redacted (or kept) span as the audit log sees it: where and what kind, never the value. */
export interface AuditEntity {
  readonly type: EntityType;
  readonly start: number;
  readonly end: number;
  readonly action: Action;
  readonly detector: string;
  readonly confidence: number;
}

/**
 * What was redacted and where, safe to store in an append-only log: no input text, no values,
 * no replacement strings (a mask keeps digits, a lookalike is derived from the entity).
 */
export interface AuditRecord {
  readonly policyVersion: string;
  /** sha256 of the output text, the same as the result's digest. */
  readonly digest: string;
  readonly inputLength: number;
  readonly outputLength: number;
  readonly detectors: readonly string[];
  readonly entities: readonly AuditEntity[];
  /** Spans per type in the output (every action, keep included). */
  readonly counts: Readonly<Partial<Record<EntityType, number>>>;
  /** Look-alikes that failed their validator (a Luhn-failing number) and were left alone. */
  readonly rejected: Readonly<Partial<Record<EntityType, number>>>;
  /** Findings dropped by an allow-list entry. */
  readonly allowed: number;
}

export function countBy<T>(
  items: readonly T[],
  key: (item: T) => EntityType,
): Partial<Record<EntityType, number>> {
  const counts: Partial<Record<EntityType, number>> = {};
  for (const item of items) {
    const k = key(item);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
