import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { findBracketedEmployers } from "./bracketed-employers.js";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";

const gazetteer = defaultGazetteer();
const names = nameWords(gazetteer);

/** The employers found after the given people (each named by its text, found at its first place). */
function employers(text: string, people: readonly string[]): string[] {
  const found: Finding[] = people.map((p) => ({
    start: text.indexOf(p),
    end: text.indexOf(p) + p.length,
    type: EntityType.PERSON,
    confidence: 0.9,
    detector: "entity",
    verdict: "unvalidated",
    normalized: p,
  }));
  return findBracketedEmployers(text, "entity", found, gazetteer, names).map((f) =>
    text.slice(f.start, f.end),
  );
}

describe("employers in brackets after a person", () => {
  it.each([
    [
      "Referenzen: Grace Müller-Hahn (Zalando), Erik Sandberg (Spotify)",
      ["Grace Müller-Hahn", "Erik Sandberg"],
      ["Zalando", "Spotify"],
    ],
    ["Références : M. Octave Lambert (OVH), Mme Aminata Diop", ["Octave Lambert"], ["OVH"]],
    ["推薦者: 岡本 健一 部長（サイバーエージェント）", ["岡本 健一"], ["サイバーエージェント"]],
    ["证明人：梁文博（华为，原部门经理）", ["梁文博"], ["华为"]],
    ["추천인: 오민석 팀장 (네이버웹툰 유한회사)", ["오민석"], ["네이버웹툰 유한회사"]],
    [
      "Reporter: Summer Whitfield (Lakeshore Family Medicine)",
      ["Summer Whitfield"],
      ["Lakeshore Family Medicine"],
    ],
  ])("%s", (text, people, expected) => {
    expect(employers(text, people)).toEqual(expected);
  });

  it("leaves roles, relations, places, departments and romanised names in brackets alone", () => {
    const cases: [string, string][] = [
      ["Contact: John Smith (CEO)", "John Smith"],
      ["Emergency contact: Mark Castillo (father), 617-555-0181", "Mark Castillo"],
      ["Peter Müller (Berlin) called", "Peter Müller"],
      ["Anna Schmidt (Sales) replied", "Anna Schmidt"],
      ["Consultant: Dr. Abhijit Kulkarni (Cardiology)", "Abhijit Kulkarni"],
      ["Respuesta de Aitor Larrañaga (Soporte TIC): cuenta", "Aitor Larrañaga"],
      ["病人：林志明（LIN Chih-Ming）", "林志明"],
      ["证明人：梁文博（原部门经理）", "梁文博"],
      ["Jane Doe (she/her)", "Jane Doe"],
    ];
    for (const [text, person] of cases) expect(employers(text, [person])).toEqual([]);
  });

  it("takes a Latin name of at most three words, and only right after the person", () => {
    expect(employers("Ann Lee (Alpha Beta Gamma)", ["Ann Lee"])).toEqual(["Alpha Beta Gamma"]);
    expect(employers("Ann Lee (Alpha Beta Gamma Delta)", ["Ann Lee"])).toEqual([]);
    expect(employers("Ann Lee said (Zalando)", ["Ann Lee"])).toEqual([]);
  });

  it("reads a megabyte of people and brackets in one pass", () => {
    const unit = "Ann Lee (Qwerty Zxcvb) ";
    const people = (count: number): Finding[] =>
      Array.from({ length: count }, (_, i) => ({
        start: i * unit.length,
        end: i * unit.length + 7,
        type: EntityType.PERSON,
        confidence: 0.9,
        detector: "entity",
        verdict: "unvalidated",
        normalized: "ann lee",
      }));
    const employersOf = (scale: number) =>
      findBracketedEmployers(unit.repeat(6_250 * scale), "entity", people(6_250 * scale), gazetteer, names);
    expect(unit.repeat(50_000).length).toBeGreaterThan(1_000_000);
    expect(employersOf(8)).toHaveLength(50_000);
    expectLinearCpu(employersOf, 1);
  });
});
