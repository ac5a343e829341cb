import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { findNationalIds } from "./national-id-recognizer.js";
import { verhoeffValid } from "./verhoeff.js";

const values = (text: string) =>
  findNationalIds(text, "pattern").map((f) => [text.slice(f.start, f.end), f.verdict, f.normalized]);

describe("national identifiers", () => {
  it("checks Verhoeff digits (the textbook 236 -> 2363)", () => {
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
    expect(verhoeffValid("234123412346")).toBe(true);
    // A swap of neighbours is caught.
    expect(verhoeffValid("234123412364")).toBe(false);
  });

  it("finds a grouped Aadhaar number and reports a failing check digit as invalid", () => {
    expect(values("Aadhaar: 2341 2341 2346, old card 2341 2341 2347")).toEqual([
      ["2341 2341 2346", "valid", "234123412346"],
      ["2341 2341 2347", "invalid", "234123412347"],
    ]);
  });

  it("takes a bare 12-digit run only after a context word, and never one starting with 0 or 1", () => {
    expect(values("UID 499900001236 on file")).toEqual([["499900001236", "valid", "499900001236"]]);
    expect(values("order 499900001236 shipped")).toEqual([]);
    expect(values("Aadhaar 1341 2341 2346")).toEqual([]);
  });

  it("finds PAN and NINO by their issuing rules", () => {
    expect(values("PAN ABCPK1234F, NINO JG 12 34 56 C and AB123456D")).toEqual([
      ["ABCPK1234F", "valid", "ABCPK1234F"],
      ["JG 12 34 56 C", "valid", "JG123456C"],
      ["AB123456D", "valid", "AB123456D"],
    ]);
  });

  it("takes a NINO in small letters or grouped by dashes only after its label (issue 22, fourth round)", () => {
    expect(values("NI number: jk 73 91 64 d")).toEqual([["jk 73 91 64 d", "valid", "JK739164D"]]);
    expect(values("NI no. JK-73-91-64-D")).toEqual([["JK-73-91-64-D", "valid", "JK739164D"]]);
    expect(values("ref jk 73 91 64 d")).toEqual([]);
    expect(values("NINO qq-12-34-56-c")).toEqual([]);
  });

  it("reads the windows after a megabyte of NINO labels in linear time", () => {
    expectLinearCpu((scale) => findNationalIds("NI jk 73 ".repeat(scale * 10_000), "pattern"), 1);
  });

  it("leaves look-alikes alone: a PAN with a bad holder letter, a NINO with a never-issued prefix (QQ is the specimen) or suffix", () => {
    expect(values("ref ABCDK1234F, GB123456A, QQ123456C, JG123456E, DA123456A, part XABCPK1234F")).toEqual(
      [],
    );
  });
});
