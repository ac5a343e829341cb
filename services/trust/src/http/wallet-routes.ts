import type { FastifyInstance, FastifyReply } from "fastify";
import { errors } from "../errors.js";
import { attest } from "../passport/attestation.js";
import type { PassportSigner } from "../passport/signing-keys.js";
import type { ResponseCache } from "../state/response-cache.js";
import type { SharedState } from "../state/shared-state.js";
import type { TrustService } from "../trust-service.js";
import { renderError } from "./error-handler.js";
import type { TrustMetrics } from "./trust-metrics.js";
import { jsonBody, optionalAmount, optionalWallet, requireWallet } from "./wallet-input.js";

const JSON_TYPE = "application/json; charset=utf-8";
export const MAX_BATCH = 100;
/** Batch items scored at once: enough to overlap chain reads, few enough not to flood the indexer. */
const BATCH_CONCURRENCY = 8;

/** Wallets in a batch body for pricing: its length when valid, else 1 (the route then answers 400). */
export function batchSize(body: unknown): number {
  const wallets = jsonBody(body).wallets;
  return Array.isArray(wallets) && wallets.length >= 1 && wallets.length <= MAX_BATCH ? wallets.length : 1;
}

/** Maps with at most `limit` calls in flight, results in input order. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The response cache holds serialised JSON, so a hit costs no serialisation. */
async function sendCached(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  produce: () => Promise<unknown>,
) {
  const body = await cache.load(key, async () => JSON.stringify(await produce()));
  return reply.type(JSON_TYPE).send(body);
}

const walletQuery = {
  type: "object",
  properties: { wallet: { type: "string", description: "Algorand address (58 characters, A-Z and 2-7)" } },
} as const;

/** Every wallet read endpoint. Handlers translate HTTP to one service call. */
export async function walletRoutes(
  app: FastifyInstance,
  opts: {
    service: TrustService;
    metrics: TrustMetrics;
    caches: ResponseCaches;
    signer: PassportSigner;
    now: () => number;
  },
) {
  const { service, metrics } = opts;
  const { caches } = opts;

  type Q = { Querystring: { wallet?: string; simulateSponsorLost?: string } };
  const wallet = (q: { wallet?: string }) => {
    const w = requireWallet(q.wallet);
    metrics.sawWallet(w);
    return w;
  };

  /** GET /score's body for a valid wallet, as cached JSON text. */
  const scoreJson = (w: string) =>
    caches.score.load(`score:${w}`, async () => {
      const end = metrics.trustScoreDuration.startTimer();
      const result = await service.score(w);
      end();
      metrics.trustScoreGenerations.inc({ risk_level: result.riskLevel });
      metrics.trustChecks.inc({ type: "score" });
      return JSON.stringify(result);
    });

  app.get<Q>(
    "/score",
    { schema: { querystring: walletQuery, tags: ["scores"], summary: "Composite trust score" } },
    async (req, reply) => reply.type(JSON_TYPE).send(await scoreJson(wallet(req.query))),
  );

  app.post(
    "/score/batch",
    { schema: { tags: ["scores"], summary: "GET /score for 1-100 wallets, each answered on its own" } },
    async (req, reply) => {
      const wallets = jsonBody(req.body).wallets;
      if (!Array.isArray(wallets) || wallets.length < 1 || wallets.length > MAX_BATCH)
        throw errors.badRequest(`wallets must be an array of 1 to ${MAX_BATCH} wallets`);
      // Each item is what GET /score would answer: its own status and body, never the batch's.
      const items = await mapLimited(wallets, BATCH_CONCURRENCY, async (raw) => {
        try {
          const body = await scoreJson(wallet({ wallet: raw as string }));
          return `{"wallet":${JSON.stringify(raw)},"status":200,"body":${body}}`;
        } catch (error) {
          const { status, body } = renderError(error as Error);
          if (status >= 500) req.log.error({ err: error }, "batch item failed");
          return JSON.stringify({ wallet: raw ?? null, status, body });
        }
      });
      return reply.type(JSON_TYPE).send(`{"results":[${items.join(",")}]}`);
    },
  );

  app.get<Q>("/delegation", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req) => {
    const end = metrics.graphTraversalDuration.startTimer();
    const result = await service.delegation(wallet(req.query));
    end();
    const depth = result.delegation.depth ?? 0;
    metrics.graphTraversalDepth.observe(depth);
    metrics.graphTraversalDepthSum.inc(depth);
    metrics.trustChecks.inc({ type: "delegation" });
    return result;
  });

  app.get<Q>("/sybil-check", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req) => {
    metrics.trustChecks.inc({ type: "sybil" });
    return service.sybil(wallet(req.query));
  });

  app.get<Q>("/reputation", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req) => {
    metrics.trustChecks.inc({ type: "reputation" });
    return service.reputation(wallet(req.query));
  });

  app.get<Q>("/underwrite", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req) => {
    const result = await service.underwrite(wallet(req.query));
    metrics.underwritingDecisions.inc({ outcome: result.approved ? "approved" : "denied" });
    return result;
  });

  app.get<Q>(
    "/trust-graph",
    {
      schema: {
        querystring: {
          ...walletQuery,
          properties: { ...walletQuery.properties, simulateSponsorLost: { type: "string" } },
        },
        tags: ["scores"],
      },
    },
    async (req) => {
      const w = wallet(req.query);
      const lost = optionalWallet(req.query.simulateSponsorLost);
      const end = metrics.graphTraversalDuration.startTimer();
      const result = await service.trustGraph(w, lost);
      end();
      metrics.trustChecks.inc({ type: "trust-graph" });
      return result;
    },
  );

  app.get<Q>("/passport", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req, reply) => {
    const w = wallet(req.query);
    return sendCached(reply, caches.passport, `passport:${w}`, async () => {
      const passport = attest(await service.passport(w, new Date(opts.now())), opts.signer);
      metrics.passportsGenerated.inc();
      return passport;
    });
  });

  app.get<Q>("/verify", { schema: { querystring: walletQuery, tags: ["scores"] } }, async (req, reply) => {
    const w = wallet(req.query);
    return sendCached(reply, caches.verify, `verify:${w}`, async () => {
      const result = await service.verify(w);
      for (const flag of result.flags)
        metrics.verifyChecks.inc({ flag, result: result.valid ? "valid" : "invalid" });
      return result;
    });
  });

  app.post("/counterparty-check", { schema: { tags: ["scores"] } }, async (req) => {
    const buyer = requireWallet(jsonBody(req.body).buyer, "buyer");
    metrics.sawWallet(buyer);
    const result = await service.counterparty(buyer);
    metrics.counterpartyChecks.inc({ outcome: result.allow ? "allow" : "deny" });
    return result;
  });

  app.post("/credit-estimate", { schema: { tags: ["scores"] } }, async (req) => {
    const body = jsonBody(req.body);
    const w = requireWallet(body.wallet, "wallet");
    const amount = optionalAmount(body.amount);
    metrics.sawWallet(w);
    metrics.trustChecks.inc({ type: "credit" });
    return service.credit(w, amount);
  });
}

export type ResponseCaches = Record<"score" | "passport" | "verify", ResponseCache>;

/** The 60 s response caches of /score, /passport and /verify, holding serialised JSON. */
export function createResponseCaches(metrics: TrustMetrics, state: SharedState): ResponseCaches {
  const cached = (name: string) => state.responseCache(name, metrics.cacheEvents(name));
  return { score: cached("score"), passport: cached("passport"), verify: cached("verify") };
}
