import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findStatementMerchants } from "./statement-merchants.js";

const gazetteer = defaultGazetteer();
const words = nameWords(gazetteer);
const merchants = (text: string) =>
  findStatementMerchants(text, "entity", gazetteer, words).map((f) => text.slice(f.start, f.end));

// Issue 22, corpus 2026d: statement lines that first say what kind of line they are, in the bank's
// language, before the party. The examples are our own, not the corpus's.
describe("the kind of a statement line is not a merchant", () => {
  it.each([
    ["03.04.  Lương T4 – Xưởng Gỗ Tân Phú          +9.200.000", ["Xưởng Gỗ Tân Phú"]],
    ["Apr 02  Cheque #0318 – Quillfeather Books          42.10", ["Quillfeather Books"]],
    ["07.04.  Plaća – Jadranka Brodogradnja            +1.020,00", ["Jadranka Brodogradnja"]],
    ["09.04.   Kartenzahlung Hofladen Brunner Weil          23,80-", ["Hofladen Brunner Weil"]],
    ["11.04    Оплата Пятёрочка                −812,40", ["Пятёрочка"]],
  ])("%s", (text, expected) => {
    expect(merchants(text)).toEqual(expected);
  });

  it("leaves kind words, transfers to people and kind phrases alone", () => {
    for (const text of [
      "04/02  CHECK #2291                       -300.00",
      "04/03  DIVIDEND                            12.40",
      "05.04    Перевод по СБП Ирина Павловна К.      −1 200,00",
      "06/04  CK cho Phạm Thu Trang tiền nhà      -3.000.000",
      "08/04  Κατάθεση από Νίκο Σταθόπουλο        +200,00",
      "12.04.  Příchozí platba Jana Dvořáková       +800,00 CZK",
      "13.04.  Kártyás vásárlás Kisbolt Szeged       -1 250",
      "14.04.  Uplata od Marko Babić            +50,00",
      "15.04.  Mastercard-Abrechnung                 -212,00",
    ])
      expect(merchants(text)).toEqual([]);
  });

  it("keeps a merchant whose own lower-case words follow it", () => {
    expect(merchants("16/04  Wrenfield water bill 0042      -31,20")).toEqual(["Wrenfield"]);
    expect(merchants("17/04  Débito direto Águas do Alto Minho ref. 4412   -19,80")).toEqual([
      "Águas do Alto Minho",
    ]);
  });
});
