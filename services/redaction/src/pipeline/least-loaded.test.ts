import { describe, expect, it } from "vitest";
import { leastLoaded } from "./least-loaded.js";

const thread = (name: string, jobs: number, pendingChars: number) => ({
  name,
  pending: { size: jobs },
  pendingChars,
});

describe("leastLoaded", () => {
  it("sends a job past a thread busy with one large document to one with several small ones", () => {
    const busy = thread("large", 1, 1_000_000);
    const small = thread("small", 3, 6_000);
    expect(leastLoaded([busy, small]).name).toBe("small");
  });

  it("takes the idle thread, then the one with fewer jobs at equal text, then the first", () => {
    expect(leastLoaded([thread("a", 2, 4_000), thread("b", 0, 0)]).name).toBe("b");
    expect(leastLoaded([thread("a", 2, 0), thread("b", 1, 0)]).name).toBe("b");
    expect(leastLoaded([thread("a", 1, 2_000), thread("b", 1, 2_000)]).name).toBe("a");
  });
});
