import type { FastifyInstance } from "fastify";
import type { Consent } from "../chain/chain-writer.js";
import { errors, TrustError } from "../errors.js";
import { EVENT_TYPES, type EventType } from "../scoring/reputation-score.js";
import type { WriteService } from "../write-service.js";
import { jsonBody, optionalAmount, optionalWallet, requireWallet, toMicroUnits } from "./wallet-input.js";

/** Writes need an Idempotency-Key, and an HMAC signature when HMAC_SECRET is set. */
const required = { config: { idempotency: "required" as const, hmac: true } };

/** POST /delegate, /revoke and /reputation/record: validate, one service call, translate. */
export async function writeRoutes(app: FastifyInstance, { writes }: { writes: WriteService }) {
  app.post("/delegate", required, async (req, reply) => {
    const body = jsonBody(req.body);
    const sponsor = requireWallet(body.sponsor, "sponsor");
    const agent = requireWallet(body.agent, "agent");
    if (body.amount === undefined) throw errors.missingField("amount");
    const amount = optionalAmount(body.amount)!;
    if (sponsor === agent) throw errors.badRequest("Sponsor and agent must be different wallets.");
    const consent = consentInput(body.sponsorSignature, body.consentExpiry, "sponsorSignature");
    return reply.code(201).send(await writes.delegate(sponsor, agent, amount, consent));
  });

  app.post("/revoke", required, async (req) => {
    const body = jsonBody(req.body);
    const sponsor = requireWallet(body.sponsor, "sponsor");
    const agent = requireWallet(body.agent, "agent");
    if (sponsor === agent) throw errors.badRequest("Sponsor and agent must be different wallets.");
    const consent = consentInput(body.signature, body.consentExpiry, "signature");
    if (consent) consent.signer = body.signer === undefined ? sponsor : requireWallet(body.signer, "signer");
    return writes.revoke(sponsor, agent, consent);
  });

  app.post("/reputation/record", required, async (req, reply) => {
    const body = jsonBody(req.body);
    const wallet = requireWallet(body.wallet, "wallet");
    if (body.eventType === undefined) throw errors.missingField("eventType");
    if (!EVENT_TYPES.includes(body.eventType as EventType)) {
      throw errors.badRequest(`Invalid eventType. Must be one of: ${EVENT_TYPES.join(", ")}`);
    }
    const eventType = body.eventType as EventType;
    const amount = optionalAmount(body.amount);
    const needsCounterparty = eventType === "dispute" || eventType === "endorsement";
    if (needsCounterparty && (body.counterparty === undefined || body.counterparty === ""))
      throw errors.missingField("counterparty");
    const counterparty = optionalWallet(body.counterparty);
    if (counterparty === wallet) throw errors.badRequest("Counterparty must be a different wallet.");
    if (eventType === "dispute" && body.round === undefined) throw errors.missingField("round");
    const round = body.round === undefined ? undefined : Number(body.round);
    if (
      round !== undefined &&
      (typeof body.round !== "number" || !Number.isSafeInteger(round) || round <= 0)
    ) {
      throw new TrustError(400, "Round must be a positive integer.", "BAD_REQUEST");
    }
    const result = await writes.record({
      wallet,
      eventType,
      amount: Number(amount === undefined ? 0n : toMicroUnits(amount)),
      counterparty,
      round,
    });
    return reply.code(201).send(result);
  });
}

/** A consent signature (base64 of 64 bytes) with its expiry (unix seconds); both or neither. */
function consentInput(signature: unknown, expiry: unknown, name: string): Consent | undefined {
  if (signature === undefined && expiry === undefined) return undefined;
  if (signature === undefined) throw errors.missingField(name);
  if (expiry === undefined) throw errors.missingField("consentExpiry");
  const bytes = typeof signature === "string" ? Buffer.from(signature, "base64") : undefined;
  if (bytes?.length !== 64 || bytes.toString("base64") !== signature) {
    throw errors.badRequest(`${name} must be a base64 Ed25519 signature (64 bytes).`);
  }
  if (typeof expiry !== "number" || !Number.isInteger(expiry) || expiry <= 0) {
    throw errors.badRequest("consentExpiry must be a positive integer (unix seconds).");
  }
  return { signature: new Uint8Array(bytes), expiry };
}
