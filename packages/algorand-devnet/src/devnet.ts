import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { Chain } from "./chain.js";
import { Facilitator, type PaymentPayload, type PaymentRequirements } from "./facilitator.js";
import { algodRoutes } from "./http/algod-routes.js";
import { messageErrors, requireToken } from "./http/common.js";
import { indexerRoutes } from "./http/indexer-routes.js";
import { type DevnetAccounts, seedLedger } from "./ledger/seed.js";

export interface DevnetOptions {
  seed?: string;
  wallets?: number;
  /** Milliseconds between rounds; 0 = one round per submission, confirmed at once. */
  blockTimeMs?: number;
  host?: string;
  algodPort?: number;
  indexerPort?: number;
  facilitatorPort?: number;
  algodToken?: string;
  indexerToken?: string;
  /** x402 network id the facilitator accepts. */
  network?: string;
  logger?: Logger;
}

export interface Devnet {
  algodUrl: string;
  indexerUrl: string;
  facilitatorUrl: string;
  accounts: DevnetAccounts;
  chain: Chain;
  close(): Promise<void>;
}

/** Starts algod, indexer and facilitator listeners over one seeded ledger. Ports default to random. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const {
    seed = "devnet",
    wallets = 200,
    blockTimeMs = 0,
    host = "127.0.0.1",
    algodPort = 0,
    indexerPort = 0,
    facilitatorPort = 0,
    network = "algorand-devnet",
    logger,
  } = options;
  const { ledger, accounts } = seedLedger({
    seed,
    wallets,
    genesisId: "devnet-v1",
    startTime: Math.floor(Date.now() / 1000),
  });
  const chain = new Chain(ledger, accounts, blockTimeMs);
  const facilitator = new Facilitator(chain, [network]);

  const server = (name: string): FastifyInstance => {
    const app = Fastify({
      // Per-request logs would drown a benchmark; the devnet logs warnings and errors only.
      loggerInstance: logger?.child({ api: name }, { level: "warn" }) as FastifyBaseLogger | undefined,
      bodyLimit: 1_048_576,
    });
    messageErrors(app);
    return app;
  };

  const algod = server("algod");
  requireToken(algod, "X-Algo-API-Token", options.algodToken);
  algodRoutes(algod, chain);

  const indexer = server("indexer");
  requireToken(indexer, "X-Indexer-API-Token", options.indexerToken);
  indexerRoutes(indexer, chain);

  const facilitatorApp = server("facilitator");
  type Body = {
    x402Version: number;
    paymentPayload: PaymentPayload;
    paymentRequirements: PaymentRequirements;
  };
  facilitatorApp.post<{ Body: Body }>("/verify", async (request) =>
    facilitator.verify(request.body?.paymentPayload, request.body?.paymentRequirements),
  );
  facilitatorApp.post<{ Body: Body }>("/settle", async (request) =>
    facilitator.settle(request.body?.paymentPayload, request.body?.paymentRequirements),
  );
  facilitatorApp.get("/supported", async () => facilitator.supported());

  const listen = async (app: FastifyInstance, port: number) => {
    const address = await app.listen({ host, port });
    return address.replace("[::1]", "127.0.0.1");
  };
  const algodUrl = await listen(algod, algodPort);
  const indexerUrl = await listen(indexer, indexerPort);
  const facilitatorUrl = await listen(facilitatorApp, facilitatorPort);

  return {
    algodUrl,
    indexerUrl,
    facilitatorUrl,
    accounts,
    chain,
    async close() {
      chain.close();
      await Promise.all([algod.close(), indexer.close(), facilitatorApp.close()]);
    },
  };
}
