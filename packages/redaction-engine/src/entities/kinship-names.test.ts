import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findKinshipNames } from "./kinship-names.js";

const g = defaultGazetteer();
const names = (text: string) => findKinshipNames(text, "entity", g).map((f) => text.slice(f.start, f.end));

describe("names after a kin word", () => {
  it.each([
    ["Please ring my wife June if I am out.", ["June"]],
    ["Our son Chase Whitfield will collect the parcel.", ["Chase Whitfield"]],
    ["The tenant's neighbour Ailsa saw the leak.", ["Ailsa"]],
    ["Her grandfather Art is 92.", ["Art"]],
    ["Meine Tochter Marlene kommt morgen.", ["Marlene"]],
    ["Mi esposo Rodrigo tiene la factura.", ["Rodrigo"]],
    ["Ma fille Inès est malade.", ["Inès"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves companies, titles and clause starts alone", () => {
    expect(names("We signed with our partner Fennwick last year.")).toEqual([]);
    expect(names("my landlord Mr. Osei called")).toEqual([]);
    expect(names("my daughter The school called")).toEqual([]);
    expect(names("my son is at home")).toEqual([]);
  });

  it("keeps a surname but not an ordinary capitalised word after the name", () => {
    expect(names("my brother Dale Also called")).toEqual(["Dale"]);
  });

  it("reads a megabyte of kin words and long words in one pass", () => {
    expect(names("my husband Will ".repeat(60_000))).toHaveLength(60_000);
    expect(names(`${"a".repeat(1_000_000)}'s wife Ann`)).toEqual([]);
  });
});
