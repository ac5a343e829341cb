import { describe, expect, it } from "vitest";
import type { AuditFrame } from "../api/types";
import { decisionsFrom } from "./decision-log";

const frame = (
  sequence: number,
  action: string,
  resource: string,
  details: Record<string, unknown>,
): AuditFrame => ({
  sequence,
  timestamp: "2026-11-27T10:00:00.000Z",
  actor: "user:u1",
  orgId: "o1",
  action,
  resource,
  details,
  previousHash: "0".repeat(64),
  hash: "1".repeat(64),
});

describe("firewall decision log", () => {
  it("keeps only firewall decisions, with route, decision and distinct rule ids, never content", () => {
    const entries = decisionsFrom([
      frame(3, "firewall.decision", "sidecar_request:r1", {
        decision: "redact",
        findings: [{ ruleId: "pii.email" }, { ruleId: "pii.email" }, { ruleId: "pii.phone" }],
        model: "gpt",
      }),
      frame(2, "release.approve", "release:x", {}),
      frame(1, "firewall.decision", "execution:e1", {
        decision: "block",
        kind: "eval",
        findings: [{ ruleId: "secret.aws" }],
      }),
    ]);
    expect(entries).toEqual([
      {
        sequence: 3,
        timestamp: "2026-11-27T10:00:00.000Z",
        route: "sidecar /v1/chat/completions",
        decision: "redact",
        ruleIds: ["pii.email", "pii.phone"],
        resource: "sidecar_request:r1",
      },
      {
        sequence: 1,
        timestamp: "2026-11-27T10:00:00.000Z",
        route: "POST /api/eval/run",
        decision: "block",
        ruleIds: ["secret.aws"],
        resource: "execution:e1",
      },
    ]);
  });
});
