import { ConfigError, createLogger, installGracefulShutdown } from "@platform/service-kit";
import { readDevnetConfig } from "./config.js";
import { startDevnet } from "./devnet.js";

let config: ReturnType<typeof readDevnetConfig>;
try {
  config = readDevnetConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({ name: "algorand-devnet", level: config.LOG_LEVEL });
const started = Date.now();
const devnet = await startDevnet({
  seed: config.DEVNET_SEED,
  wallets: config.DEVNET_WALLETS,
  blockTimeMs: config.DEVNET_BLOCK_TIME_MS,
  host: config.DEVNET_HOST,
  algodPort: config.DEVNET_ALGOD_PORT,
  indexerPort: config.DEVNET_INDEXER_PORT,
  facilitatorPort: config.DEVNET_FACILITATOR_PORT,
  algodToken: config.DEVNET_ALGOD_TOKEN,
  indexerToken: config.DEVNET_INDEXER_TOKEN,
  network: config.DEVNET_NETWORK,
  logger,
});
logger.info(
  {
    algod: devnet.algodUrl,
    indexer: devnet.indexerUrl,
    facilitator: devnet.facilitatorUrl,
    apps: devnet.accounts.apps,
    assets: devnet.accounts.assets,
    wallets: config.DEVNET_WALLETS,
    startupMs: Date.now() - started,
  },
  "devnet ready",
);
installGracefulShutdown({ close: () => devnet.close(), logger });
