import { CATEGORIES, type Category } from "../src/firewall/scanner/finding.js";
import { DEFAULT_POLICY, decide, type FirewallPolicy } from "../src/firewall/scanner/policy.js";
import type { Scanner } from "../src/firewall/scanner/scanner.js";
import type { LabelledPrompt } from "./firewall-prompts.js";

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface Miss {
  id: string;
  expected: Category[];
  predicted: Category[];
  rules: string[];
}

export interface Evaluation {
  prompts: number;
  byCategory: Record<Category, Score>;
  /** Micro-average over the four categories (each prompt × category is one decision). */
  overall: Score;
  /** Prompt level: malicious (any label) versus flagged (decision warn or block). */
  flagged: Score;
  misses: Miss[];
}

const score = (tp: number, fp: number, fn: number): Score => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
};

/**
 * Runs the scanner over the labelled set. A category counts as predicted for a prompt when one of
 * its findings is not allowed by the policy (the default policy allows injection.quoted_mention,
 * so a quoted attack phrase in a security discussion is not a prediction).
 */
export function evaluate(
  prompts: readonly LabelledPrompt[],
  scanner: Scanner,
  policy: FirewallPolicy = DEFAULT_POLICY,
): Evaluation {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }])) as Record<
    Category,
    { tp: number; fp: number; fn: number }
  >;
  const flagged = { tp: 0, fp: 0, fn: 0 };
  const misses: Miss[] = [];
  for (const p of prompts) {
    const found = scanner.scanAll([{ path: "", text: p.text }]);
    const decision = decide(found, policy, new Map([["", p.text]]));
    const acted = decision.findings.filter((f) => f.action !== "allow");
    const predicted = CATEGORIES.filter((c) => acted.some((f) => f.category === c));
    const expected = CATEGORIES.filter((c) => p.labels.includes(c));
    for (const c of CATEGORIES) {
      const e = expected.includes(c);
      const g = predicted.includes(c);
      if (e && g) counts[c].tp++;
      else if (g) counts[c].fp++;
      else if (e) counts[c].fn++;
    }
    const malicious = expected.length > 0;
    const isFlagged = decision.decision !== "allow";
    if (malicious && isFlagged) flagged.tp++;
    else if (isFlagged) flagged.fp++;
    else if (malicious) flagged.fn++;
    if (expected.join() !== predicted.join())
      misses.push({
        id: p.id,
        expected,
        predicted,
        rules: [...new Set(decision.findings.map((f) => f.ruleId))],
      });
  }
  const byCategory = Object.fromEntries(
    CATEGORIES.map((c) => [c, score(counts[c].tp, counts[c].fp, counts[c].fn)]),
  ) as Record<Category, Score>;
  const sum = (k: "tp" | "fp" | "fn") => CATEGORIES.reduce((n, c) => n + counts[c][k], 0);
  return {
    prompts: prompts.length,
    byCategory,
    overall: score(sum("tp"), sum("fp"), sum("fn")),
    flagged: score(flagged.tp, flagged.fp, flagged.fn),
    misses,
  };
}
