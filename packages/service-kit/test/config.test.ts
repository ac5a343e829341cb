import { describe, expect, it } from "vitest";
import { ConfigError, env, readConfig } from "../src/index.js";

const schema = {
  PORT: env.int({ default: 3000, min: 1, max: 65535 }),
  HOST: env.string({ default: "127.0.0.1" }),
  SECRET: env.string<string | undefined>({ minLength: 32 }),
  ENABLED: env.bool({ default: false }),
  API: env.url({ default: "https://example.test/" }),
  LEVEL: env.oneOf(["debug", "info", "warn", "error"] as const, { default: "info" }),
  IPS: env.list(),
  OVERRIDES: env.json<Record<string, { max: number }>>({
    default: {},
    validate: (v) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? undefined : "must be a JSON object",
  }),
};

describe("readConfig", () => {
  it("applies defaults and freezes the result", () => {
    const config = readConfig(schema, {});
    expect(config).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      SECRET: undefined,
      ENABLED: false,
      API: "https://example.test/",
      LEVEL: "info",
      IPS: [],
      OVERRIDES: {},
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("parses every kind", () => {
    const config = readConfig(schema, {
      PORT: "8080",
      ENABLED: "yes",
      API: "http://127.0.0.1:4001/",
      LEVEL: "debug",
      IPS: " 10.0.0.1, ,127.0.0.1 ",
      OVERRIDES: '{"GET /score":{"max":5}}',
    });
    expect(config.PORT).toBe(8080);
    expect(config.ENABLED).toBe(true);
    expect(config.API).toBe("http://127.0.0.1:4001");
    expect(config.IPS).toEqual(["10.0.0.1", "127.0.0.1"]);
    expect(config.OVERRIDES).toEqual({ "GET /score": { max: 5 } });
  });

  it("reports every bad variable at once, by name", () => {
    let error: unknown;
    try {
      readConfig(schema, {
        PORT: "70000",
        SECRET: "short",
        ENABLED: "maybe",
        API: "ftp://x",
        OVERRIDES: "[]",
        LEVEL: "loud",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      "PORT must be <= 65535, got 70000",
      "SECRET must be at least 32 characters",
      'ENABLED must be a boolean (true/false, 1/0, yes/no), got "maybe"',
      'API must use http: or https:, got "ftp:"',
      'LEVEL must be one of debug, info, warn, error, got "loud"',
      "OVERRIDES must be a JSON object",
    ]);
  });

  it("refuses a non-integer and a missing required value", () => {
    expect(() => readConfig({ N: env.int() }, { N: "1.5" })).toThrow('N must be an integer, got "1.5"');
    expect(() => readConfig({ R: env.string({ required: true }) }, { R: "" })).toThrow(
      "R is required (string)",
    );
  });
});
