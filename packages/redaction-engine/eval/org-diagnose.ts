// Scratch diagnosis of ORG spans per set: misses, partial spans and false positives (issue 22).
//   EVAL_SET=2026d node --conditions=source --import tsx eval/org-diagnose.ts
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { TUNING_SETS, tuningPool } from "./corpus-sets.js";
import { parseMarkup } from "./labelled-doc.js";

const secret = "evaluation-secret-0123456789";
const key = process.env["EVAL_SET"] ?? "2026d";
const marked = key === "pool" ? tuningPool() : TUNING_SETS[key]!.docs;
const docs = marked.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const mode = process.env["RULES_ONLY"] ? "rules" : "default";
const redactor = createRedactor({
  secret,
  ...(mode === "rules" ? { detectors: createDefaultDetectors({ tagger: false }) } : {}),
});
let tp = 0,
  fn = 0,
  fp = 0,
  ptp = 0,
  exact = 0;
const lines: string[] = [];
const ctx = (t: string, s: number, e: number) =>
  `${t.slice(Math.max(0, s - 40), s)}⟦${t.slice(s, e)}⟧${t.slice(e, e + 40)}`.replace(/\n/g, "⏎");
for (const doc of docs) {
  const r = await redactor.redact(doc.text);
  const pred = r.spans.filter((s) => s.type === "ORG");
  const gold = doc.spans.filter((s) => s.type === "ORG");
  for (const g of gold) {
    const hit = pred.filter((p) => p.start < g.end && g.start < p.end);
    if (hit.length === 0) {
      fn++;
      const other = r.spans.filter((p) => p.start < g.end && g.start < p.end).map((p) => p.type);
      lines.push(`MISS\t${doc.id}\t${other.join(",")}\t${ctx(doc.text, g.start, g.end)}`);
    } else {
      tp++;
      if (hit.some((p) => p.start === g.start && p.end === g.end)) exact++;
      else
        lines.push(
          `PART\t${doc.id}\tgold=${doc.text.slice(g.start, g.end)}\tpred=${hit.map((p) => doc.text.slice(p.start, p.end)).join(" | ")}`,
        );
    }
  }
  for (const p of pred) {
    if (gold.some((g) => p.start < g.end && g.start < p.end)) ptp++;
    else {
      fp++;
      const other = doc.spans.filter((g) => p.start < g.end && g.start < p.end).map((g) => g.type);
      lines.push(`FP\t${doc.id}\t${other.join(",") || "-"}\t${ctx(doc.text, p.start, p.end)}`);
    }
  }
}
const P = ptp / (ptp + fp),
  R = tp / (tp + fn);
console.log(lines.join("\n"));
console.log(
  `${key} ${mode}: gold ${tp + fn} found ${tp} missed ${fn} exact ${exact}; predicted ${ptp + fp} fp ${fp}; P ${P.toFixed(3)} R ${R.toFixed(3)} F1 ${((2 * P * R) / (P + R)).toFixed(3)}`,
);
