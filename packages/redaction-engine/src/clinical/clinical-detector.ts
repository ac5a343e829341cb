import { normalizeName } from "../entities/compromise-recognizer.js";
import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { parseClinicalDate } from "./clinical-date.js";

export const CLINICAL_DETECTOR = "clinical";

const NAME = String.raw`\p{Lu}[\p{L}'’-]+`;
// "Patient: Jane Roe", "Pt name - ROE, JANE", "patient John Smith".
export const PATIENT = new RegExp(
  String.raw`\b(?:patient(?:'s)?(?: full)?(?: name)?|pt\.?(?: name)?|name of patient)\s*[:\-]?\s*(${NAME},\s*${NAME}|${NAME}(?:[ ]${NAME}){1,3})`,
  "giu",
);
// Where PATIENT can match: where one of its label's first words starts. A scan with PATIENT itself
// (Unicode, case-insensitive) evaluates its word boundary and labels at every position; this one,
// without the Unicode flag, finds the few places to try it. A superset: every character PATIENT's
// label matches ignoring case, this matches ignoring case too.
const PATIENT_LABEL_START = /patient|pt|name of patient/gi;
const PATIENT_HERE = new RegExp(PATIENT.source, "iuy");

/** The matches of PATIENT, the same as `text.matchAll(PATIENT)`, tried only where a label starts. */
export function* patientMatches(text: string): Generator<RegExpExecArray> {
  PATIENT_LABEL_START.lastIndex = 0;
  for (let label = PATIENT_LABEL_START.exec(text); label; label = PATIENT_LABEL_START.exec(text)) {
    PATIENT_HERE.lastIndex = label.index;
    const m = PATIENT_HERE.exec(text);
    if (m) {
      yield m;
      PATIENT_LABEL_START.lastIndex = label.index + m[0].length;
    } else PATIENT_LABEL_START.lastIndex = label.index + 1;
  }
}

const MRN =
  /\b(?:MRN|medical record(?: number| no\.?| #)?|med\.? ?rec\.?(?: no\.?)?|patient id|chart(?: no\.?| #| number))\s*[:#]?\s*(?:no\.?\s*)?([A-Z]{0,3}-?\d{5,10})\b/gi;
const DATE = String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}`;
const DOB = new RegExp(
  String.raw`\b(?:DOB|D\.O\.B\.?|date of birth|birth ?date|born(?: on)?)\s*[:\-]?\s*(${DATE})`,
  "gi",
);

/**
 * Clinical rules (`REDACT_DETECTOR=openmed` without a model): patient names after a patient
 * label, medical record numbers after an MRN label, and dates of birth after a DOB label.
 * Labels make these precise; an unlabelled date is never treated as a date of birth.
 */
export function createClinicalDetector(): Detector {
  return {
    name: CLINICAL_DETECTOR,
    types: [EntityType.PERSON, EntityType.MRN, EntityType.DATE_OF_BIRTH],
    detect(text, context) {
      const out: Finding[] = [];
      if (context.types.has(EntityType.PERSON)) {
        for (const m of patientMatches(text)) {
          const value = m[1]!.replace(/['’]s$/, "");
          const start = m.index + m[0].length - m[1]!.length;
          out.push(
            finding(start, start + value.length, EntityType.PERSON, 0.92, "unvalidated", patientKey(value)),
          );
        }
      }
      if (context.types.has(EntityType.MRN)) {
        for (const m of text.matchAll(MRN)) {
          const start = m.index + m[0].length - m[1]!.length;
          out.push(
            finding(
              start,
              start + m[1]!.length,
              EntityType.MRN,
              0.95,
              "valid",
              m[1]!.toUpperCase().replace("-", ""),
            ),
          );
        }
      }
      if (context.types.has(EntityType.DATE_OF_BIRTH)) {
        for (const m of text.matchAll(DOB)) {
          const start = m.index + m[0].length - m[1]!.length;
          const iso = parseClinicalDate(m[1]!);
          out.push(
            finding(
              start,
              start + m[1]!.length,
              EntityType.DATE_OF_BIRTH,
              iso ? 0.95 : 0,
              iso ? "valid" : "invalid",
              iso ?? m[1]!,
            ),
          );
        }
      }
      return out;
    },
  };
}

/** "ROE, JANE" and "Jane Roe" are the same patient. */
function patientKey(value: string): string {
  const comma = /^(.+?),\s*(.+)$/.exec(value);
  return normalizeName(comma ? `${comma[2]} ${comma[1]}` : value);
}

function finding(
  start: number,
  end: number,
  type: EntityType,
  confidence: number,
  verdict: Finding["verdict"],
  normalized: string,
): Finding {
  return { start, end, type, confidence, detector: CLINICAL_DETECTOR, verdict, normalized };
}
