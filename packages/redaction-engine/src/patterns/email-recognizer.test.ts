import { describe, expect, it } from "vitest";
import { findEmails } from "./email-recognizer.js";
import { summarize } from "./test-context.js";

const find = (text: string) => summarize(text, findEmails(text, "pattern"));

describe("findEmails", () => {
  it("finds addresses with dots, plus tags and subdomains, lower-cased for the key", () => {
    expect(find("Mail John.Doe+q3@Mail.Example.co.uk, thanks")).toEqual([
      ["valid", "John.Doe+q3@Mail.Example.co.uk", "john.doe+q3@mail.example.co.uk"],
    ]);
  });

  it("stops before sentence punctuation and brackets", () => {
    expect(find("<a@example.com>. (b@example.org)")).toEqual([
      ["valid", "a@example.com", "a@example.com"],
      ["valid", "b@example.org", "b@example.org"],
    ]);
  });

  it("marks shapes without a dotted domain or with bad dots as invalid", () => {
    expect(
      find("a@b and .x@example.com and y..z@example.com and q@-bad.com and w@host.c0m").map((f) => f[0]),
    ).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid"]);
  });

  it("ignores a lone @ and handles", () => {
    expect(find("@ nobody, @channel")).toEqual([]);
  });

  it("rejects a local part over 64 characters", () => {
    expect(find(`${"a".repeat(65)}@example.com`)[0]![0]).toBe("invalid");
    expect(find(`${"a".repeat(64)}@example.com`)[0]![0]).toBe("valid");
  });
});
