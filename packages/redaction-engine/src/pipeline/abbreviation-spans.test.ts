import { describe, expect, it } from "vitest";
import type { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { dropAbbreviationSpans } from "./abbreviation-spans.js";

const span = (text: string, value: string, type: EntityType = "PERSON"): Finding => {
  const start = text.indexOf(value);
  return {
    start,
    end: start + value.length,
    type,
    confidence: 0.8,
    detector: "d",
    verdict: "unvalidated",
    normalized: value,
  };
};

const dropped = (text: string, value: string, type: EntityType = "PERSON") =>
  dropAbbreviationSpans(text, [span(text, value, type)]).length === 0;

// [text, span value, type, dropped]
const CASES: readonly [string, string, EntityType, boolean][] = [
  ["Mit freundlichen Grüßen\nProf. Dr. med. Anselm", "Dr.", "PERSON", true],
  ["O: T 36.8, HR 78", "T", "PERSON", true],
  ["geb. 02.09.1954, Pat.-Nr. 2219 4806", "Pat", "PERSON", true],
  ["Kontrolle bei Univ.-Prof. Sabine", "Univ.", "ORG", true],
  ["2010–2016  M.Sc. Wirtschaftsinformatik", "Sc", "PERSON", true],
  // A name before its own full stop, a handle's part, a Han surname, a short name.
  ["I talked to Pat. Then we left.", "Pat", "PERSON", false],
  ["deploy by fergal.ryan ok", "ryan", "PERSON", false],
  ["查到了，林先生", "林", "PERSON", false],
  ["Ask Ana about it", "Ana", "PERSON", false],
];

describe("abbreviation spans", () => {
  it.each(CASES)("%s: %s (%s) dropped %s", (text, value, type, expected) => {
    expect(dropped(text, value, type)).toBe(expected);
  });
});
