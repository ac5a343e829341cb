import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { ENTITY_TYPES } from "../entity-type.js";
import type { DetectContext } from "../finding.js";
import { fuse } from "../pipeline/fusion.js";
import { createEntityDetector } from "./entity-detector.js";

const context: DetectContext = { types: new Set(ENTITY_TYPES), phoneRegions: ["US"] };
const rules = createEntityDetector({ compromise: false });

/** Findings at or above 0.5, fused, as `TYPE:text`. */
function found(text: string): string[] {
  const kept = rules.detect(text, context).filter((f) => f.confidence >= 0.5);
  return fuse(text, kept).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
}

// Organisations named by their trade. The examples are our own, not a corpus's.
describe("organisations named by their trade", () => {
  it.each([
    ["The outage ticket is with Harrowfield Hosting now.", "ORG:Harrowfield Hosting"],
    ["Hi, it's Dan from Three Oaks Moving, we're outside.", "ORG:Three Oaks Moving"],
    ["The fridge came from Penrose Appliance Depot on Friday.", "ORG:Penrose Appliance Depot"],
    ["Ik ben ingeschreven bij Huisartsenpraktijk De Berk sinds mei.", "ORG:Huisartsenpraktijk De Berk"],
    ["Kuenya dipesan di Toko Kue Melati Indah ya.", "ORG:Toko Kue Melati Indah"],
    ["Vamos a Centro Médico Plaza Oriente con los chicos.", "ORG:Centro Médico Plaza Oriente"],
  ])("%s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["Invoices from Halvorsen Rør & Varme still go to the old address.", "ORG:Halvorsen Rør & Varme"],
    ["We got a quote from Brackenfield Village Hall yesterday.", "ORG:Brackenfield Village Hall"],
    ["Un technicien de Fibrelia est passé ce matin.", "ORG:Fibrelia"],
  ])("what a business sends names it: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it("leaves a known person after `from` to the person rules", () => {
    expect(found("Got an invoice from Sarah Jones today.")).toEqual(["PERSON:Sarah Jones"]);
  });

  it("leaves a surname that is also a trade word to the person rules", () => {
    expect(found("I spoke to Emma Baker yesterday.")).not.toContain("ORG:Emma Baker");
  });

  it("stays linear in the text through the entity detector", () => {
    expectLinearCpu(
      (scale) => rules.detect("Call Harrowfield Hosting or Toko Melati. ".repeat(scale * 2_000), context),
      1,
    );
  });
});
