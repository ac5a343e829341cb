import { describe, expect, it } from "vitest";
import type { EvalRun } from "./eval-types";
import { runDeltas } from "./run-deltas";

const run = (id: string, suiteId: string, score: number): Pick<EvalRun, "id" | "suiteId" | "score"> => ({
  id,
  suiteId,
  score,
});

describe("runDeltas", () => {
  it("compares each run with the same suite's previous run (lists are newest first)", () => {
    const d = runDeltas([run("r4", "a", 0.6), run("r3", "b", 0.9), run("r2", "a", 0.8), run("r1", "b", 0.9)]);
    expect(d.get("r4")).toEqual({ previousId: "r2", delta: expect.closeTo(-0.2), regressed: true });
    expect(d.get("r3")).toEqual({ previousId: "r1", delta: 0, regressed: false });
    expect(d.get("r2")).toEqual({ regressed: false });
  });
});
