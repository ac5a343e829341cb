import { type TSchema, Type } from "typebox";
import { type ErrorCode, ErrorStatus } from "../errors.js";

/** `{error: {code, message, issues?}}`: the one error shape of every route. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      issues: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
    }),
  },
  { description: "Error" },
);

/** Response schemas for the error statuses a route can answer with. */
export function errors(...codes: ErrorCode[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = { 500: ErrorBody };
  for (const code of codes) out[ErrorStatus[code]] = ErrorBody;
  return out;
}

/** Errors every authenticated route can answer with, on top of its own. */
export const AUTH_ERRORS: ErrorCode[] = [
  "UNAUTHORIZED",
  "INVALID_SVID",
  "FORBIDDEN",
  "NOT_ORG_MEMBER",
  "SVID_PUBLIC_KEY_NOT_CONFIGURED",
];

export const authed = (...codes: ErrorCode[]) => errors(...AUTH_ERRORS, ...codes);

export const Id = Type.String({ minLength: 1, maxLength: 64, description: "a UUIDv7" });
export const IdParams = Type.Object({ id: Id });
export const Name = Type.String({ minLength: 1, maxLength: 200 });
export const Description = Type.String({ maxLength: 2000 });
export const Timestamp = Type.String({ description: "ISO 8601, UTC" });
export const RoleSchema = Type.Union([
  Type.Literal("owner"),
  Type.Literal("admin"),
  Type.Literal("developer"),
  Type.Literal("viewer"),
]);
export const ReleaseStateSchema = Type.Union([
  Type.Literal("draft"),
  Type.Literal("pending_approval"),
  Type.Literal("approved"),
  Type.Literal("active"),
  Type.Literal("superseded"),
  Type.Literal("rolled_back"),
  Type.Literal("cancelled"),
]);
export const Sha256 = Type.String({ pattern: "^[0-9a-f]{64}$" });

export const PageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
});

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), nextCursor: Type.Union([Type.String(), Type.Null()]) });

export const Workspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const Project = Type.Object({
  id: Type.String(),
  workspaceId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
});

export const Capability = Type.Object({
  id: Type.String(),
  projectId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
  activeReleaseId: Type.Union([Type.String(), Type.Null()]),
});

export const ManifestDocument = Type.Record(Type.String(), Type.Unknown(), {
  description: "any JSON object; identified by sha256 of its canonical JSON",
});

export const StoredManifest = Type.Object({
  hash: Sha256,
  sizeBytes: Type.Integer(),
  createdAt: Timestamp,
  manifest: ManifestDocument,
});

export const Version = Type.Object({
  id: Type.String(),
  capabilityId: Type.String(),
  number: Type.Integer(),
  manifestHash: Sha256,
  notes: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
});

export const Release = Type.Object({
  id: Type.String(),
  capabilityId: Type.String(),
  versionId: Type.String(),
  versionNumber: Type.Integer(),
  manifestHash: Sha256,
  state: ReleaseStateSchema,
  notes: Type.String(),
  createdBy: Type.String(),
  creatorUserId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  activatedAt: Type.Union([Timestamp, Type.Null()]),
  approvals: Type.Array(
    Type.Object({
      userId: Type.String(),
      comment: Type.String(),
      createdAt: Timestamp,
      credential: Type.String({
        description: 'how the approver signed in: "api_key:<id>", "session", "dev_headers"',
      }),
      counts: Type.Boolean({ description: "whether this approval counts towards approvalsRequired" }),
      failed: Type.Array(
        Type.Union([
          Type.Literal("creator"),
          Type.Literal("not_a_member"),
          Type.Literal("credential_not_self_issued"),
          Type.Literal("invited_by_creator"),
          Type.Literal("membership_too_recent"),
        ]),
      ),
      reason: Type.String({ description: "why it counts, or why not" }),
    }),
  ),
  approvalCount: Type.Integer({ description: "distinct approvers whose approval counts" }),
  approvalsRequired: Type.Integer(),
  approvalPolicy: Type.Object({
    independentApprovers: Type.Boolean(),
    approverMinMembershipHours: Type.Integer(),
  }),
});

export const Member = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  joinedAt: Timestamp,
});

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  userId: Type.String(),
  prefix: Type.String(),
  createdAt: Timestamp,
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
});

export const Me = Type.Object({
  user: Type.Union([
    Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  org: Type.Object({ id: Type.String(), name: Type.String() }),
  role: RoleSchema,
  via: Type.Union([
    Type.Literal("session"),
    Type.Literal("api_key"),
    Type.Literal("svid"),
    Type.Literal("dev_headers"),
  ]),
  memberships: Type.Array(Type.Object({ orgId: Type.String(), orgName: Type.String(), role: RoleSchema })),
});
