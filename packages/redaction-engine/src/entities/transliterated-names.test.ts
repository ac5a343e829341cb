import { describe, expect, it } from "vitest";
import { findTransliteratedNames } from "./transliterated-names.js";

const names = (text: string) =>
  findTransliteratedNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("a native-script name with its romanisation in brackets", () => {
  it.each([
    ["สมชาย ใจดี (Somchai Jaidee)", ["สมชาย ใจดี", "Somchai Jaidee"]],
    ["Interpreter for the family: رامي خوري (Rami Khoury), phone", ["رامي خوري", "Rami Khoury"]],
    ["Patient: 陳家豪 (CHAN Ka Ho)   HN", ["陳家豪", "CHAN Ka Ho"]],
    [
      "Patient: Γιώργος Παπαδόπουλος (Giorgos Papadopoulos), geb.",
      ["Γιώργος Παπαδόπουλος", "Giorgos Papadopoulos"],
    ],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves an acronym in brackets and lower-case words alone", () => {
    expect(names("Акции Сбербанк (SBER) выросли")).toEqual([]);
    expect(names("東京 (see map)")).toEqual([]);
  });
});
