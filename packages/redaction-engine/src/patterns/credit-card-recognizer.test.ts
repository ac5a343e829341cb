import { describe, expect, it } from "vitest";
import { findCreditCards } from "./credit-card-recognizer.js";
import { luhnValid } from "./luhn.js";
import { summarize } from "./test-context.js";

const find = (text: string) => summarize(text, findCreditCards(text, "pattern"));

describe("luhnValid", () => {
  it("accepts known test numbers and rejects a changed digit", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
  });
});

describe("findCreditCards", () => {
  it("finds compact, spaced and dashed numbers of every network", () => {
    expect(find("4111111111111111 / 5555 5555 5555 4444 / 3782-822463-10005 / 6011 1111 1111 1117")).toEqual([
      ["valid", "4111111111111111", "4111111111111111"],
      ["valid", "5555 5555 5555 4444", "5555555555554444"],
      ["valid", "3782-822463-10005", "378282246310005"],
      ["valid", "6011 1111 1111 1117", "6011111111111117"],
    ]);
  });

  it("reports a Luhn-failing number as invalid", () => {
    expect(find("card 4111 1111 1111 1112")).toEqual([
      ["invalid", "4111 1111 1111 1112", "4111111111111112"],
    ]);
  });

  it("reports a Luhn-valid number from no known issuer as invalid", () => {
    // 1234567812345670 passes Luhn but no network issues numbers starting with 1.
    expect(luhnValid("1234567812345670")).toBe(true);
    expect(find("ref 1234567812345670")[0]![0]).toBe("invalid");
  });

  it("drops a trailing group that is not part of the card (a year)", () => {
    expect(find("4111 1111 1111 1111 2024")).toEqual([["valid", "4111 1111 1111 1111", "4111111111111111"]]);
  });

  it("refuses mixed separators and digits glued to words or longer runs", () => {
    expect(find("4111-1111 1111-1111")[0]?.[0]).not.toBe("valid");
    expect(find("x4111111111111111 41111111111111111111")).toEqual([]);
  });

  it("needs at least 13 digits and at most 19", () => {
    expect(find("411111111111")).toEqual([]);
    expect(find("4222222222222")).toEqual([["valid", "4222222222222", "4222222222222"]]);
  });
});
