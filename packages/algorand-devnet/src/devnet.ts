import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { Chain } from "./chain.js";
import { Facilitator, type FacilitatorRequest } from "./facilitator.js";
import { algodRoutes } from "./http/algod-routes.js";
import { messageErrors, requireToken } from "./http/common.js";
import { indexerRoutes } from "./http/indexer-routes.js";
import { keyedAccount } from "./keys.js";
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
  /** x402 v1 network name the facilitator accepts (v2: `algorand:<genesis hash>`, always). */
  network?: string;
  logger?: Logger;
}

export interface Devnet {
  algodUrl: string;
  indexerUrl: string;
  facilitatorUrl: string;
  /** The x402 v2 network id: CAIP-2 `algorand:<genesis hash, base64>`. */
  caip2Network: string;
  /** The facilitator's fee payer (what a resource server announces as X402_FEE_PAYER). */
  feePayer: string;
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
  const caip2Network = `algorand:${Buffer.from(ledger.options.genesisHash).toString("base64")}`;
  const facilitator = new Facilitator(chain, keyedAccount(seed, "facilitator"), {
    v1: [network],
    v2: [caip2Network],
  });

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
  facilitatorApp.post<{ Body: FacilitatorRequest }>("/verify", async (request) =>
    facilitator.verify(request.body),
  );
  facilitatorApp.post<{ Body: FacilitatorRequest }>("/settle", async (request) =>
    facilitator.settle(request.body),
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
    caip2Network,
    feePayer: facilitator.feePayer,
    accounts,
    chain,
    async close() {
      chain.close();
      await Promise.all([algod.close(), indexer.close(), facilitatorApp.close()]);
    },
  };
}
