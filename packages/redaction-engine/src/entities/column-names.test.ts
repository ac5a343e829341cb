import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { EntityType } from "../entity-type.js";
import { findColumnNames } from "./column-names.js";
import { createEntityDetector } from "./entity-detector.js";

const ALL = new Set<EntityType>([EntityType.PERSON, EntityType.ORG]);
const found = (text: string, types: ReadonlySet<EntityType> = ALL) =>
  findColumnNames(text, "entity", types).map((f) => [f.type, text.slice(f.start, f.end)]);

describe("people and organisations in the columns their header names", () => {
  it("reads surname and forename columns of a pipe export, and a title stays outside", () => {
    const text =
      "patient_id|surname|forename|dob|ward|consultant\nRX7712045|Achterberg|Hendrika|1938-10-14|Elm Ward|Dr S. Quarshie";
    expect(found(text)).toEqual([
      [EntityType.PERSON, "Achterberg"],
      [EntityType.PERSON, "Hendrika"],
      [EntityType.PERSON, "S. Quarshie"],
    ]);
  });

  it("reads comma and semicolon exports, a quoted surname-first cell, and employers", () => {
    expect(found('PAT_NAME,EMPLOYER,START\n"HOLLIS,MAREN",Kranich Maschinenbau GmbH,2021-04-01')).toEqual([
      [EntityType.PERSON, "HOLLIS,MAREN"],
      [EntityType.ORG, "Kranich Maschinenbau GmbH"],
    ]);
    expect(found("Nachname;Vorname;Arbeitgeber\nGruber;Lukas;Stadtwerke Linz")).toEqual([
      [EntityType.PERSON, "Gruber"],
      [EntityType.PERSON, "Lukas"],
      [EntityType.ORG, "Stadtwerke Linz"],
    ]);
  });

  it("reads drawn tables with a rule under the header", () => {
    const text =
      "| Account holder | IBAN | Bank |\n|---|---|---|\n| Sanne de Vries | NL91 ABNA 0417 1643 00 | ABN AMRO |";
    expect(found(text)).toEqual([
      [EntityType.PERSON, "Sanne de Vries"],
      [EntityType.ORG, "ABN AMRO"],
    ]);
  });

  it("leaves a bare `name` column (a product's as often as a person's), empty values and cells with digits", () => {
    expect(found("name,qty,price\nSummer Sale Bundle,2,19.99")).toEqual([]);
    expect(found("surname,forename,dob\nN/A,-,1961-01-03\nRoom 12,Ward 4B,1970-02-02")).toEqual([]);
    expect(
      found("customer,order\nThe customer asked for a refund on the whole of the order today,88142"),
    ).toEqual([]);
  });

  it("gives only the types asked for", () => {
    expect(found("surname,employer\nGruber,Stadtwerke Linz", new Set([EntityType.ORG]))).toEqual([
      [EntityType.ORG, "Stadtwerke Linz"],
    ]);
  });

  it("reads thousands of export rows in linear time, through the entity detector", () => {
    const detector = createEntityDetector();
    const detect = (text: string) => detector.detect(text, { types: ALL, phoneRegions: [] });
    expectLinearCpu((scale) => detect(`surname|forename\n${"Gruber|Lukas\n".repeat(scale * 4_000)}`), 1);
    expectLinearCpu((scale) => detect(`surname,forename\n${"Gruber,Lukas\n".repeat(scale * 4_000)}`), 1);
  });
});
