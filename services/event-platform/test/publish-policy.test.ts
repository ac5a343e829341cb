import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../src/errors.js";
import { buildDaemon } from "../src/http/daemon-app.js";
import { EXTERNAL_INPUTS, PublishPolicy } from "../src/http/publish-policy.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { tempDir, testConfig } from "./helpers.js";

const LOANS = "loan-system-token-0123456789abcdef"; // 34 characters
const OPS = "operations-token-0123456789abcdefgh"; // 35 characters
const DEFAULT = "default-api-token-0123456789abcdefg"; // 35 characters

function policyFile(content: unknown): string {
  const file = join(tempDir(), "publish-policy.json");
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

const open: Array<{ app: FastifyInstance; runtime: EventRuntime }> = [];
afterEach(async () => {
  for (const { app, runtime } of open.splice(0)) {
    await app.close();
    await runtime.stop();
  }
});

describe("publish policy", () => {
  it("gives each token of the file its own event types; EVENTPLAT_API_TOKEN the external inputs", () => {
    const file = policyFile({
      tokens: [
        { name: "loan-system", token_env: "LOANS_TOKEN", publish: ["loan.dpd.updated", "saga.start"] },
        { name: "operations", token_env: "OPS_TOKEN", publish: ["@external", "npa.dlg.triggered"] },
      ],
    });
    const policy = PublishPolicy.load({
      file,
      env: { LOANS_TOKEN: LOANS, OPS_TOKEN: OPS, EVENTPLAT_API_TOKEN: DEFAULT },
    });
    expect(policy.tokenCount).toBe(3);
    const loans = policy.identify(LOANS)!;
    expect(loans.name).toBe("loan-system");
    expect(["loan.dpd.updated", "saga.start", "mechanism.ping"].map((t) => loans.allows(t))).toEqual([
      true,
      true,
      false,
    ]);
    const ops = policy.identify(OPS)!;
    expect(["mechanism.ping", "npa.dlg.triggered", "risk.scored"].map((t) => ops.allows(t))).toEqual([
      true,
      true,
      false,
    ]);
    const fallback = policy.identify(DEFAULT)!;
    expect(fallback.name).toBe("default");
    expect(fallback.allows("risk.scored")).toBe(false);
    expect(policy.identify("no-such-token-0123456789abcdefghij")).toBeUndefined();
  });

  it("by default allows exactly the documented external inputs, to anyone", () => {
    const policy = PublishPolicy.load({ file: "", env: {} });
    for (const type of new Set(Object.values(EXTERNAL_INPUTS).flat()))
      expect(policy.anonymous.allows(type)).toBe(true);
    for (const internal of [
      "risk.scored",
      "pricing.quoted",
      "kfs.generated",
      "loan.disbursed",
      "npa.dlg.triggered",
      "SAGA_COMPLETED",
      "consent.granted",
      "idempotency.duplicate_dropped",
    ])
      expect(policy.anonymous.allows(internal)).toBe(false);
  });

  it("refuses tokens shorter than 32 characters (31 refused, 32 accepted), and bad files, naming the problem", () => {
    const thirtyOne = "a".repeat(31);
    expect(() => PublishPolicy.load({ file: "", env: { EVENTPLAT_API_TOKEN: "a" } })).toThrow(
      "EVENTPLAT_API_TOKEN is 1 characters; API tokens must be at least 32 (e.g. openssl rand -base64 32)",
    );
    expect(() => PublishPolicy.load({ file: "", env: { EVENTPLAT_API_TOKEN: thirtyOne } })).toThrow(
      ConfigurationError,
    );
    expect(PublishPolicy.load({ file: "", env: { EVENTPLAT_API_TOKEN: "a".repeat(32) } }).tokenCount).toBe(1);
    const short = policyFile({ tokens: [{ name: "x", token_env: "X_TOKEN", publish: ["@external"] }] });
    expect(() => PublishPolicy.load({ file: short, env: { X_TOKEN: thirtyOne } })).toThrow(
      "X_TOKEN (token of x) is 31 characters; API tokens must be at least 32",
    );
    expect(() => PublishPolicy.load({ file: short, env: {} })).toThrow(
      `${short}: tokens[0]: X_TOKEN is not set`,
    );
    expect(() => PublishPolicy.load({ file: policyFile("{nope"), env: {} })).toThrow(/is not JSON/);
    const badList = policyFile({ tokens: [{ name: "x", token_env: "X_TOKEN", publish: "all" }] });
    expect(() => PublishPolicy.load({ file: badList, env: { X_TOKEN: LOANS } })).toThrow(
      `${badList}: tokens[0].publish must be a list of event types, "@external" or "*"`,
    );
    expect(() => PublishPolicy.load({ file: join(tempDir(), "absent.json"), env: {} })).toThrow(
      /cannot be read/,
    );
  });

  it("the daemon with a policy file: 202 for an allowed type, 403 {error: forbidden} for another, 401 for an unknown token", async () => {
    const file = policyFile({
      tokens: [{ name: "loan-system", token_env: "LOANS_TOKEN", publish: ["loan.dpd.updated"] }],
    });
    const policy = PublishPolicy.load({ file, env: { LOANS_TOKEN: LOANS } });
    const runtime = await EventRuntime.start({ config: testConfig(), services: ["npa", "audit"] });
    const app = await buildDaemon({ runtime, requireAuth: true, policy });
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    open.push({ app, runtime });
    const post = (token: string, body: unknown) =>
      fetch(`${url}/v1/publish`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const dpd = { loan_id: "L-1", days_past_due: 30, outstanding: 1000, secured: false };
    expect((await post(LOANS, { event_type: "loan.dpd.updated", payload: dpd })).status).toBe(202);
    for (const type of ["saga.start", "npa.dlg.triggered"]) {
      const refused = await post(LOANS, { event_type: type, payload: {} });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: "forbidden", status_code: 403 });
    }
    expect((await post(OPS, { event_type: "loan.dpd.updated", payload: dpd })).status).toBe(401);
  });
});
