/**
 * Prints the per-type gold counts of both halves as the Markdown table in README.md:
 * `node --conditions=source --import tsx eval/corpus-2026/stats.ts` from the package directory.
 */
import { parseMarkup } from "../labelled-doc.js";
import { HELDOUT_CORPUS, HELDOUT_NEGATIVES } from "./heldout.js";
import { TUNE_CORPUS, TUNE_NEGATIVES } from "./tune.js";

function countByType(corpus: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [i, marked] of corpus.entries())
    for (const s of parseMarkup(String(i), marked).spans) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  return counts;
}

const tune = countByType(TUNE_CORPUS);
const held = countByType(HELDOUT_CORPUS);
const types = [...new Set([...tune.keys(), ...held.keys()])].sort(
  (a, b) => (held.get(b) ?? 0) + (tune.get(b) ?? 0) - (held.get(a) ?? 0) - (tune.get(a) ?? 0),
);
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const lines = [
  `| | tune.ts | heldout.ts | total |`,
  `|---|---:|---:|---:|`,
  `| documents | ${TUNE_CORPUS.length} | ${HELDOUT_CORPUS.length} | ${TUNE_CORPUS.length + HELDOUT_CORPUS.length} |`,
  `| of which intentional negatives | ${TUNE_NEGATIVES.size} | ${HELDOUT_NEGATIVES.size} | ${TUNE_NEGATIVES.size + HELDOUT_NEGATIVES.size} |`,
  ...types.map((t) => {
    const a = tune.get(t) ?? 0;
    const b = held.get(t) ?? 0;
    return `| ${t} | ${a} | ${b} | ${a + b} |`;
  }),
  `| **all labelled values** | **${sum(tune)}** | **${sum(held)}** | **${sum(tune) + sum(held)}** |`,
];
console.log(lines.join("\n"));
