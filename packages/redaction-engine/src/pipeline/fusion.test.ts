import { describe, expect, it } from "vitest";
import type { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { fuse } from "./fusion.js";

function f(
  start: number,
  end: number,
  type: EntityType,
  confidence: number,
  detector = "d",
  verdict: Finding["verdict"] = "unvalidated",
): Finding {
  return { start, end, type, confidence, detector, verdict, normalized: `${start}-${end}` };
}

const brief = (fs: Finding[]) =>
  fs.map((x) => [x.start, x.end, x.type, x.detector, Number(x.confidence.toFixed(3))]);

describe("fuse", () => {
  it("keeps the higher-confidence label when spans overlap", () => {
    expect(brief(fuse("x".repeat(20), [f(0, 10, "ORG", 0.6), f(0, 10, "PERSON", 0.8)]))).toEqual([
      [0, 10, "PERSON", "d", 0.8],
    ]);
  });

  it("lets a validated pattern span win over a more confident model span", () => {
    const out = fuse("x".repeat(30), [
      f(5, 25, "PERSON", 0.99, "model"),
      f(10, 20, "EMAIL", 0.9, "pattern", "valid"),
    ]);
    expect(brief(out)).toEqual([[10, 20, "EMAIL", "pattern", 0.9]]);
  });

  it("raises confidence when two detectors agree on a span and names both", () => {
    const out = fuse("x".repeat(10), [f(0, 5, "PERSON", 0.6, "entity"), f(0, 5, "PERSON", 0.5, "clinical")]);
    expect(brief(out)).toEqual([[0, 5, "PERSON", "clinical+entity", 0.8]]);
  });

  it("merges only findings of the same start, end and type; one detector twice keeps its best confidence", () => {
    const text = "x".repeat(40);
    const three = fuse(text, [
      f(0, 5, "PERSON", 0.6, "entity"),
      f(0, 5, "PERSON", 0.5, "clinical"),
      f(0, 5, "PERSON", 0.5, "tagger"),
    ]);
    expect(brief(three)).toEqual([[0, 5, "PERSON", "clinical+entity+tagger", 0.9]]);
    const repeated = fuse(text, [f(0, 5, "PERSON", 0.6, "entity"), f(0, 5, "PERSON", 0.7, "entity")]);
    expect(brief(repeated)).toEqual([[0, 5, "PERSON", "entity", 0.7]]);
    // Look-alike keys: another end, another start, another type; none of them agree.
    const apart = fuse(text, [
      f(10, 15, "PERSON", 0.6, "entity"),
      f(10, 16, "PERSON", 0.7, "tagger"),
      f(9, 15, "PERSON", 0.65, "clinical"),
      f(20, 25, "ORG", 0.6, "entity"),
      f(20, 25, "PERSON", 0.55, "tagger"),
    ]);
    expect(brief(apart)).toEqual([
      [10, 16, "PERSON", "tagger", 0.7],
      [20, 25, "ORG", "entity", 0.6],
    ]);
  });

  it("prefers the longer span on equal confidence, and is independent of input order", () => {
    const a = [f(0, 4, "ORG", 0.7), f(0, 9, "ORG", 0.7), f(3, 12, "PERSON", 0.7)];
    const expected = [[0, 9, "ORG", "d", 0.7]];
    expect(brief(fuse("x".repeat(20), a))).toEqual(expected);
    expect(brief(fuse("x".repeat(20), [...a].reverse()))).toEqual(expected);
  });

  it("keeps adjacent but non-overlapping spans, sorted by start", () => {
    expect(brief(fuse("ab,cd", [f(3, 5, "EMAIL", 0.9), f(0, 2, "URL", 0.9)]))).toEqual([
      [0, 2, "URL", "d", 0.9],
      [3, 5, "EMAIL", "d", 0.9],
    ]);
  });

  it("joins PERSON parts separated by one space or hyphen", () => {
    const text = "Jean Dupont-Roy met";
    const out = fuse(text, [f(0, 4, "PERSON", 0.7), f(5, 11, "PERSON", 0.9), f(12, 15, "PERSON", 0.6)]);
    expect(brief(out)).toEqual([[0, 15, "PERSON", "d", 0.9]]);
    expect(out[0]!.normalized).toBe("0-4 5-11-12-15");
  });

  it("does not join across a comma", () => {
    expect(fuse("Ann, Bob", [f(0, 3, "PERSON", 0.7), f(5, 8, "PERSON", 0.7)])).toHaveLength(2);
  });

  it("widens a rule's name to the tagger's span of the same type that holds it", () => {
    const text = "Will Turner called";
    const out = fuse(text, [f(5, 11, "PERSON", 0.9, "entity"), f(0, 11, "PERSON", 0.6, "tagger")]);
    expect(brief(out)).toEqual([[0, 11, "PERSON", "entity", 0.9]]);
  });

  it("does not widen over another kept span or to a span of another type", () => {
    const text = "Acme Will Turner";
    const overOther = fuse(text, [
      f(0, 4, "ORG", 0.9, "entity"),
      f(10, 16, "PERSON", 0.9, "entity"),
      f(0, 16, "PERSON", 0.5, "tagger"),
    ]);
    expect(brief(overOther)).toEqual([
      [0, 4, "ORG", "entity", 0.9],
      [10, 16, "PERSON", "entity", 0.9],
    ]);
    const otherType = fuse(text, [f(10, 16, "PERSON", 0.9, "entity"), f(5, 16, "ORG", 0.5, "tagger")]);
    expect(brief(otherType)).toEqual([[10, 16, "PERSON", "entity", 0.9]]);
  });
});
