import { describe, expect, it } from "vitest";
import { findPhones } from "./phone-recognizer.js";
import { summarize } from "./test-context.js";

const find = (text: string, regions = ["US", "GB"]) => summarize(text, findPhones(text, "pattern", regions));

describe("findPhones", () => {
  it.each([
    ["+1 (415) 555-0132", "+14155550132"],
    ["(415) 555-0132", "+14155550132"],
    ["415-555-0132", "+14155550132"],
    ["415.555.0132", "+14155550132"],
    ["1-415-555-0132", "+14155550132"],
    ["+14155550132", "+14155550132"],
    ["020 7946 0958", "+442079460958"],
    ["+44 (0)20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["07700 900123", "+447700900123"],
    ["+49 30 901820", "+4930901820"],
    ["+33 1 42 68 53 00", "+33142685300"],
    ["(+44) 20 7946 0958", "+442079460958"],
    ["(+49) 151 23456789", "+4915123456789"],
  ])("normalises %s to %s", (raw, e164) => {
    expect(find(`call ${raw} today`)).toEqual([["valid", raw, e164]]);
  });

  it("accepts French national format as FR's, with or without FR as a region", () => {
    expect(find("01 42 68 53 00", ["FR"])).toEqual([["valid", "01 42 68 53 00", "+33142685300"]]);
    // Issue 22 (was: nothing without FR): the exact French grouping with its trunk 0 is taken
    // without any region, at confidence 0.7.
    expect(find("01 42 68 53 00")).toEqual([["valid", "01 42 68 53 00", "+33142685300"]]);
  });

  it("reads a number after a Hebrew one-letter prefix and its hyphen, not a digit run's middle", () => {
    expect(find("לפנות אליי ב-073-209-9171.", ["IL"])).toEqual([["valid", "073-209-9171", "+972732099171"]]);
    expect(find("להתקשר ל-050-215-8965 בערב", ["IL"])).toEqual([["valid", "050-215-8965", "+972502158965"]]);
    // A hyphen after a word of more letters (or a digit) still joins, as before.
    expect(find("שלום-073-209-9171", ["IL"])).toEqual([]);
  });

  it("needs a context word for a bare national digit run", () => {
    expect(find("order 4155550132")).toEqual([]);
    expect(find("phone 4155550132")).toEqual([["valid", "4155550132", "+14155550132"]]);
  });

  it("rejects invalid NANP area codes and exchanges, and unassigned calling codes", () => {
    expect(find("(115) 555-0132 415-155-0132 +999 1234 5678")).toEqual([]);
  });

  it("does not take dates, SSNs, IP addresses or mixed separators", () => {
    expect(find("2024-01-15 536-22-1987 192.168.1.1 415-555.0132")).toEqual([]);
  });

  it("rejects numbers longer than E.164 allows", () => {
    expect(find("+44 20 7946 0958 1234 5678")).toEqual([["valid", "+44 20 7946 0958", "+442079460958"]]);
  });

  it("finds a number after other numbers in the same digit run (cases found by fast-check)", () => {
    expect(find("card 4111 1111 1111 1112 203.0.113.42 020 7946 0958")).toEqual([
      ["valid", "020 7946 0958", "+442079460958"],
    ]);
    expect(find("card 4111 1111 1111 1112 . 020 7946 0958")).toEqual([
      ["valid", "020 7946 0958", "+442079460958"],
    ]);
    expect(find("(ref 12345) 020 7946 0958")).toEqual([["valid", "020 7946 0958", "+442079460958"]]);
    expect(find("1 2 3 4 5 6 7 8 9 10 11 020 7946 0958")).toEqual([
      ["valid", "020 7946 0958", "+442079460958"],
    ]);
  });

  it("does not read a lone 00 or a dotted address as an international prefix", () => {
    expect(find("DE89 3704 0044 0532 0130 00 203.0.113.42 020 7946 0958")).toEqual([
      ["valid", "020 7946 0958", "+442079460958"],
    ]);
    expect(find("+1 415.555.0132")).toEqual([["valid", "+1 415.555.0132", "+14155550132"]]);
  });
});
