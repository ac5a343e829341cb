import { describe, expect, it } from "vitest";
import { arrivalOffsets } from "../src/bench/index.js";

const gaps = (at: Float64Array) => Array.from(at.subarray(1), (t, i) => t - at[i]!);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("open-loop arrival times", () => {
  it("spaces even arrivals 1/rate apart", () => {
    expect(Array.from(arrivalOffsets(4, 1000, "even", 1))).toEqual([0, 1, 2, 3]);
  });

  it("draws Poisson arrivals: the same schedule for a seed, exponential gaps of mean 1/rate", () => {
    const at = arrivalOffsets(20_000, 1000, "poisson", 7);
    expect(Array.from(arrivalOffsets(50, 1000, "poisson", 7))).toEqual(Array.from(at.subarray(0, 50)));
    expect(Array.from(arrivalOffsets(50, 1000, "poisson", 8))).not.toEqual(Array.from(at.subarray(0, 50)));
    const g = gaps(at);
    expect(Math.min(...g)).toBeGreaterThan(0);
    expect(mean(g)).toBeCloseTo(1, 1);
    // An exponential's standard deviation equals its mean (evenly spaced: 0); about 37% of its
    // gaps are longer than the mean.
    const sd = Math.sqrt(mean(g.map((x) => (x - 1) ** 2)));
    expect(sd).toBeGreaterThan(0.9);
    expect(sd).toBeLessThan(1.1);
    expect(g.filter((x) => x > 1).length / g.length).toBeCloseTo(Math.exp(-1), 1);
  });
});
