// Survey of the full dates in the tuning pool (issue 22, decision 0055): every day-month-year date
// the engine parses, split into those labelled DATE_OF_BIRTH and the rest, with whether the engine
// takes each as a date of birth. Tuning text only; never run on a held-out set.
//   node --conditions=source --import tsx eval/dob-date-survey.ts [jsonOut]
import { writeFileSync } from "node:fs";
import { findBirthYearDates } from "../src/entities/birth-year-dates.js";
import { birthDate, DATE } from "../src/entities/written-dates.js";
import { EntityType } from "../src/entity-type.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { TUNING_SETS } from "./corpus-sets.js";
import { parseMarkup } from "./labelled-doc.js";
import { evaluateOverlap } from "./overlap-evaluation.js";

const BOUNDED = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${DATE})(?![\p{N}])`, "giu");
const redactor = createRedactor({ secret: "evaluation-secret-0123456789" });

export interface SurveyedDate {
  set: string;
  doc: number;
  start: number;
  raw: string;
  iso: string;
  gold: boolean;
  found: boolean;
  /** Taken by the rule of birth years alone, without the cue rules. */
  byYear: boolean;
  before: string;
  after: string;
}

const rows: SurveyedDate[] = [];
const unparsed: { set: string; doc: number; raw: string; before: string }[] = [];
for (const [set, { docs }] of Object.entries(TUNING_SETS)) {
  for (const [i, marked] of docs.entries()) {
    const doc = parseMarkup(`${set}-${i}`, marked);
    const golds = doc.spans.filter((s) => s.type === EntityType.DATE_OF_BIRTH);
    const { spans } = await redactor.redact(doc.text);
    const found = spans.filter((s) => s.type === EntityType.DATE_OF_BIRTH);
    const byYear = findBirthYearDates(doc.text, "survey", new Set([EntityType.DATE_OF_BIRTH]), []);
    const seen = new Set<number>();
    for (const m of doc.text.matchAll(BOUNDED)) {
      const iso = birthDate(m[0]);
      if (!iso) continue;
      const end = m.index + m[0].length;
      const gold = golds.find((g) => g.start < end && m.index < g.end);
      if (gold) seen.add(gold.start);
      rows.push({
        set,
        doc: i,
        start: m.index,
        raw: m[0],
        iso,
        gold: !!gold,
        found: found.some((f) => f.start < end && m.index < f.end),
        byYear: byYear.some((f) => f.start < end && m.index < f.end),
        before: doc.text.slice(Math.max(0, m.index - 60), m.index),
        after: doc.text.slice(end, end + 30),
      });
    }
    for (const g of golds)
      if (!seen.has(g.start))
        unparsed.push({
          set,
          doc: i,
          raw: doc.text.slice(g.start, g.end),
          before: doc.text.slice(Math.max(0, g.start - 40), g.start),
        });
  }
}
for (const set of Object.keys(TUNING_SETS)) {
  const r = rows.filter((x) => x.set === set);
  const gold = r.filter((x) => x.gold);
  console.log(
    `${set}: ${r.length} full dates, ${gold.length} DOB (${gold.filter((x) => x.found).length} found), ` +
      `${r.length - gold.length} other (${r.filter((x) => !x.gold && x.found).length} taken as DOB); ` +
      `birth-year rule alone: ${gold.filter((x) => x.byYear).length} DOB, ${r.filter((x) => !x.gold && x.byYear).length} other; ` +
      `${unparsed.filter((u) => u.set === set).length} DOB not parsed as a full date`,
  );
}
for (const u of unparsed) console.log(`UNPARSED ${u.set} #${u.doc} ${JSON.stringify(u.before)} [${u.raw}]`);
const out = process.argv[2];
if (out) writeFileSync(out, JSON.stringify(rows));

// The engine's DATE_OF_BIRTH scores by set, as evaluate:2026 computes them (default detectors).
console.log("\nset\texact P\texact R\toverlap P\toverlap R\tleft / gold");
const sets = Object.entries(TUNING_SETS).map(([key, { docs }]) => [key, docs] as const);
const joined = (keys: string[]) => sets.filter(([k]) => keys.includes(k)).flatMap(([, d]) => d);
const groups = [
  ...sets,
  ["pool without 2026e, 2026t", joined(["tune", "2026-second-half", "2026b", "2026c", "2026d"])],
  ["2026e + 2026t", joined(["2026e", "2026t"])],
  ["pool", joined(sets.map(([k]) => k).filter((k) => k !== "structured"))],
] as const;
for (const [set, docs] of groups) {
  const labelled = docs.map((m, i) => parseMarkup(`${set}-${i}`, m));
  const r = (await evaluateOverlap(redactor, labelled, new Set([EntityType.DATE_OF_BIRTH]))).byType.get(
    EntityType.DATE_OF_BIRTH,
  );
  if (r)
    console.log(
      [set, r.exact.precision, r.exact.recall, r.overlap.precision, r.overlap.recall]
        .map((v) => (typeof v === "number" ? v.toFixed(3) : v))
        .join("\t") + `\t${r.verbatim} / ${r.gold}`,
    );
}
