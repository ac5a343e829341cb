import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import type { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { dropAbbreviationSpans } from "./abbreviation-spans.js";
import { dropFieldLabelOrgs } from "./field-label-orgs.js";
import { fuse } from "./fusion.js";
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

  it("reads a bounded window per span: fusion's steps stay linear on one long line of them", () => {
    // No line break anywhere: the rest of the line is read only a few dozen characters ahead. The
    // spans are built before the clock runs, and the steps fusion adds after its merge are timed
    // alone: through the whole of fuse() the allocation of 100 000 findings made the garbage
    // collector's share grow with the heap, and CI's loaded machine once measured 25.8x at 8x.
    const unit = "Acme Ltd · Sales Dept, NHS No. 42 ";
    const inputs = new Map<number, { text: string; findings: Finding[] }>();
    const input = (scale: number) => {
      const built = inputs.get(scale);
      if (built) return built;
      const n = scale * 4_000;
      const text = unit.repeat(n);
      const findings: Finding[] = [];
      for (let i = 0; i < n; i++) {
        const at = i * unit.length;
        for (const [from, to, type] of [
          [0, 8, "ORG"],
          [11, 21, "PERSON"],
          [23, 26, "ORG"],
        ] as const)
          findings.push({
            start: at + from,
            end: at + to,
            type,
            confidence: 0.8,
            detector: "d",
            verdict: "unvalidated",
            normalized: "x",
          });
      }
      inputs.set(scale, { text, findings });
      return { text, findings };
    };
    const run = (scale: number) => {
      const { text, findings } = input(scale);
      return dropAbbreviationSpans(text, dropFieldLabelOrgs(text, dropOrgSubUnits(text, findings)));
    };
    // No span ends its line, so the departments stay; the field labels (`NHS No.`) go, in fuse()
    // as in its steps alone.
    expect(run(1).length).toBe(8_000);
    expect(fuse(input(1).text, input(1).findings).length).toBe(8_000);
    input(2);
    input(16);
    expectLinearCpu(run, 2);
  });
});
