import { describe, expect, it } from "vitest";
import { findBrandOrgs } from "./brand-orgs.js";
import { defaultGazetteer } from "./gazetteer.js";

const gazetteer = defaultGazetteer();
const orgs = (text: string) =>
  findBrandOrgs(text, "entity", gazetteer).map((f) => text.slice(f.start, f.end));

describe("brand-only companies in organisation places", () => {
  it.each([
    ["Employer: Canva\nRole: designer", ["Canva"]],
    ["Arbeitgeber: Zalando", ["Zalando"]],
    ["Pharmacy: Corner Drugs (Elm St)", ["Corner Drugs"]],
    ["Mutuelle : Harmonis   Tél : 01 02", ["Harmonis"]],
    ["Thanks, the Notion support team", ["Notion"]],
    ["Hi from the Shopify team!", ["Shopify"]],
    ["Ana works at Revolut since May", ["Revolut"]],
    ["Sie arbeitet bei Zalando im Einkauf", ["Zalando"]],
    ["Il travaille chez Doctolib depuis mars", ["Doctolib"]],
    ["Trabaja en Mercadona desde 2020", ["Mercadona"]],
    ["Ping me at lisa@figma.com — Lisa from Figma", ["Figma"]],
    ["mail ops@acmecorp.io — Acme Corp ops", ["Acme Corp"]],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });

  it("leaves departments, free mail and personal domains alone", () => {
    expect(orgs("Hi from the Marketing team and the Platform team")).toEqual([]);
    expect(orgs("write to jane@gmail.com, Gmail is fine")).toEqual([]);
    expect(orgs("jane@janemiller.com — Jane Miller")).toEqual([]);
    expect(orgs("she works at Home most days")).toEqual([]);
  });
});
