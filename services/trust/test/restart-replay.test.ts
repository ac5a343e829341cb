import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signRequest } from "../src/http/hmac.js";
import { sharedDevnet } from "./fixtures.js";
import { call } from "./replicas.js";

const serviceDir = new URL("..", import.meta.url).pathname;
const SECRET = "restart-replay-secret-0123456789abcdef";

let devnet: Devnet;
let dir: string;
beforeAll(async () => {
  devnet = await sharedDevnet();
  dir = mkdtempSync(join(tmpdir(), "trust-restart-"));
});
afterAll(async () => {
  await devnet.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The service's environment: no Redis, state files in this test's directory. */
function serviceEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_NETWORK: "algorand-devnet",
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: "0",
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    RATE_LIMIT_PERSISTENCE_PATH: join(dir, "rate-limit.json"),
    EXPOSURE_PERSISTENCE_PATH: join(dir, "system-exposure.json"),
    WEBHOOKS_PERSISTENCE_PATH: join(dir, "webhooks.json"),
    LOAD_TEST_MODE: "1",
    ...extra,
  };
}

interface Service {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts src/main.ts; resolves once it listens, or with its exit code when it refuses to start. */
async function start(
  env: Record<string, string>,
): Promise<Service | { exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: serviceDir,
    env: { ...process.env, NODE_ENV: "development", HMAC_SECRET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (c) => {
    output += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve) => {
    lines.on("line", (line) => {
      output += `${line}\n`;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve({ url: match[1]!, child, output: () => output, exited });
    });
    void exited.then(async (exitCode) => {
      await new Promise((r) => setTimeout(r, 50)); // let the last output lines arrive
      resolve({ exitCode, output });
    });
  });
}

async function startOrFail(env: Record<string, string>): Promise<Service> {
  const s = await start(env);
  if (!("url" in s)) throw new Error(`service exited ${s.exitCode}: ${s.output}`);
  return s;
}

async function kill9(s: Service): Promise<void> {
  s.child.kill("SIGKILL");
  await s.exited;
}

describe("replay protection across kill -9 and restart (no Redis)", () => {
  it("a signed request, an idempotency key and a duplicate event are refused or replayed after restart", async () => {
    const env = serviceEnv({ HMAC_SECRET: SECRET });
    const wallet = devnet.accounts.roles.established![0]!;
    const body = JSON.stringify({ wallet, eventType: "payment", amount: 3 });
    const signed = signRequest({
      secret: SECRET,
      method: "POST",
      path: "/reputation/record",
      body,
      nonce: "restart-nonce-1",
    });
    const headers = { ...signed, "content-type": "application/json", "idempotency-key": "restart-key-1" };

    const first = await startOrFail(env);
    const recorded = await call(`${first.url}/reputation/record`, { body: JSON.parse(body), headers });
    expect(recorded.status, recorded.body).toBe(201);
    await kill9(first);

    const second = await startOrFail(env);
    try {
      // The captured request, replayed byte for byte: its nonce is remembered.
      const replayed = await call(`${second.url}/reputation/record`, { body: JSON.parse(body), headers });
      expect(replayed.status).toBe(401);
      expect(replayed.json()).toEqual({ error: "HMAC nonce already used", code: "HMAC_REPLAY" });

      // Freshly signed with the same Idempotency-Key: the stored answer is replayed, not re-run.
      const again = signRequest({
        secret: SECRET,
        method: "POST",
        path: "/reputation/record",
        body,
        nonce: "restart-nonce-2",
      });
      const idempotent = await call(`${second.url}/reputation/record`, {
        body: JSON.parse(body),
        headers: { ...again, "content-type": "application/json", "idempotency-key": "restart-key-1" },
      });
      expect(idempotent.status).toBe(201);
      expect(idempotent.headers["idempotent-replay"]).toBe("true");
      expect(idempotent.body).toBe(recorded.body);

      // The same event under a new key: still inside the one-hour duplicate window.
      const third = signRequest({
        secret: SECRET,
        method: "POST",
        path: "/reputation/record",
        body,
        nonce: "restart-nonce-3",
      });
      const duplicate = await call(`${second.url}/reputation/record`, {
        body: JSON.parse(body),
        headers: { ...third, "content-type": "application/json", "idempotency-key": "restart-key-2" },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toEqual({
        error: "Duplicate reputation event within one hour",
        code: "DUPLICATE_EVENT",
      });

      // The local aggregate survived too.
      const reputation = await call(`${second.url}/reputation?wallet=${wallet}`);
      expect(reputation.json().breakdown.payment.count).toBe(1);
    } finally {
      await kill9(second);
    }
  }, 60_000);
});

describe("safe defaults at start-up", () => {
  it("NODE_ENV=production without HMAC_SECRET refuses to start unless ALLOW_UNSIGNED_WRITES=true", async () => {
    const refused = await start(serviceEnv({ NODE_ENV: "production" }));
    expect("exitCode" in refused && refused.exitCode).toBe(1);
    expect(refused.output as string).toContain(
      "HMAC_SECRET is required when NODE_ENV=production (without it every write is open); set ALLOW_UNSIGNED_WRITES=true to run unsigned deliberately",
    );

    const allowed = await startOrFail(serviceEnv({ NODE_ENV: "production", ALLOW_UNSIGNED_WRITES: "true" }));
    expect(allowed.output()).toContain("HMAC_SECRET is not set: EVERY WRITE ROUTE IS OPEN TO ANYONE");
    await kill9(allowed);
  }, 60_000);

  it("in development, start-up without HMAC_SECRET warns loudly", async () => {
    const dev = await startOrFail(serviceEnv({ NODE_ENV: "development" }));
    expect(dev.output()).toMatch(/"level":40.*HMAC_SECRET is not set: EVERY WRITE ROUTE IS OPEN TO ANYONE/);
    await kill9(dev);
  }, 60_000);
});
