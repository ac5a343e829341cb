import { describe, expect, it } from "vitest";
import type { Me, Release, Role } from "../api/types";
import { releaseActions } from "./release-rules";

const me = (id: string | null, role: Role): Me => ({
  user: id ? { id, name: id, email: `${id}@example.test` } : null,
  org: { id: "o", name: "Org" },
  role,
  via: "session",
  memberships: [],
});

const release = (over: Partial<Release> = {}): Release => ({
  id: "r1",
  capabilityId: "c1",
  versionId: "v1",
  versionNumber: 1,
  manifestHash: "0".repeat(64),
  state: "pending_approval",
  notes: "",
  createdBy: "user:alice",
  creatorUserId: "alice",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  activatedAt: null,
  approvals: [],
  approvalCount: 0,
  approvalsRequired: 2,
  approvalPolicy: { independentApprovers: false, approverMinMembershipHours: 0 },
  ...over,
});

const approved = (...ids: string[]) =>
  ids.map((userId) => ({
    userId,
    comment: "",
    createdAt: "2026-01-01T00:00:00.000Z",
    credential: "session",
    counts: true,
    failed: [],
    reason: "Counts",
  }));

describe("releaseActions", () => {
  it("refuses approval to the creator, with the reason", () => {
    const a = releaseActions(release(), me("alice", "owner"));
    expect(a.approve.allowed).toBe(false);
    expect(a.approve.reason).toMatch(/You created this release/);
  });

  it("refuses a second approval by the same person", () => {
    const r = release({ approvals: approved("bob"), approvalCount: 1 });
    expect(releaseActions(r, me("bob", "developer")).approve).toEqual({
      allowed: false,
      reason: "You approved this release (1 of 2 approvals).",
    });
    expect(releaseActions(r, me("carol", "developer")).approve.allowed).toBe(true);
  });

  it("refuses approval to viewers, agents, drafts and releases past approval", () => {
    expect(releaseActions(release(), me("v", "viewer")).approve.reason).toMatch(/developer role/);
    expect(releaseActions(release(), me(null, "admin")).approve.reason).toMatch(/not agents/);
    expect(releaseActions(release({ state: "draft" }), me("bob", "admin")).approve.reason).toMatch(
      /submitted/,
    );
    expect(releaseActions(release({ state: "active" }), me("bob", "admin")).approve.allowed).toBe(false);
  });

  it("opens activation only to admins once two others approved", () => {
    const pending = release({ approvals: approved("bob"), approvalCount: 1 });
    expect(releaseActions(pending, me("alice", "owner")).activate.reason).toBe(
      "Needs 2 approvals from people other than its creator (1 of 2 so far).",
    );
    const ready = release({ state: "approved", approvals: approved("bob", "carol"), approvalCount: 2 });
    expect(releaseActions(ready, me("alice", "owner")).activate).toEqual({ allowed: true });
    expect(releaseActions(ready, me("bob", "developer")).activate.reason).toMatch(/admin role/);
    expect(releaseActions(release({ state: "active" }), me("alice", "owner")).activate.reason).toMatch(
      /already active/,
    );
  });

  it("submits drafts and rolls back the active release", () => {
    const draft = release({ state: "draft" });
    expect(releaseActions(draft, me("alice", "developer")).submit.allowed).toBe(true);
    expect(releaseActions(draft, me("v", "viewer")).submit.allowed).toBe(false);
    expect(releaseActions(release({ state: "active" }), me("a", "admin")).rollback.allowed).toBe(true);
    expect(releaseActions(release({ state: "active" }), me("d", "developer")).rollback.allowed).toBe(false);
    expect(releaseActions(draft, me("a", "admin")).rollback.allowed).toBe(false);
  });

  it("lets the creator withdraw and an admin reject, only before the release serves", () => {
    expect(releaseActions(release(), me("alice", "developer")).cancel).toEqual({ allowed: true });
    expect(releaseActions(release(), me("carol", "admin")).cancel).toEqual({ allowed: true });
    expect(releaseActions(release(), me("bob", "developer")).cancel).toEqual({
      allowed: false,
      reason: "Only the release's creator or an admin can reject or withdraw it.",
    });
    expect(releaseActions(release({ state: "active" }), me("carol", "admin")).cancel).toEqual({
      allowed: false,
      reason: "Only draft, pending or approved releases can be cancelled; this one is active.",
    });
  });
});
