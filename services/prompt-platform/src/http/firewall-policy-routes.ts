import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { FirewallPolicyStore } from "../firewall/firewall-policy-store.js";
import { actionFor, DEFAULT_POLICY } from "../firewall/scanner/policy.js";
import { RULES } from "../firewall/scanner/rule-catalog.js";
import { principalOf } from "./auth-plugin.js";
import { authed, Timestamp } from "./schemas.js";

const Action = Type.Union([
  Type.Literal("allow"),
  Type.Literal("warn"),
  Type.Literal("redact"),
  Type.Literal("block"),
]);
const CategoryActions = Type.Object(
  { pii: Action, secret: Action, injection: Action, invisible: Action },
  { additionalProperties: false },
);
const PolicyBody = Type.Object(
  {
    categories: Type.Optional(Type.Partial(CategoryActions)),
    rules: Type.Optional(
      Type.Record(Type.String({ pattern: "^[a-z_]+\\.[a-z0-9_]+$", maxLength: 100 }), Action, {
        description: "per-rule actions; replaces the built-in overrides when given",
      }),
    ),
    allow: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500 }), {
        maxItems: 1000,
        description: "exact values never reported (case-insensitive)",
      }),
    ),
    restore: Type.Optional(
      Type.Boolean({
        description: "redact: put the original values back in the model's answer (default true)",
      }),
    ),
  },
  { additionalProperties: false },
);
const Policy = Type.Object({
  policy: Type.Object({
    categories: CategoryActions,
    rules: Type.Record(Type.String(), Action),
    allow: Type.Array(Type.String()),
    restore: Type.Boolean(),
  }),
  custom: Type.Boolean({ description: "false: the built-in policy applies" }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Timestamp, Type.Null()]),
});
const Rules = Type.Object({
  rules: Type.Array(
    Type.Object({
      id: Type.String(),
      category: Type.String(),
      severity: Type.String(),
      defaultAction: Action,
      description: Type.String(),
    }),
  ),
});

/** The firewall's catalogue and each organisation's rules (read: viewer; change: admin). */
export const firewallPolicyRoutes: FastifyPluginAsyncTypebox<{ policies: FirewallPolicyStore }> = async (
  app,
  { policies },
) => {
  app.get(
    "/api/firewall/rules",
    {
      config: { permission: "org.read" },
      schema: { tags: ["firewall"], response: { 200: Rules, ...authed() } },
    },
    async () => ({
      rules: RULES.map((r) => ({
        ...r,
        defaultAction: actionFor(DEFAULT_POLICY, { ruleId: r.id, category: r.category }),
      })),
    }),
  );

  app.get(
    "/api/firewall/policy",
    {
      config: { permission: "org.read" },
      schema: { tags: ["firewall"], response: { 200: Policy, ...authed() } },
    },
    async (request) => policies.get(principalOf(request).orgId),
  );

  // Firewall rules are an organisation setting, changed by the same role that manages its members.
  app.put(
    "/api/firewall/policy",
    {
      config: { permission: "member.manage", idempotent: true },
      schema: {
        tags: ["firewall"],
        body: PolicyBody,
        response: { 200: Policy, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => policies.put(principalOf(request), request.body),
  );
};
