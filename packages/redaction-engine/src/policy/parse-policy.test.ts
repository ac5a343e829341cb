import { describe, expect, it } from "vitest";
import { parsePolicy } from "./parse-policy.js";
import { PolicyError } from "./policy-error.js";

function issues(yaml: string): string[] {
  try {
    parsePolicy(yaml);
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    return (error as PolicyError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error("expected a PolicyError");
}

describe("parsePolicy", () => {
  it("reads a full policy", () => {
    const p = parsePolicy(`
version: "2026-11-22.1"
detectors: [pattern, entity]
phoneRegions: [us, FR]
defaults: { minConfidence: 0.6 }
types:
  EMAIL: {}
  PERSON: { action: lookalike, minConfidence: 0.8, allow: ["Ada Lovelace"] }
  CREDIT_CARD: { action: mask, keepLast: 4, maskChar: "#" }
  URL: { action: keep }
allow: [support@example.com]
`);
    expect(p.version).toBe("2026-11-22.1");
    expect(p.detectors).toEqual(["pattern", "entity"]);
    expect(p.phoneRegions).toEqual(["US", "FR"]);
    expect([...p.types.keys()]).toEqual(["EMAIL", "PERSON", "CREDIT_CARD", "URL"]);
    expect(p.types.get("EMAIL")).toMatchObject({ action: "placeholder", minConfidence: 0.6 });
    expect(p.types.get("PERSON")).toMatchObject({ action: "lookalike", minConfidence: 0.8 });
    expect([...p.types.get("PERSON")!.allow].sort()).toEqual(["ada lovelace", "support@example.com"]);
    expect(p.types.get("CREDIT_CARD")).toMatchObject({ action: "mask", keepLast: 4, maskChar: "#" });
    expect(p.types.get("URL")!.action).toBe("keep");
  });

  it("defaults to every type when types is omitted", () => {
    const p = parsePolicy("version: 3");
    expect(p.version).toBe("3");
    expect(p.types.size).toBe(12);
    expect(p.detectors).toBeUndefined();
    expect(p.phoneRegions).toEqual(["US", "GB"]);
  });

  it("reports every problem at once with its path", () => {
    expect(
      issues(`
flavour: spicy
phoneRegions: [US, ZZ]
types:
  EMAIL_ADDRESS: {}
  EMAIL: { action: shred, minConfidence: 1.5, keepLast: -1, maskChar: "**", colour: red }
  IBAN: { action: lookalike }
  URL: 7
allow: [""]
`),
    ).toEqual([
      "flavour: unknown field (known: version, detectors, phoneRegions, defaults, types, allow)",
      "version: is required (a string)",
      'phoneRegions[1]: unknown region "ZZ" (known: US, CA, GB, FR, DE, AU, IN)',
      "allow[0]: must be a non-empty string",
      "types.EMAIL_ADDRESS: unknown entity type (known: PERSON, ORG, EMAIL, PHONE_E164, CREDIT_CARD, IBAN, SSN, NATIONAL_ID, IPV4, URL, MRN, DATE_OF_BIRTH)",
      "types.EMAIL.colour: unknown field (known: action, minConfidence, keepLast, maskChar, allow)",
      "types.EMAIL.action: must be one of placeholder, lookalike, mask, keep",
      "types.EMAIL.minConfidence: must be a number from 0 to 1",
      "types.EMAIL.keepLast: must be a whole number, 0 or more",
      "types.EMAIL.maskChar: must be one character",
      "types.IBAN.action: lookalike applies only to PERSON and ORG",
      "types.URL: must be a mapping (use {} for the defaults)",
    ]);
  });

  it("accepts the confidence limits 0 and 1 and rejects just outside", () => {
    expect(() => parsePolicy("version: a\ndefaults: {minConfidence: 0}")).not.toThrow();
    expect(() => parsePolicy("version: a\ndefaults: {minConfidence: 1}")).not.toThrow();
    expect(issues("version: a\ndefaults: {minConfidence: -0.01}")).toEqual([
      "defaults.minConfidence: must be a number from 0 to 1",
    ]);
  });

  it("rejects malformed YAML, duplicate keys, non-mappings and an empty version", () => {
    expect(issues("version: [1, 2")[0]).toMatch(/^\(document\): not valid YAML: /);
    expect(issues("version: a\nversion: b")[0]).toMatch(
      /^\(document\): not valid YAML: .*[Mm]ap keys must be unique/,
    );
    expect(issues("- a\n- b")).toEqual(["(document): must be a mapping"]);
    expect(issues('version: "  "')).toEqual(["version: must not be empty"]);
    expect(issues("version: a\ntypes: [EMAIL]")).toEqual(["types: must be a mapping of entity type to rule"]);
    expect(issues("version: a\ndetectors: pattern")).toEqual(["detectors: must be a list of strings"]);
  });
});
