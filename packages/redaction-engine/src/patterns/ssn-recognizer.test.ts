import { describe, expect, it } from "vitest";
import { findSsns, ssnValid } from "./ssn-recognizer.js";
import { summarize } from "./test-context.js";

const find = (text: string) => summarize(text, findSsns(text, "pattern"));

describe("ssnValid", () => {
  it.each([
    ["000", "12", "3456", false],
    ["666", "12", "3456", false],
    ["900", "12", "3456", false],
    ["899", "12", "3456", true],
    ["123", "00", "4567", false],
    ["123", "45", "0000", false],
    ["001", "01", "0001", true],
  ])("%s-%s-%s -> %s", (a, g, s, ok) => expect(ssnValid(a, g, s)).toBe(ok));
});

describe("findSsns", () => {
  it("finds dashed and spaced SSNs", () => {
    expect(find("536-22-1987 and 536 22 1987")).toEqual([
      ["valid", "536-22-1987", "536221987"],
      ["valid", "536 22 1987", "536221987"],
    ]);
  });

  it("needs a context word for a bare nine-digit run", () => {
    expect(find("order 536221987")).toEqual([]);
    expect(find("SSN: 536221987")).toEqual([["valid", "536221987", "536221987"]]);
  });

  it("marks rule-breaking numbers invalid", () => {
    expect(find("666-45-1234 000-12-3456")).toEqual([
      ["invalid", "666-45-1234", "666451234"],
      ["invalid", "000-12-3456", "000123456"],
    ]);
  });

  it("does not match inside longer dashed numbers or mixed separators", () => {
    expect(find("1-536-22-1987 536-22 1987 2024-536-22-1987")).toEqual([]);
  });

  it("takes a dotted SSN and one after 'social' only with the word (issue 22)", () => {
    expect(find("SSN: 536.22.1987")).toEqual([["valid", "536.22.1987", "536221987"]]);
    expect(find("My social is 536221987")).toEqual([["valid", "536221987", "536221987"]]);
    expect(find("version 536.22.1987")).toEqual([]);
  });
});
