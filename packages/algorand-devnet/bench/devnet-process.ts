// Child process for the benchmark: starts a devnet on random ports and reports its URLs on stdout,
// so the load generator does not share the devnet's event loop.
import { startDevnet } from "../src/index.js";

const started = performance.now();
const devnet = await startDevnet({ wallets: Number(process.env.DEVNET_WALLETS ?? 100_000) });
const startupMs = Math.round(performance.now() - started);
process.stdout.write(
  `${JSON.stringify({
    algodUrl: devnet.algodUrl,
    indexerUrl: devnet.indexerUrl,
    facilitatorUrl: devnet.facilitatorUrl,
    accounts: devnet.accounts,
    startupMs,
  })}\n`,
);
process.on("SIGTERM", () => devnet.close().then(() => process.exit(0)));
