// MRN precision and recall by set of the tuning pool, and (MRN_LIST=1) every labelled MRN and every
// unlabelled identifier-shaped token of a clinical document with the 40 characters before it: the
// measurement behind record-number-context.ts. Tuning pool only (decision 0042).
//   node --conditions=source --import tsx eval/mrn-report.ts
import { createRedactor } from "../src/pipeline/redactor.js";
import { TUNING_SETS } from "./corpus-sets.js";
import { parseMarkup } from "./labelled-doc.js";

const redactor = createRedactor({ secret: "evaluation-secret-0123456789" });
const list = process.env["MRN_LIST"];
// Letters and digits, 5-14 of them, at least 4 digits; inner dots, dashes and slashes allowed.
const TOKEN = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[\p{L}\p{N}]|[./-](?=[\p{L}\p{N}])){4,17}(?![\p{L}\p{N}])/gu;
const CLINICAL =
  /patient|hospital|clinic|ward|discharge|admitted|diagnos|MRN|患者|病|paciente|patiënt|krankenhaus/i;
const oneLine = (s: string) => s.replace(/\s+/g, " ");

for (const [key, set] of Object.entries(TUNING_SETS)) {
  let gold = 0;
  let found = 0;
  let leaked = 0;
  let predicted = 0;
  let correct = 0;
  let otherGold = 0;
  const docs = set.docs.map((m, i) => parseMarkup(`${key}-${i + 1}`, m));
  for (const doc of docs) {
    const result = await redactor.redact(doc.text);
    const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
      a.start < b.end && b.start < a.end;
    const mrns = doc.spans.filter((s) => s.type === "MRN");
    const mine = result.spans.filter((s) => s.type === "MRN");
    for (const g of mrns) {
      gold++;
      const hit = mine.some((p) => overlaps(p, g));
      if (hit) found++;
      const covered = result.spans.some((p) => p.start <= g.start && p.end >= g.end);
      if (!covered) leaked++;
      if (list)
        console.log(
          `${hit ? "GOLD+" : "GOLD-"}\t${doc.id}\t${oneLine(doc.text.slice(Math.max(0, g.start - 40), g.start))}\t${doc.text.slice(g.start, g.end)}`,
        );
    }
    for (const p of mine) {
      predicted++;
      if (mrns.some((g) => overlaps(p, g))) correct++;
      else {
        if (doc.spans.some((g) => overlaps(p, g))) otherGold++;
        if (list)
          console.log(
            `FP\t${doc.id}\t${oneLine(doc.text.slice(Math.max(0, p.start - 40), p.start))}\t${doc.text.slice(p.start, p.end)}`,
          );
      }
    }
    if (list && (mrns.length > 0 || CLINICAL.test(doc.text)))
      for (const t of doc.text.matchAll(TOKEN)) {
        const digits = t[0].replace(/\D/g, "").length;
        const letters = t[0].replace(/[^\p{L}\p{N}]/gu, "").length;
        if (digits < 4 || letters < 5 || letters > 14) continue;
        const span = { start: t.index, end: t.index + t[0].length };
        if (doc.spans.some((g) => overlaps(g, span))) continue;
        const hit = mine.some((p) => overlaps(p, span));
        console.log(
          `${hit ? "NEG+" : "NEG-"}\t${doc.id}\t${oneLine(doc.text.slice(Math.max(0, span.start - 40), span.start))}\t${t[0]}`,
        );
      }
  }
  const p = predicted ? correct / predicted : 1;
  const r = gold ? found / gold : 1;
  console.log(
    `SET ${key}: gold ${gold}, found as MRN ${found} (recall ${r.toFixed(3)}), left ${leaked}; predicted ${predicted}, correct ${correct} (precision ${p.toFixed(3)}), false ${predicted - correct} (${otherGold} on another type's value)`,
  );
}
