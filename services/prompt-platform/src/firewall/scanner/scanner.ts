import { type Finding, type LocatedFinding, severityRank } from "./finding.js";
import { injectionRecognizer } from "./injection-recognizer.js";
import { invisibleRecognizer } from "./invisible-recognizer.js";
import { piiRecognizer } from "./pii-recognizer.js";
import { type Recognizer, ScanContext } from "./recognizer.js";
import { secretRecognizer } from "./secret-recognizers.js";

export const DEFAULT_RECOGNIZERS: readonly Recognizer[] = [
  piiRecognizer,
  secretRecognizer,
  injectionRecognizer,
  invisibleRecognizer,
];

/** One string to scan and where it sits (a JSON pointer into the request or manifest). */
export interface ScanTarget {
  path: string;
  text: string;
}

const overlaps = (a: Finding, b: Finding) => a.start < b.end && b.start < a.end;

/**
 * Overlapping findings: one rule's overlapping matches become one; a PII or secret value matched by
 * two rules keeps the stronger (higher severity, then longer); PII overlapping a secret is part of the
 * secret (digits in a key are not a card number, `token@github.com` is no e-mail address). Injection and invisible findings are signals, not
 * values, so different rules over the same words are all kept.
 */
export function mergeFindings(found: Finding[]): Finding[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Finding[] = [];
  for (const f of sorted) {
    const same = kept.find((k) => k.ruleId === f.ruleId && overlaps(k, f));
    if (same) {
      same.end = Math.max(same.end, f.end);
      continue;
    }
    if (f.category === "pii" && kept.some((k) => k.category === "secret" && overlaps(k, f))) continue;
    if (f.category === "pii" || f.category === "secret") {
      const rival = kept.findIndex((k) => k.category === f.category && overlaps(k, f));
      if (rival >= 0) {
        const k = kept[rival]!;
        const stronger =
          severityRank(f.severity) - severityRank(k.severity) || f.end - f.start - (k.end - k.start);
        if (stronger > 0) kept[rival] = f;
        continue;
      }
    }
    kept.push({ ...f });
  }
  // A secret found after PII that overlaps it (sorted by start) still swallows that PII.
  return kept
    .filter((f) => f.category !== "pii" || !kept.some((k) => k.category === "secret" && overlaps(k, f)))
    .sort((a, b) => a.start - b.start || a.ruleId.localeCompare(b.ruleId));
}

/**
 * The firewall's scanner: pure (no I/O, no clock), the same for the sidecar, manifest scans and the
 * evaluation. Reads as the data flow: recognizers → merge overlaps → sort.
 */
export class Scanner {
  constructor(private readonly recognizers: readonly Recognizer[] = DEFAULT_RECOGNIZERS) {}

  scan(text: string): Finding[] {
    if (text.length === 0) return [];
    const ctx = new ScanContext(text);
    const found: Finding[] = [];
    for (const r of this.recognizers) found.push(...r.scan(ctx));
    return mergeFindings(found);
  }

  scanAll(targets: readonly ScanTarget[]): LocatedFinding[] {
    const out: LocatedFinding[] = [];
    for (const { path, text } of targets) for (const f of this.scan(text)) out.push({ path, ...f });
    return out;
  }
}
