import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Devnet, startDevnet } from "@platform/algorand-devnet";
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

/** The devnet operator's mnemonic, for tests that write. */
export function operatorEnv(devnet: Devnet): Record<string, string> {
  const operator = devnet.accounts.roles.operator![0]!;
  return { OPERATOR_MNEMONIC: devnet.accounts.mnemonics[operator]! };
}

export async function sharedDevnet(): Promise<Devnet> {
  return startDevnet({ seed: "trust-test", wallets: 50, blockTimeMs: 0 });
}
