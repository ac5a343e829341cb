import { ConfigError, createLogger, installGracefulShutdown } from "@platform/service-kit";
import { buildApp } from "./app.js";
import { AlgorandChain } from "./chain/algorand-chain.js";
import { AlgorandWriter } from "./chain/chain-writer.js";
import { readTrustConfig, type TrustConfig } from "./config.js";

let config: TrustConfig;
try {
  config = readTrustConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({
  name: "trust-service",
  level: config.LOG_LEVEL,
  file: config.LOG_FILE,
  errorFile: config.LOG_ERROR_FILE,
});
const chain = new AlgorandChain({
  algodUrl: config.ALGOD_URL,
  algodToken: config.ALGOD_TOKEN,
  indexerUrl: config.INDEXER_URL,
  indexerToken: config.INDEXER_TOKEN,
  timeoutMs: config.REQUEST_TIMEOUT_MS,
});
const writer = config.OPERATOR_MNEMONIC
  ? new AlgorandWriter(
      config.ALGOD_URL,
      config.ALGOD_TOKEN,
      config.OPERATOR_MNEMONIC,
      config.REQUEST_TIMEOUT_MS,
    )
  : undefined;
const app = await buildApp({ config, chain, writer, logger });
installGracefulShutdown({ close: () => app.close(), logger, graceMs: 10_000 });
await app.listen({ host: config.HOST, port: config.PORT });
logger.info(
  {
    network: config.ALGO_NETWORK,
    algod: config.ALGOD_URL,
    indexer: config.INDEXER_URL,
    sharedState: config.REDIS_URL ? "redis" : "process",
  },
  "trust service ready",
);
