import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_FIELDS, envName } from "../src/config/config-schema.js";
import { loadConfig } from "../src/config/load-config.js";
import { ConfigurationError, ERROR_CODES } from "../src/errors.js";
import { tempDir } from "./helpers.js";

describe("configuration", () => {
  it("every error code is unique and in the errors table of docs/event-platform.md", () => {
    const docs = readFileSync(new URL("../../../docs/event-platform.md", import.meta.url), "utf8");
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES)
      expect(docs, code).toMatch(new RegExp(`\\| \`[A-Za-z]+Error\`[^|]*\\| \`${code}\` \\|`));
  });

  it("documents every setting with its variable and default in docs/event-platform.md", () => {
    const docs = readFileSync(new URL("../../../docs/event-platform.md", import.meta.url), "utf8");
    for (const field of CONFIG_FIELDS) {
      const shown = Array.isArray(field.default) ? field.default.join(", ") : String(field.default);
      const row = `| \`${field.path}\` | \`${envName(field.path)}\` | ${shown} |`;
      expect(docs, field.path).toContain(row);
    }
  });

  it("has the spec's defaults", () => {
    const { config, warnings, files } = loadConfig({ cwd: tempDir(), env: {} });
    expect(warnings).toEqual([]);
    expect(files).toEqual([]);
    expect(config.services).toEqual(["mechanism", "audit"]);
    expect(config.bus).toMatchObject({
      rate_limit: 0,
      circuit_failure_threshold: 5,
      circuit_open_seconds: 60,
      idempotency_capacity: 100_000,
      drain_seconds: 5,
    });
    expect(config.dlq.max_size).toBe(10_000);
    expect(config.store).toMatchObject({ busy_timeout: 30, auto_migrate: true });
    expect(config.audit.max_ledger).toBe(100_000);
    expect(config.recovery.auto_restart).toBe(true);
    expect(config.metrics.max_series).toBe(10_000);
    expect(config.server).toEqual({
      host: "127.0.0.1",
      port: 8090,
      shutdown_timeout: 30,
      publish_policy: "",
    });
  });

  it("layers eventctl.json, then config.<EVENTPLAT_ENV>.json, then EVENTPLAT_* variables", () => {
    const cwd = tempDir();
    writeFileSync(
      join(cwd, "eventctl.json"),
      JSON.stringify({
        bus: { rate_limit: 5, drain_seconds: 2 },
        log: { level: "debug" },
        store: { path: "a.db" },
      }),
    );
    writeFileSync(
      join(cwd, "config.prod.json"),
      JSON.stringify({ bus: { rate_limit: 50 }, store: { path: "prod.db" } }),
    );
    const { config, files } = loadConfig({
      cwd,
      env: { EVENTPLAT_ENV: "prod", EVENTPLAT_STORE_PATH: "env.db", EVENTPLAT_AUDIT_MAX_LEDGER: "7" },
    });
    expect(files).toEqual([join(cwd, "eventctl.json"), join(cwd, "config.prod.json")]);
    expect(config.bus.rate_limit).toBe(50);
    expect(config.bus.drain_seconds).toBe(2);
    expect(config.log.level).toBe("debug");
    expect(config.store.path).toBe("env.db");
    expect(config.audit.max_ledger).toBe(7);
  });

  it("accepts 1/true/yes and 0/false/no for booleans", () => {
    for (const [raw, value] of [
      ["1", true],
      ["true", true],
      ["YES", true],
      ["0", false],
      ["false", false],
      ["no", false],
    ] as const) {
      const { config } = loadConfig({
        cwd: tempDir(),
        env: { EVENTPLAT_RECOVERY_AUTO_RESTART: raw, EVENTPLAT_SAGA_ENABLED: raw },
      });
      expect(config.recovery.auto_restart).toBe(value);
      expect(config.saga.enabled).toBe(value);
    }
    const { config, warnings } = loadConfig({ cwd: tempDir(), env: { EVENTPLAT_SAGA_ENABLED: "maybe" } });
    expect(config.saga.enabled).toBe(true);
    expect(warnings).toEqual([
      'EVENTPLAT_SAGA_ENABLED is not a boolean (1/true/yes or 0/false/no), got "maybe"; skipped',
    ]);
  });

  it("logs and skips numbers that fail conversion, keeping the earlier value", () => {
    const cwd = tempDir();
    writeFileSync(
      join(cwd, "eventctl.json"),
      JSON.stringify({ bus: { rate_limit: "fast" }, store: { busy_timeout: 10 }, nope: 1 }),
    );
    const { config, warnings } = loadConfig({
      cwd,
      env: {
        EVENTPLAT_STORE_BUSY_TIMEOUT: "ten",
        EVENTPLAT_BUS_RATE_LIMIT: "-1",
        EVENTPLAT_SERVER_PORT: "80.5",
      },
    });
    expect(config.bus.rate_limit).toBe(0);
    expect(config.store.busy_timeout).toBe(10);
    expect(config.server.port).toBe(8090);
    expect(warnings).toEqual([
      `${join(cwd, "eventctl.json")}: bus.rate_limit is not a number ("fast"); skipped`,
      `${join(cwd, "eventctl.json")}: unknown setting "nope" ignored`,
      "EVENTPLAT_BUS_RATE_LIMIT must be >= 0, got -1; skipped",
      'EVENTPLAT_STORE_BUSY_TIMEOUT is not a number ("ten"); skipped',
      "EVENTPLAT_SERVER_PORT must be an integer, got 80.5; skipped",
    ]);
  });

  it("stops on a configuration file that is not JSON", () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, "eventctl.json"), "{ not json");
    expect(() => loadConfig({ cwd, env: {} })).toThrow(ConfigurationError);
    expect(() => loadConfig({ cwd: tempDir(), env: { EVENTPLAT_ENV: "../x" } })).toThrow(
      /EVENTPLAT_ENV must be/,
    );
  });

  it("names every variable EVENTPLAT_<SECTION>_<KEY>", () => {
    expect(envName("bus.rate_limit")).toBe("EVENTPLAT_BUS_RATE_LIMIT");
    const names = CONFIG_FIELDS.map((f) => envName(f.path));
    for (const required of [
      "EVENTPLAT_LOG_LEVEL",
      "EVENTPLAT_RECOVERY_AUTO_RESTART",
      "EVENTPLAT_SAGA_ENABLED",
      "EVENTPLAT_STORE_PATH",
      "EVENTPLAT_STORE_BUSY_TIMEOUT",
      "EVENTPLAT_AUDIT_MAX_LEDGER",
      "EVENTPLAT_BUS_RATE_LIMIT",
    ]) {
      expect(names).toContain(required);
    }
  });
});
