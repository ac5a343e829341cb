import { describe, expect, it } from "vitest";
import type { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { dropOrgSubUnits } from "./org-sub-units.js";

// Spans are given by their text: each value's first occurrence.
function spans(text: string, parts: readonly [string, EntityType, number?][]): Finding[] {
  return parts.map(([value, type, confidence]) => {
    const start = text.indexOf(value);
    return {
      start,
      end: start + value.length,
      type,
      confidence: confidence ?? 0.8,
      detector: "d",
      verdict: "unvalidated",
      normalized: value,
    };
  });
}

const kept = (text: string, parts: readonly [string, EntityType, number?][]) =>
  dropOrgSubUnits(text, spans(text, parts)).map((f) => text.slice(f.start, f.end));

describe("organisation sub-units", () => {
  it("drops a department, document title or town after an organisation on a heading line", () => {
    expect(
      kept("Klinikum Am Steinbach · Klinik für Unfallchirurgie\nChefarzt", [
        ["Klinikum Am Steinbach", "ORG", 0.9],
        ["Klinik für Unfallchirurgie", "ORG"],
      ]),
    ).toEqual(["Klinikum Am Steinbach"]);
    expect(
      kept("Tralee Credit Union — Member Statement\nMember: Cian", [
        ["Tralee Credit Union", "ORG"],
        ["Member Statement", "PERSON"],
      ]),
    ).toEqual(["Tralee Credit Union"]);
    expect(
      kept("Caja Rural de Navarra, Oficina Principal", [
        ["Caja Rural de Navarra", "ORG"],
        ["Oficina Principal", "ORG", 0.6],
      ]),
    ).toEqual(["Caja Rural de Navarra"]);
    expect(
      kept("Klinikum Hessenfels gGmbH · Medizinische Klinik II · Tel. 06621 58-312", [
        ["Klinikum Hessenfels gGmbH", "ORG"],
        ["Medizinische Klinik", "ORG", 0.6],
      ]),
    ).toEqual(["Klinikum Hessenfels gGmbH"]);
  });

  it("keeps a named person, a surer organisation, and what goes on in the sentence", () => {
    expect(
      kept("WhatsApp · Familie Brandt\n", [
        ["WhatsApp", "ORG"],
        ["Familie Brandt", "PERSON"],
      ]),
    ).toEqual(["WhatsApp", "Familie Brandt"]);
    expect(
      kept("Analista de Comercio Exterior, Frigorífico Las Tunas S.R.L.\n", [
        ["Comercio Exterior", "ORG", 0.6],
        ["Frigorífico Las Tunas S.R.L.", "ORG", 0.9],
      ]),
    ).toEqual(["Comercio Exterior", "Frigorífico Las Tunas S.R.L."]);
    expect(
      kept("Förskolan Lönnen · Tranemo kommun\n", [
        ["Förskolan Lönnen", "ORG"],
        ["Tranemo kommun", "ORG"],
      ]),
    ).toEqual(["Förskolan Lönnen", "Tranemo kommun"]);
    expect(
      kept("We use Acme Glass, Vuka Autoglass and others in Randburg.", [
        ["Acme Glass", "ORG"],
        ["Vuka Autoglass", "ORG"],
      ]),
    ).toEqual(["Acme Glass", "Vuka Autoglass"]);
  });
});
