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

  it("finds cards grouped by a no-break or thin space, two spaces, a spaced dash or dots in fours", () => {
    expect(
      find("card 4111\u00a01111\u00a01111\u00a01111, 5555\u20095555\u20095555\u20094444").map((f) => f[0]),
    ).toEqual(["valid", "valid"]);
    expect(find("card 4111  1111  1111  1111 / 4111 - 1111 - 1111 - 1111")).toEqual([
      ["valid", "4111  1111  1111  1111", "4111111111111111"],
      ["valid", "4111 - 1111 - 1111 - 1111", "4111111111111111"],
    ]);
    expect(find("card 4111.1111.1111.1111")).toEqual([["valid", "4111.1111.1111.1111", "4111111111111111"]]);
  });

  it("refuses dots in other groupings and separators written two ways", () => {
    expect(find("v4111.11111111.1111 4111.11111111.1111").filter((f) => f[0] === "valid")).toEqual([]);
    expect(find("4111 1111  1111 1111").filter((f) => f[0] === "valid")).toEqual([]);
  });

  it("knows the national schemes: Mir, Troy, UzCard, Humo, Belkart, RuPay", () => {
    // Luhn-valid numbers in each scheme's range.
    for (const card of [
      "2200 1234 5678 9019",
      "9792 0123 4567 8906",
      "8600 1234 5678 9012",
      "9860 1234 5678 9015",
      "9112 3456 7890 1237",
      "8112 3456 7890 1239",
    ]) {
      expect(
        find(`card ${card}`).map((f) => f[0]),
        card,
      ).toEqual(["valid"]);
    }
  });

  it("needs at least 13 digits and at most 19", () => {
    expect(find("411111111111")).toEqual([]);
    expect(find("4222222222222")).toEqual([["valid", "4222222222222", "4222222222222"]]);
  });
});
