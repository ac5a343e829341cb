import { describe, expect, it } from "vitest";
import { PlatformError } from "../errors.js";
import {
  activate,
  approve,
  assertDeletable,
  cancel,
  RELEASE_STATES,
  type ReleaseFacts,
  type ReleaseState,
  rollback,
  submit,
  TRANSITIONS,
} from "./release-machine.js";

const facts = (state: ReleaseState, over: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  state,
  creatorUserId: "u-creator",
  approverIds: [],
  qualifying: 0,
  ...over,
});

/** The error code a step throws, or the state it answers. */
const outcome = (step: () => unknown) => {
  try {
    return step();
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return (error as PlatformError).code;
  }
};

describe("release machine", () => {
  it("submits drafts only", () => {
    for (const state of RELEASE_STATES)
      expect(outcome(() => submit(facts(state)))).toBe(
        state === "draft" ? "pending_approval" : "INVALID_TRANSITION",
      );
  });

  it("approves while pending: the second qualifying approval makes it approved, not the first", () => {
    expect(approve(facts("pending_approval"), "u-a", true)).toBe("pending_approval");
    expect(approve(facts("pending_approval", { approverIds: ["u-a"], qualifying: 1 }), "u-b", true)).toBe(
      "approved",
    );
    // An approval that does not count is recorded but moves nothing.
    expect(approve(facts("pending_approval", { approverIds: ["u-a"], qualifying: 1 }), "u-b", false)).toBe(
      "pending_approval",
    );
  });

  it("refuses the creator, a second approval by the same user, and any state but pending", () => {
    expect(outcome(() => approve(facts("pending_approval"), "u-creator", true))).toBe(
      "CREATOR_CANNOT_APPROVE",
    );
    expect(outcome(() => approve(facts("pending_approval", { approverIds: ["u-a"] }), "u-a", true))).toBe(
      "ALREADY_APPROVED",
    );
    for (const state of RELEASE_STATES.filter((s) => s !== "pending_approval"))
      expect(outcome(() => approve(facts(state), "u-a", true))).toBe("INVALID_TRANSITION");
  });

  it("activates an approved release with two qualifying approvals; a waiting one with fewer needs approvals", () => {
    expect(activate(facts("approved", { qualifying: 2 }))).toBe("active");
    for (const state of ["draft", "pending_approval", "approved"] as const)
      expect(outcome(() => activate(facts(state, { qualifying: 1 })))).toBe("APPROVAL_REQUIRED");
    expect(outcome(() => activate(facts("pending_approval", { qualifying: 2 })))).toBe("INVALID_TRANSITION");
    for (const state of ["active", "superseded", "rolled_back", "cancelled"] as const)
      expect(outcome(() => activate(facts(state, { qualifying: 2 })))).toBe("INVALID_TRANSITION");
  });

  it("rolls back active releases only", () => {
    for (const state of RELEASE_STATES)
      expect(outcome(() => rollback(facts(state)))).toBe(
        state === "active" ? "rolled_back" : "INVALID_TRANSITION",
      );
  });

  it("cancels releases that never served; deletes those and cancelled ones; the rest are history", () => {
    const neverServed = ["draft", "pending_approval", "approved"];
    for (const state of RELEASE_STATES) {
      expect(outcome(() => cancel(facts(state)))).toBe(
        neverServed.includes(state) ? "cancelled" : "INVALID_TRANSITION",
      );
      expect(outcome(() => assertDeletable(facts(state)))).toBe(
        [...neverServed, "cancelled"].includes(state) ? undefined : "INVALID_TRANSITION",
      );
    }
  });

  it("the table the docs draw names only real states, and every state is reachable from draft", () => {
    for (const t of TRANSITIONS) {
      expect(RELEASE_STATES).toContain(t.from);
      expect(RELEASE_STATES).toContain(t.to);
    }
    const reached = new Set<string>(["draft"]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const t of TRANSITIONS)
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grown = true;
        }
    }
    expect([...reached].sort()).toEqual([...RELEASE_STATES].sort());
  });
});
