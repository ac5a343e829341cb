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

describe("abbreviation spans", () => {
  it("drops an honorific alone, one cased letter and a short word in a dotted abbreviation", () => {
    expect(dropped("Mit freundlichen Grüßen\nProf. Dr. med. Anselm", "Dr.")).toBe(true);
    expect(dropped("O: T 36.8, HR 78", "T")).toBe(true);
    expect(dropped("geb. 02.09.1954, Pat.-Nr. 2219 4806", "Pat")).toBe(true);
    expect(dropped("Kontrolle bei Univ.-Prof. Sabine", "Univ.", "ORG")).toBe(true);
    expect(dropped("2010–2016  M.Sc. Wirtschaftsinformatik", "Sc")).toBe(true);
  });

  it("keeps a name before its own full stop, a handle's parts and a one-character Han surname", () => {
    expect(dropped("I talked to Pat. Then we left.", "Pat")).toBe(false);
    expect(dropped("deploy by fergal.ryan ok", "ryan")).toBe(false);
    expect(dropped("查到了，林先生", "林")).toBe(false);
    expect(dropped("Ask Ana about it", "Ana")).toBe(false);
  });
});
