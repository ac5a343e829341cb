import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { answersAskingLine } from "./answer-context.js";
import { findSsns } from "./ssn-recognizer.js";

const WORDS = ["ssn", "aadhaar"];
const at = (text: string, value: string) => answersAskingLine(text, text.indexOf(value), WORDS);

describe("answersAskingLine", () => {
  it("takes a value opening the turn after one of the two lines that asked for it", () => {
    expect(at("ann: my SSN is rejected?\nbo: type it\nann: 176635098", "176635098")).toBe(true);
    expect(at("[19:31] ravi: aadhaar bhej de\n[19:33] kunal: 394808799284 ye hai", "394808799284")).toBe(
      true,
    );
    expect(at("your SSN please\n176635098", "176635098")).toBe(true);
  });

  it("refuses a value after other words, a value asked for three lines before, and a first line", () => {
    expect(at("your SSN please\nann: no, my account is 176635098", "176635098")).toBe(false);
    expect(at("your SSN please\na\nb\nann: 176635098", "176635098")).toBe(false);
    expect(at("ann: 176635098 SSN", "176635098")).toBe(false);
    expect(at("what's your order?\nann: 176635098", "176635098")).toBe(false);
  });

  it("reads a bounded window, so a long line of numbers costs each the same", () => {
    expectLinearCpu((scale) => findSsns(`ssn\n${"x: 176635098 ".repeat(scale * 20_000)}`, "pattern"), 1);
  });
});
