import type { EntityType } from "../entity-type.js";

/** `[EMAIL_0007]`: the counter has at least four digits and grows past 9999 (`[EMAIL_10000]`). */
export function formatPlaceholder(type: EntityType, counter: number): string {
  return `[${type}_${String(counter).padStart(4, "0")}]`;
}

/** Matches any placeholder the engine produces, for callers that re-identify or count them. */
export const PLACEHOLDER_PATTERN = /\[([A-Z][A-Z0-9_]*?)_(\d{4,})\]/g;
