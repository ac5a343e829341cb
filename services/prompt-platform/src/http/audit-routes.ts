import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { AuditLog } from "../audit/audit-log.js";
import { principalOf } from "./auth-plugin.js";
import { authed, errors, Sha256, Timestamp } from "./schemas.js";

const Checkpoint = Type.Object(
  { frameCount: Type.Integer({ minimum: 0 }), lastHash: Sha256, signedAt: Timestamp },
  { additionalProperties: false },
);
const SignedCheckpoint = Type.Object({
  checkpoint: Checkpoint,
  signature: Type.String({ description: "base64 Ed25519 signature of canonicalJson(checkpoint)" }),
  keyId: Type.String(),
});
const Frame = Type.Object({
  sequence: Type.Integer(),
  timestamp: Timestamp,
  actor: Type.String(),
  orgId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  resource: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  previousHash: Sha256,
  hash: Sha256,
});

/** Verification and state are public: anyone can check the chain without credentials. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog; publicKeyPem: string }> = async (
  app,
  o,
) => {
  app.get(
    "/api/audit/verify",
    {
      config: { public: true },
      schema: {
        tags: ["audit"],
        response: {
          200: Type.Object({
            valid: Type.Boolean(),
            frameCount: Type.Integer(),
            lastHash: Type.String(),
            brokenAt: Type.Optional(Type.Integer({ description: "index of the first tampered frame" })),
          }),
          ...errors(),
        },
      },
    },
    async () => o.audit.verify(),
  );

  app.get(
    "/api/audit/state",
    {
      config: { public: true },
      schema: {
        tags: ["audit"],
        description: "The chain's head, signed as a checkpoint a verifier can keep and present later.",
        response: {
          200: Type.Object({
            frameCount: Type.Integer(),
            lastHash: Type.String(),
            checkpoint: SignedCheckpoint,
            publicKeyPem: Type.String(),
          }),
          ...errors(),
        },
      },
    },
    async () => {
      const checkpoint = await o.audit.checkpoint();
      return {
        frameCount: checkpoint.checkpoint.frameCount,
        lastHash: checkpoint.checkpoint.lastHash,
        checkpoint,
        publicKeyPem: o.publicKeyPem,
      };
    },
  );

  app.post(
    "/api/audit/checkpoints/verify",
    {
      config: { public: true },
      schema: {
        tags: ["audit"],
        description: "Checks a kept checkpoint: our signature, and that history up to it is unchanged.",
        body: Type.Object(
          { checkpoint: Checkpoint, signature: Type.String({ maxLength: 200 }) },
          { additionalProperties: true },
        ),
        response: {
          200: Type.Object({
            signatureValid: Type.Boolean(),
            consistent: Type.Boolean(),
            currentFrameCount: Type.Integer(),
            brokenAt: Type.Optional(Type.Integer()),
          }),
          ...errors("VALIDATION_ERROR"),
        },
      },
    },
    async (request) => o.audit.checkCheckpoint(request.body.checkpoint, request.body.signature),
  );

  app.get(
    "/api/audit/frames",
    {
      config: { permission: "audit.read" },
      schema: {
        tags: ["audit"],
        description: "The caller's organisation's frames, newest first.",
        querystring: Type.Object({
          before: Type.Optional(Type.Integer({ minimum: 0 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        }),
        response: { 200: Type.Object({ items: Type.Array(Frame) }), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => ({
      items: await o.audit.framesOf(principalOf(request).orgId, {
        before: request.query.before,
        limit: request.query.limit ?? 100,
      }),
    }),
  );
};
