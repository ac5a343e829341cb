import { describe, expect, it } from "vitest";
import {
  forEachJob,
  forEachOutcome,
  type JobsWire,
  type OutcomesWire,
  pushJob,
  pushOutcome,
} from "./job-wire.js";
import type { RedactOutcome } from "./redact-outcome.js";
import type { RedactJob } from "./redaction-host.js";

describe("job-wire", () => {
  it("carries a message's jobs in order, each whole", () => {
    const jobs: RedactJob[] = [
      { tenant: "a", text: "Mail bob@example.com", policy: "default", mode: "placeholder" },
      { tenant: "b", text: "", policy: "strict", mode: "lookalike" },
    ];
    const wire: JobsWire = [];
    for (const [i, job] of jobs.entries()) pushJob(wire, 10 + i, job);
    const seen: [number, RedactJob][] = [];
    forEachJob(structuredClone(wire), (id, job) => seen.push([id, job]));
    expect(seen).toEqual([
      [10, jobs[0]],
      [11, jobs[1]],
    ]);
  });

  it("carries a message's outcomes in order, entity counts and timings included", () => {
    const outcomes: RedactOutcome[] = [
      {
        body: '{"text":"[EMAIL_0001]"}',
        audit: '"digest":"d"',
        entities: [
          { type: "EMAIL", action: "placeholder", count: 2 },
          { type: "PERSON", action: "mask", count: 1 },
        ],
        spanCount: 3,
        timings: { pattern: 0.25, entity: 1.5 },
        pipelineMs: 2.125,
      },
      { body: "{}", audit: "", entities: [], spanCount: 0, timings: {}, pipelineMs: 0 },
    ];
    const wire: OutcomesWire = [];
    for (const [i, outcome] of outcomes.entries()) pushOutcome(wire, i, outcome);
    const seen: [number, RedactOutcome][] = [];
    forEachOutcome(structuredClone(wire), (id, outcome) => seen.push([id, outcome]));
    expect(seen).toEqual([
      [0, outcomes[0]],
      [1, outcomes[1]],
    ]);
  });
});
