import type { FastifyInstance } from "fastify";
import { TrustError } from "../errors.js";
import { EVENT_TYPES } from "../scoring/reputation-score.js";
import type { ResolveHost } from "../webhooks/pinned-post.js";
import { checkSubscriberUrl } from "../webhooks/subscriber-url.js";
import type { SubscriptionStore } from "../webhooks/webhook-store.js";
import { jsonBody } from "./wallet-input.js";

const mutating = { config: { idempotency: "required" as const, hmac: true } };

/** Reputation webhook subscriptions. The secret is returned once, at creation. */
export async function webhookRoutes(
  app: FastifyInstance,
  o: { store: SubscriptionStore; allowPrivate: boolean; resolve: ResolveHost; now: () => number },
) {
  app.post("/reputation/subscribe", mutating, async (req, reply) => {
    const body = jsonBody(req.body);
    if (body.url === undefined) throw new TrustError(400, "Missing required field: url");
    const problem = await checkSubscriberUrl(body.url, o.allowPrivate, o.resolve);
    if (problem) throw new TrustError(400, problem, "INVALID_WEBHOOK_URL");
    const events = body.events === undefined ? [...EVENT_TYPES] : body.events;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      !events.every((e) => e === "*" || EVENT_TYPES.includes(e))
    ) {
      throw new TrustError(
        400,
        `events must be a non-empty array of: *, ${EVENT_TYPES.join(", ")}`,
        "INVALID_WEBHOOK_EVENTS",
      );
    }
    const subscription = await o.store.subscribe(
      body.url as string,
      [...new Set(events as string[])],
      new Date(o.now()),
    );
    return reply.code(201).send(subscription);
  });

  app.get("/reputation/subscribers", { config: { hmac: true } }, async () => ({
    subscribers: (await o.store.subscriptions()).map(({ secret: _secret, ...visible }) => visible),
  }));

  app.delete<{ Params: { id: string } }>("/reputation/subscribe/:id", mutating, async (req) => {
    if (!(await o.store.unsubscribe(req.params.id)))
      throw new TrustError(404, "Subscription not found", "SUBSCRIPTION_NOT_FOUND");
    return { id: req.params.id, deleted: true };
  });
}
