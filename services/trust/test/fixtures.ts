import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Devnet, startDevnet } from "@platform/algorand-devnet";
import { createTrustClient, type TrustClient } from "@platform/trust-client";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildApp, type TrustAppDeps } from "../src/app.js";
import { AlgorandChain } from "../src/chain/algorand-chain.js";
import { AlgorandWriter } from "../src/chain/chain-writer.js";
import { readTrustConfig } from "../src/config.js";

export const silentLogger = { error() {} };

/** The trust service built against a devnet, with state files in a fresh temporary directory. */
export async function trustAgainst(
  devnet: Devnet,
  env: Record<string, string> = {},
  dir = mkdtempSync(join(tmpdir(), "trust-")),
  deps: Partial<Omit<TrustAppDeps, "config" | "chain">> = {},
) {
  const config = readTrustConfig({
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_NETWORK: "algorand-devnet",
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    RATE_LIMIT_PERSISTENCE_PATH: join(dir, "rate-limit.json"),
    EXPOSURE_PERSISTENCE_PATH: join(dir, "system-exposure.json"),
    WEBHOOKS_PERSISTENCE_PATH: join(dir, "webhooks.json"),
    LOAD_TEST_MODE: "1",
    // The devnet's price feed (a fixed 0.25 USD per ALGO).
    ALGO_PRICE_URL: `${devnet.algodUrl}/_devnet/price/algo-usd`,
    ...env,
  });
  const chain = new AlgorandChain({
    algodUrl: config.ALGOD_URL,
    algodToken: "",
    indexerUrl: config.INDEXER_URL,
    indexerToken: "",
    timeoutMs: config.REQUEST_TIMEOUT_MS,
  });
  const writer = config.OPERATOR_MNEMONIC
    ? new AlgorandWriter(config.ALGOD_URL, "", config.OPERATOR_MNEMONIC, config.REQUEST_TIMEOUT_MS)
    : undefined;
  const app = await buildApp({ config, chain, writer, ...deps });
  return {
    app,
    dir,
    config,
    cleanup: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A chain reader on the devnet's algod and indexer, for tests that read the chain directly. */
export function devnetChain(devnet: Devnet): AlgorandChain {
  return new AlgorandChain({
    algodUrl: devnet.algodUrl,
    algodToken: "",
    indexerUrl: devnet.indexerUrl,
    indexerToken: "",
    timeoutMs: 10_000,
  });
}

/** The devnet operator's mnemonic, for tests that write. */
export function operatorEnv(devnet: Devnet): Record<string, string> {
  const operator = devnet.accounts.roles.operator![0]!;
  return { OPERATOR_MNEMONIC: devnet.accounts.mnemonics[operator]! };
}

export async function sharedDevnet(): Promise<Devnet> {
  return startDevnet({ seed: "trust-test", wallets: 50, blockTimeMs: 0 });
}

/** The generated client on a real socket of `app`: the service as any consumer calls it. */
export async function clientFor(app: FastifyInstance): Promise<TrustClient> {
  const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  return createTrustClient({ baseUrl });
}

/** The body of a 200 answer, typed; any other status fails the test with the body it carried. */
export function ok<A extends { status: unknown; body: unknown }>(
  answer: A,
): Extract<A, { status: 200 }>["body"] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Extract<A, { status: 200 }>["body"];
}

/** A deliberately ill-typed request body, to test what the service refuses. */
export const illTyped = <T>(body: unknown) => body as T;
