import { ConfigError } from "@platform/service-kit";
import { describe, expect, it } from "vitest";
import { readRedactionConfig } from "../src/config.js";

const base = { REDACT_SECRET: "a-secret-of-sixteen+", REDACT_API_KEYS: "k1,k2" };

function problemsOf(source: Record<string, string>): string {
  try {
    readRedactionConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return "";
}

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = readRedactionConfig(base);
    expect(config.PORT).toBe(8000);
    expect(config.REDACT_API_KEYS).toEqual(["k1", "k2"]);
    expect(config.REDACT_STORE_PATH).toBe("./data/redaction/placeholders.sqlite");
    expect(config.REDACT_AUDIT_LOG).toBe("./data/redaction/audit.jsonl");
    expect(config.REDACT_DETECTOR).toBe("default");
    expect(config.REDACT_BODY_LIMIT_BYTES).toBe(2_097_152);
    expect(config.REDACT_MAX_TEXT_BYTES).toBe(1_048_576);
    expect(config.REDACT_RATE_PER_SEC).toBe(50);
    expect(config.REDACT_RATE_BURST).toBe(100);
    expect(config.REDIS_KEY_PREFIX).toBe("redact:");
  });

  it("refuses to start without a secret, with a short secret, or without keys", () => {
    expect(problemsOf({ REDACT_API_KEYS: "k" })).toContain("REDACT_SECRET");
    expect(problemsOf({ ...base, REDACT_SECRET: "short" })).toContain("REDACT_SECRET");
    expect(problemsOf({ REDACT_SECRET: base.REDACT_SECRET })).toContain("REDACT_API_KEYS is required");
    expect(problemsOf({ REDACT_SECRET: base.REDACT_SECRET, REDACT_DEV_NO_AUTH: "true" })).toBe("");
  });

  it("takes a model directory (checked when the model loads at start-up, test/model.test.ts)", () => {
    expect(problemsOf({ ...base, REDACT_MODEL_DIR: "/models/ner", REDACT_DETECTOR: "openmed" })).toBe("");
    const config = readRedactionConfig({ ...base, REDACT_MODEL_DIR: "/models/ner" });
    expect(config.REDACT_MODEL_DIR).toBe("/models/ner");
    expect(readRedactionConfig(base).REDACT_MODEL_DIR).toBe("");
  });

  it("refuses a Redis audit log without Redis and an unknown detector", () => {
    expect(problemsOf({ ...base, REDACT_AUDIT_LOG: "redis" })).toContain(
      "REDACT_AUDIT_LOG=redis needs REDIS_URL",
    );
    expect(problemsOf({ ...base, REDACT_DETECTOR: "gliner" })).toContain("REDACT_DETECTOR");
  });

  it("takes tenant:key entries and refuses malformed ones, naming the entry", () => {
    expect(problemsOf({ ...base, REDACT_API_KEYS: "acme:k1,acme:k2,globex:k3,bare" })).toBe("");
    expect(problemsOf({ ...base, REDACT_API_KEYS: "k1,bad tenant:k2" })).toContain(
      "REDACT_API_KEYS entry 2: tenant must be 1-64 letters, digits, '_', '.' or '-' (before the first ':')",
    );
    expect(problemsOf({ ...base, REDACT_API_KEYS: "acme:" })).toContain(
      'REDACT_API_KEYS entry 1: the key after "acme:" is empty',
    );
    expect(problemsOf({ ...base, REDACT_API_KEYS: "acme:k1,globex:k1" })).toContain(
      "REDACT_API_KEYS entry 2: the same key is listed twice",
    );
    expect(problemsOf({ ...base, REDACT_API_KEYS: "key-0123456789ab:k1" })).toContain(
      "reserved for bare keys",
    );
    expect(problemsOf({ ...base, REDACT_LEGACY_TENANT: "no spaces" })).toContain("REDACT_LEGACY_TENANT");
    expect(readRedactionConfig(base).REDACT_LEGACY_TENANT).toBe("");
  });
});
