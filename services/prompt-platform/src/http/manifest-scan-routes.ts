import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { ManifestStore } from "../catalog/manifest-store.js";
import type { FirewallPolicyStore } from "../firewall/firewall-policy-store.js";
import { scanManifest } from "../firewall/manifest-scan.js";
import type { Scanner } from "../firewall/scanner/scanner.js";
import { principalOf } from "./auth-plugin.js";
import { authed, Sha256 } from "./schemas.js";

const Action = Type.Union([
  Type.Literal("allow"),
  Type.Literal("warn"),
  Type.Literal("redact"),
  Type.Literal("block"),
]);
const ManifestScan = Type.Object({
  hash: Sha256,
  decision: Action,
  findings: Type.Array(
    Type.Object({
      path: Type.String({ description: "JSON pointer of the scanned string, e.g. /nodes/0/prompt" }),
      ruleId: Type.String(),
      category: Type.Union([
        Type.Literal("pii"),
        Type.Literal("secret"),
        Type.Literal("injection"),
        Type.Literal("invisible"),
      ]),
      severity: Type.Union([
        Type.Literal("low"),
        Type.Literal("medium"),
        Type.Literal("high"),
        Type.Literal("critical"),
      ]),
      action: Action,
      start: Type.Integer({ description: "UTF-16 offset in the string" }),
      end: Type.Integer(),
    }),
  ),
});

/** `promptctl manifest scan`: the firewall's scanner and the organisation's rules over a stored manifest. */
export const manifestScanRoutes: FastifyPluginAsyncTypebox<{
  manifests: ManifestStore;
  policies: FirewallPolicyStore;
  scanner: Scanner;
}> = async (app, { manifests, policies, scanner }) => {
  app.post(
    "/api/manifests/:hash/scan",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["firewall"],
        description:
          "Scans every string of a stored manifest with the firewall (the organisation's rules applied); never returns the matched values.",
        params: Type.Object({ hash: Sha256 }),
        response: { 200: ManifestScan, ...authed("VALIDATION_ERROR", "MANIFEST_NOT_FOUND") },
      },
    },
    async (request) => {
      const { orgId } = principalOf(request);
      const stored = await manifests.get(orgId, request.params.hash);
      const { policy } = await policies.get(orgId);
      const { decision, findings } = scanManifest(stored.manifest, scanner, policy);
      return {
        hash: stored.hash,
        decision,
        findings: findings.map(({ path, ruleId, category, severity, action, start, end }) => ({
          path,
          ruleId,
          category,
          severity,
          action,
          start,
          end,
        })),
      };
    },
  );
};
