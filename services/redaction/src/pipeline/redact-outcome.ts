import type { RedactionResult } from "@platform/redaction-engine";
import { encodeAuditRecord } from "../audit/audit-log.js";

/**
 * What a pipeline thread hands back for one job: the answer and the audit record already encoded
 * as JSON where the redaction ran, plus the few numbers the main thread's metrics need. Strings
 * cross a worker boundary as one copy; the result's object graph (spans, and the audit record's
 * copy of them) would be cloned field by field there and encoded again here (issue 22, speed).
 */
export interface RedactOutcome {
  /** The answer's JSON text: `{text, spans, digest, policyVersion}`. */
  body: string;
  /** The audit record's JSON members (see `encodeAuditRecord`), for the audit line. */
  audit: string;
  /** Spans per type and action, for the entity metrics. */
  entities: EntityCount[];
  spanCount: number;
  /** Milliseconds per detector for this document, and for the whole pipeline. */
  timings: Record<string, number>;
  pipelineMs: number;
}

export interface EntityCount {
  type: string;
  action: string;
  count: number;
}

export function encodeOutcome(
  result: RedactionResult,
  timings: Record<string, number>,
  pipelineMs: number,
): RedactOutcome {
  const counts = new Map<string, EntityCount>();
  for (const { type, action } of result.spans) {
    const key = `${type}\u0000${action}`;
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { type, action, count: 1 });
  }
  return {
    body: JSON.stringify({
      text: result.text,
      spans: result.spans,
      digest: result.digest,
      policyVersion: result.policyVersion,
    }),
    audit: encodeAuditRecord(result.audit),
    entities: [...counts.values()],
    spanCount: result.spans.length,
    timings,
    pipelineMs,
  };
}
