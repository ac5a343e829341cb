import type { FastifyInstance, FastifyReply } from "fastify";
import { attest } from "../passport/attestation.js";
import type { PassportSigner } from "../passport/signing-keys.js";
import type { ResponseCache } from "../state/response-cache.js";
import type { SharedState } from "../state/shared-state.js";
import type { TrustService } from "../trust-service.js";
import type { TrustMetrics } from "./trust-metrics.js";
import { jsonBody, optionalAmount, optionalWallet, requireWallet } from "./wallet-input.js";

const JSON_TYPE = "application/json; charset=utf-8";

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

  app.get<Q>(
    "/score",
    { schema: { querystring: walletQuery, tags: ["scores"], summary: "Composite trust score" } },
    async (req, reply) => {
      const w = wallet(req.query);
      return sendCached(reply, caches.score, `score:${w}`, async () => {
        const end = metrics.trustScoreDuration.startTimer();
        const result = await service.score(w);
        end();
        metrics.trustScoreGenerations.inc({ risk_level: result.riskLevel });
        metrics.trustChecks.inc({ type: "score" });
        return result;
      });
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
      const passport = await attest(await service.passport(w, new Date(opts.now())), opts.signer);
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
