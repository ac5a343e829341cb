// The structured challenge set (tuning text; structured-challenge.ts) scored on the structured
// types only: per type, gold values, values left verbatim, values missed (no overlapping span)
// and false positives (a span of these types over no gold value of its type), each listed.
//   node --conditions=source --import tsx eval/structured-report.ts
import { EntityType } from "../src/entity-type.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { parseMarkup } from "./labelled-doc.js";
import { STRUCTURED_CHALLENGE } from "./structured-challenge-set.js";

const TYPES: readonly EntityType[] = [
  EntityType.PHONE_E164,
  EntityType.MRN,
  EntityType.DATE_OF_BIRTH,
  EntityType.URL,
  EntityType.SSN,
  EntityType.NATIONAL_ID,
];
const redactor = createRedactor({ secret: "evaluation-secret-0123456789" });
const rows = new Map(TYPES.map((t) => [t, { gold: 0, verbatim: 0, missed: 0, falsePositives: 0 }]));
const notes: string[] = [];
for (const [i, marked] of STRUCTURED_CHALLENGE.entries()) {
  const doc = parseMarkup(`s-${i + 1}`, marked);
  const result = await redactor.redact(doc.text);
  const gold = doc.spans.filter((s) => TYPES.includes(s.type));
  for (const g of gold) {
    const row = rows.get(g.type)!;
    row.gold++;
    const value = doc.text.slice(g.start, g.end);
    if (result.text.includes(value)) {
      row.verbatim++;
      notes.push(`${doc.id}\tLEAK\t${g.type}\t${JSON.stringify(value)}`);
    }
    if (!result.spans.some((p) => p.type === g.type && p.start < g.end && g.start < p.end)) {
      row.missed++;
      notes.push(`${doc.id}\tMISS\t${g.type}\t${JSON.stringify(value)}`);
    }
  }
  for (const p of result.spans) {
    if (!TYPES.includes(p.type)) continue;
    if (gold.some((g) => p.type === g.type && p.start < g.end && g.start < p.end)) continue;
    rows.get(p.type)!.falsePositives++;
    notes.push(`${doc.id}\tFP\t${p.type}\t${JSON.stringify(doc.text.slice(p.start, p.end))}`);
  }
}
console.log(`structured challenge set, ${STRUCTURED_CHALLENGE.length} snippets (tuning text)\n`);
console.log("| type | gold | left verbatim | missed | false positives |\n|---|---|---|---|---|");
for (const [type, r] of rows)
  console.log(`| ${type} | ${r.gold} | ${r.verbatim} | ${r.missed} | ${r.falsePositives} |`);
if (process.env["EVAL_VERBOSE"]) console.log(`\n${notes.join("\n")}`);
