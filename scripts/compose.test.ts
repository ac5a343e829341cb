import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { listWorkspaces, root } from "./workspaces.mjs";

// compose.yaml cannot be run here (no container engine); what can be checked is that it runs each
// service the way `npm run start:prod` does (which scripts/check-production.test.ts runs from a
// clean `npm ci --omit=dev`), sets only documented variables, keeps secrets out of the file, turns
// authentication on and checks the health each service answers on.

interface ComposeService {
  working_dir?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
}

const compose = parse(readFileSync(join(root, "compose.yaml"), "utf8"), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const DOCS: Record<string, string> = {
  trust: "docs/trust-service.md",
  prompt: "docs/prompt-platform.md",
  events: "docs/event-platform.md",
  redact: "docs/redaction.md",
};
const INFRASTRUCTURE = ["postgres", "redis", "nats"];
const SECRET = /SECRET|TOKEN|PASSWORD|MNEMONIC|PEM|API_KEY|SIGNING_KEY/;

/** A variable is documented when its page names it in code (`VAR`) or in a table row's first cell. */
function documents(page: string, variable: string): boolean {
  if (page.includes(`\`${variable}\``)) return true;
  const word = new RegExp(`(^|[^A-Z0-9_])${variable}($|[^A-Z0-9_])`);
  return page.split("\n").some((line) => line.startsWith("|") && word.test(line.split("|")[1] ?? ""));
}

const services = listWorkspaces().filter(({ pkg }) => pkg.platform?.startProd && pkg.platform.label in DOCS);

describe("compose.yaml", () => {
  it("runs the four services and PostgreSQL, Redis and NATS, nothing else", () => {
    expect(Object.keys(compose.services).sort()).toEqual([...INFRASTRUCTURE, ...Object.keys(DOCS)].sort());
    expect(services.map(({ pkg }) => pkg.platform.label).sort()).toEqual(Object.keys(DOCS).sort());
  });

  describe.each(services.map(({ dir, pkg }) => [pkg.platform.label as string, dir, pkg.platform]))(
    "%s",
    (label, dir, platform) => {
      const service = compose.services[label]!;

      it("runs its start:prod command in its workspace", () => {
        expect(service.working_dir).toBe(`/app/${relative(root, dir)}`);
        const startProd = (platform.startProd as string).split(" ");
        expect(service.command?.slice(0, startProd.length)).toEqual(startProd);
      });

      it("sets only variables its page documents", () => {
        const page = readFileSync(join(root, DOCS[label]!), "utf8");
        const variables = Object.keys(service.environment ?? {});
        expect(variables.length).toBeGreaterThan(0);
        expect(variables.filter((variable) => !documents(page, variable))).toEqual([]);
      });

      it("takes every secret from the environment", () => {
        const literal = Object.entries(service.environment ?? {}).filter(
          ([name, value]) => SECRET.test(name) && !/^\$\{[A-Z0-9_]+:?[-?]/.test(String(value)),
        );
        expect(literal).toEqual([]);
      });

      it("checks the health URL the service answers on", () => {
        expect(service.healthcheck?.test?.join(" ")).toContain(platform.health);
      });
    },
  );

  it("turns authentication on in every service", () => {
    expect(compose.services.trust?.environment?.NODE_ENV).toBe("production");
    expect(compose.services.trust?.environment?.HMAC_SECRET).toMatch(/^\$\{TRUST_HMAC_SECRET:\?/);
    expect(compose.services.prompt?.environment?.PLATFORM_AUTH).toBe("true");
    expect(compose.services.events?.command).toContain("--require-auth");
    expect(compose.services.redact?.environment).not.toHaveProperty("REDACT_DEV_NO_AUTH");
    expect(compose.services.redact?.environment?.REDACT_API_KEYS).toMatch(/^\$\{REDACT_API_KEYS:\?/);
  });
});

describe("documents", () => {
  const page =
    "| `PORT` | 8000 | port |\n| ALGOD_URL / ALGOD_TOKEN | x | y |\nUse `NATS_URL`; REDIS_URL in prose.";
  it("finds a variable in code or in a table's first cell, and nowhere else", () => {
    expect(documents(page, "PORT")).toBe(true);
    expect(documents(page, "ALGOD_TOKEN")).toBe(true);
    expect(documents(page, "NATS_URL")).toBe(true);
    expect(documents(page, "REDIS_URL")).toBe(false);
    expect(documents(page, "ALGOD")).toBe(false);
    expect(documents(page, "HOST")).toBe(false);
  });
});
