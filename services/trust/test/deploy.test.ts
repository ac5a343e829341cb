import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

const SCRIPT = fileURLToPath(new URL("../scripts/deploy-contracts.ts", import.meta.url));

let devnet: Devnet;
beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

/** Runs the deploy script as `npm run deploy:contracts` would, and collects its output. */
function deploy(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", SCRIPT], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run deploy:contracts", () => {
  it("creates both applications from the TEAL sources, hands them to the operator, and prints the ids", async () => {
    const deployer = devnet.accounts.roles.funded![1]!;
    const deployerMnemonic = devnet.accounts.mnemonics[deployer]!;
    const operator = devnet.accounts.roles.operator![0]!;
    const run = await deploy({
      ALGOD_URL: devnet.algodUrl,
      DEPLOYER_MNEMONIC: deployerMnemonic,
      ...operatorEnv(devnet),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const registry = Number(/^REGISTRY_APP_ID=(\d+)$/m.exec(run.stdout)?.[1]);
    const reputation = Number(/^REPUTATION_APP_ID=(\d+)$/m.exec(run.stdout)?.[1]);
    expect(registry).toBeGreaterThan(devnet.accounts.apps.reputation);
    expect(reputation).toBe(registry + 1);
    expect(JSON.parse(run.stdout.split("\n")[0]!)).toEqual({
      registryAppId: registry,
      reputationAppId: reputation,
      creator: deployer,
      operator,
    });
    for (const word of [
      ...deployerMnemonic.split(" "),
      ...operatorEnv(devnet).OPERATOR_MNEMONIC!.split(" "),
    ]) {
      expect(run.stdout.split(/\W+/)).not.toContain(word);
    }

    // The service pointed at the fresh applications writes and reads through them.
    const trust = await trustAgainst(devnet, {
      ...operatorEnv(devnet),
      REGISTRY_APP_ID: String(registry),
      REPUTATION_APP_ID: String(reputation),
    });
    try {
      const sponsor = devnet.accounts.roles.established![0]!;
      const agent = devnet.accounts.roles.fresh![1]!;
      const created = await trust.app.inject({
        method: "POST",
        url: "/delegate",
        payload: { sponsor, agent, amount: 20 },
        headers: { "idempotency-key": "deploy-test-delegation-1" },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().appId).toBe(registry);
      const graph = (await trust.app.inject(`/trust-graph?wallet=${sponsor}`)).json();
      expect(graph.edges).toContainEqual({ sponsor, agent, amount: 20, consented: false });
      const recorded = await trust.app.inject({
        method: "POST",
        url: "/reputation/record",
        payload: { wallet: agent, eventType: "payment", amount: 5 },
        headers: { "idempotency-key": "deploy-test-reputation-1" },
      });
      expect(recorded.statusCode).toBe(201);
      expect(recorded.json().appId).toBe(reputation);
    } finally {
      await trust.cleanup();
    }
  });

  it("refuses to start without DEPLOYER_MNEMONIC and says which variable is missing", async () => {
    const run = await deploy({ ALGOD_URL: devnet.algodUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("DEPLOYER_MNEMONIC is required");
  });
});
