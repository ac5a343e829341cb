import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findTransferNames } from "./transfer-names.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findTransferNames(text, "entity", g, nameWords(g)).map((f) => text.slice(f.start, f.end));

describe("parties of statement transfers", () => {
  it.each([
    ["03/14   ZELLE FROM DANIEL OKAFOR REF# 77120    250.00", ["DANIEL OKAFOR"]],
    ["12 Oct  SEPA TRF Ciara Walsh deposit     400.00", ["Ciara Walsh"]],
    ["05.03    Перевод от Ирина Сергеевна К.      +2 000,00", ["Ирина Сергеевна К."]],
    ["11/02  Μεταφορά από Νίκος Παππάς      120,00", ["Νίκος Παππάς"]],
    ["02.10.  Átutalás Kovács Péter-től     -12 000", ["Kovács Péter"]],
    ["14/05  Nhận từ NGUYEN THI LAN  +500.000", ["NGUYEN THI LAN"]],
    ["Überweisung an Jonas Becker   -650,00", ["Jonas Becker"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves merchants and the bank's own lines to other rules", () => {
    expect(names("TRANSFER TO SAVINGS ACCOUNT   -100.00")).toEqual([]);
    expect(names("Transfer from Blackwood Logistics Ltd   900.00")).toEqual([]);
    expect(names("Payment to Thames Water   -45.00")).toEqual([]);
  });

  it("reads a megabyte of transfer frames in one pass", () => {
    expect(names("ZELLE TO ANNA SMITH\n".repeat(50_000))).toHaveLength(50_000);
    names(`ZELLE TO ${"A".repeat(1_000_000)}`);
  });
});
