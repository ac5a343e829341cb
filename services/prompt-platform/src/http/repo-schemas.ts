import { Type } from "typebox";
import { BRANCH_NAME } from "../repos/repo-service.js";
import { Description, Name, Sha256, Timestamp } from "./schemas.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const BranchName = Type.String({
  pattern: BRANCH_NAME,
  description: "letters, digits, '.', '_' and '-'",
});
export const Path = Type.String({ minLength: 1, maxLength: 1024, description: "a/b/c.json" });

export const CapabilityLink = Type.Object(
  { capabilityId: Type.String({ minLength: 1, maxLength: 64 }), path: Path },
  { additionalProperties: false },
);

export const Repo = Type.Object({
  id: Type.String(),
  workspaceId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  defaultBranch: Type.String(),
  capabilities: Type.Array(Type.Object({ capabilityId: Type.String(), path: Type.String() })),
  createdBy: Type.String(),
  createdAt: Timestamp,
});

export const RepoBody = Type.Object(
  {
    workspaceId: Type.String({ minLength: 1, maxLength: 64 }),
    name: Name,
    description: Type.Optional(Description),
    defaultBranch: Type.Optional(BranchName),
    capabilities: Type.Optional(Type.Array(CapabilityLink, { maxItems: 100 })),
  },
  { additionalProperties: false },
);

const Person = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), email: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

const payloadFields = {
  type: Type.Literal("commit"),
  tree: Sha256,
  parents: Type.Array(Sha256, { maxItems: 2 }),
  author: Person,
  committer: Type.Object(
    { userId: Type.String({ minLength: 1, maxLength: 64 }), keyId: Type.String({ maxLength: 64 }) },
    { additionalProperties: false },
  ),
  message: Type.String({ maxLength: 10_000 }),
  timestamp: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$" }),
};

export const CommitPayload = Type.Object(payloadFields, { additionalProperties: false });
export const SignedCommit = Type.Object(
  {
    ...payloadFields,
    signature: Type.String({ minLength: 1, maxLength: 200, description: "base64 Ed25519" }),
  },
  { additionalProperties: false },
);

export const CommitView = Type.Object({
  id: Sha256,
  ...payloadFields,
  signature: Type.String(),
  verified: Type.Literal(true),
});

export const Branch = Type.Object({
  name: Type.String(),
  commitId: Sha256,
  updatedBy: Type.String(),
  updatedAt: Timestamp,
});

export const PreparedCommit = Type.Object({
  commit: CommitPayload,
  signingInput: Type.String({
    description: "sign these UTF-8 bytes with Ed25519; send the base64 signature",
  }),
});

export const SigningKey = Type.Object({
  keyId: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  publicKeyPem: Type.String(),
  createdAt: Timestamp,
  revokedAt: Nullable(Timestamp),
});

const Hunk = Type.Object({
  base: Type.Array(Type.String()),
  ours: Type.Array(Type.String()),
  theirs: Type.Array(Type.String()),
});

export const Conflict = Type.Object({
  path: Type.String(),
  kind: Type.Union([Type.Literal("content"), Type.Literal("modify/delete"), Type.Literal("add/add")]),
  hunks: Type.Array(Hunk, { description: "ours = the target branch, theirs = the source branch" }),
});

export const MergeRequestState = Type.Union([
  Type.Literal("open"),
  Type.Literal("merged"),
  Type.Literal("closed"),
]);

export const MergeRequest = Type.Object({
  id: Type.String(),
  repoId: Type.String(),
  sourceBranch: Type.String(),
  targetBranch: Type.String(),
  title: Type.String(),
  description: Type.String(),
  state: MergeRequestState,
  authorUserId: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  reviews: Type.Array(
    Type.Object({
      id: Type.String(),
      userId: Type.String(),
      verdict: Type.Union([
        Type.Literal("approve"),
        Type.Literal("comment"),
        Type.Literal("request_changes"),
      ]),
      body: Type.String(),
      commitId: Type.String(),
      createdAt: Timestamp,
    }),
  ),
  approvalCount: Type.Integer(),
  approvalsRequired: Type.Integer(),
  mergedAt: Nullable(Timestamp),
  mergedBy: Nullable(Type.String()),
  mergeCommitId: Nullable(Type.String()),
  mergeMethod: Nullable(
    Type.Union([Type.Literal("fast-forward"), Type.Literal("merge-commit"), Type.Literal("already-merged")]),
  ),
  closedAt: Nullable(Timestamp),
});

export const MergePreview = Type.Object({
  method: Type.Union([
    Type.Literal("up_to_date"),
    Type.Literal("fast_forward"),
    Type.Literal("merge"),
    Type.Literal("conflict"),
  ]),
  sourceHead: Sha256,
  targetHead: Sha256,
  mergeBase: Nullable(Sha256),
  conflicts: Type.Array(Conflict),
  commit: Nullable(CommitPayload),
  signingInput: Nullable(Type.String()),
});
