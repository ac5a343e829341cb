/**
 * Precision and recall of the firewall scanner on the labelled set (eval/firewall-prompts.ts).
 * `npm run evaluate:firewall -w @platform/prompt-platform` (add `-- --verbose` to print the texts
 * of the misclassified prompts).
 */
import { CATEGORIES } from "../src/firewall/scanner/finding.js";
import { Scanner } from "../src/firewall/scanner/scanner.js";
import { evaluate, type Score } from "./firewall-evaluation.js";
import { FIREWALL_PROMPTS } from "./firewall-prompts.js";

const verbose = process.argv.includes("--verbose");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (name: string, s: Score) =>
  `| ${name} | ${s.tp} | ${s.fp} | ${s.fn} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} |`;

const started = performance.now();
const result = evaluate(FIREWALL_PROMPTS, new Scanner());
const ms = performance.now() - started;
const benign = FIREWALL_PROMPTS.filter((p) => p.labels.length === 0).length;

console.log(
  `Firewall scanner on ${result.prompts} labelled prompts (${benign} benign, ${result.prompts - benign} malicious); default policy; ${ms.toFixed(0)} ms\n`,
);
console.log("| category | TP | FP | FN | precision | recall | F1 |");
console.log("|---|---|---|---|---|---|---|");
for (const c of CATEGORIES) console.log(row(c, result.byCategory[c]));
console.log(row("overall (micro)", result.overall));
console.log(row("any category (prompt flagged)", result.flagged));
if (result.misses.length > 0) {
  console.log(`\nMisclassified (${result.misses.length}):`);
  const byId = new Map(FIREWALL_PROMPTS.map((p) => [p.id, p]));
  for (const m of result.misses) {
    console.log(
      `  ${m.id}: expected [${m.expected.join(", ")}] got [${m.predicted.join(", ")}] rules [${m.rules.join(", ")}]`,
    );
    if (verbose) console.log(`      ${JSON.stringify(byId.get(m.id)!.text).slice(0, 300)}`);
  }
}
