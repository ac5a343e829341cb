import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Devnet } from "@platform/algorand-devnet";
import { Redis } from "ioredis";

const serviceDir = new URL("..", import.meta.url).pathname;

/**
 * The Redis server replica tests run against. Unset: the tests are skipped, and say so; with CI=true
 * a missing server is a failure.
 */
export function testRedisUrl(file: string): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");
  if (!url) console.warn(`${file}: TEST_REDIS_URL is unset, skipping the Redis replica tests`);
  return url;
}

/** A key prefix of its own per test file and run, so files and parallel runs never share keys. */
export function uniquePrefix(name: string): string {
  return `test-trust-${name}-${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under a prefix. */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

/** An Ed25519 key generated for the tests only; it signs nothing outside them. */
export const TEST_PASSPORT_KEY =
  '{"crv":"Ed25519","d":"N6png9RR75kFKCRId_trh3DCyhdH5EqlwP1S1UJ45sI","x":"IdXNPjS3p9dhUhgmqDdg1f5kqRD-pPdrqewxvMiTdSE","kty":"OKP"}';

/** The environment of a trust replica against a devnet and Redis. */
export function replicaEnv(
  devnet: Devnet,
  redisUrl: string,
  prefix: string,
  env: Record<string, string> = {},
) {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_NETWORK: "algorand-devnet",
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    LOAD_TEST_MODE: "1",
    // Replicas share cached passports, so they share the signing key (a key made for these tests).
    PASSPORT_SIGNING_KEY: TEST_PASSPORT_KEY,
    ALGO_PRICE_URL: `${devnet.algodUrl}/_devnet/price/algo-usd`,
    // The state files that stay local (passport-keys.json) go to a directory of this test's own.
    EXPOSURE_PERSISTENCE_PATH: join(mkdtempSync(join(tmpdir(), "trust-replica-")), "system-exposure.json"),
    ...env,
  };
}

export interface Replica {
  url: string;
  pid: number;
  process: ChildProcess;
  /** Graceful stop (SIGTERM), resolved when the process has exited. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** A real trust service process (src/main.ts), resolved once it listens. */
export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: serviceDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`replica exited before listening: ${stderr}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid!, process: child, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: read loosely, as app.inject().json() is
  json<T = any>(): T;
}

/**
 * One HTTP request, optionally from a given local address (127.0.0.2, ...), so a test can be a
 * client of its own for the per-IP rate limit.
 */
export function call(
  url: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: opts.method ?? (payload ? "POST" : "GET"),
        localAddress: opts.from,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body, json: () => JSON.parse(body) }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
