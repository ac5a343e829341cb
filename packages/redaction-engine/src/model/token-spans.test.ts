import { describe, expect, it } from "vitest";
import { parseTokenLabels } from "./token-labels.js";
import { decodeSpans } from "./token-spans.js";
import { ownerWindows, planWindows } from "./token-windows.js";

describe("token labels", () => {
  it("reads IOB2, BIOES/BILOU and bare labels, and maps entity names to engine types", () => {
    const labels = parseTokenLabels([
      "O",
      "B-PER",
      "I-per",
      "S-ORG",
      "L-ORG",
      "B-first_name",
      "I-Last-Name",
      "MRN",
      "B-DATE_OF_BIRTH",
      "B-LOC",
      "B-MISC",
    ]);
    expect(labels.map((l) => [l.position, l.entity, l.type])).toEqual([
      ["O", "", null],
      ["B", "PER", "PERSON"],
      ["I", "PER", "PERSON"],
      ["S", "ORG", "ORG"],
      ["E", "ORG", "ORG"],
      ["B", "FIRSTNAME", "PERSON"],
      ["I", "LASTNAME", "PERSON"],
      ["I", "MRN", "MRN"],
      ["B", "DATEOFBIRTH", "DATE_OF_BIRTH"],
      ["B", "LOC", null],
      ["B", "MISC", null],
    ]);
  });

  it("takes overrides from labels.json over the defaults", () => {
    const [, hospital, person] = parseTokenLabels(["O", "B-HOSPITAL", "B-PER"], {
      hospital: null,
      PER: "PERSON",
    });
    expect(hospital!.type).toBeNull();
    expect(person!.type).toBe("PERSON");
  });
});

describe("span decoding", () => {
  const labels = parseTokenLabels(["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "E-PER", "S-PER"]);
  // Six words of three characters, one space apart: word w is [4w, 4w + 3).
  const words = Array.from({ length: 6 }, (_, w) => ({ start: 4 * w, end: 4 * w + 3 }));
  const decode = (classes: number[], p = classes.map(() => 0.9)) =>
    decodeSpans(
      words.slice(0, classes.length),
      classes.map((label, i) => ({ label, probability: p[i]! })),
      labels,
    ).map((s) => [s.start, s.end, s.type, Math.round(s.confidence * 100) / 100]);

  it("groups B-X I-X runs into one span from the first word's start to the last word's end", () => {
    expect(decode([1, 2, 0, 3, 4, 4], [0.9, 0.7, 0.99, 0.6, 0.8, 1])).toEqual([
      [0, 7, "PERSON", 0.8],
      [12, 23, "ORG", 0.8],
    ]);
  });

  it("starts a new span at every B, and at an I that does not continue its own entity", () => {
    expect(decode([1, 1, 4, 2])).toEqual([
      [0, 3, "PERSON", 0.9],
      [4, 7, "PERSON", 0.9],
      [8, 11, "ORG", 0.9],
      [12, 15, "PERSON", 0.9],
    ]);
  });

  it("ends spans at O, at an unmapped entity (LOC), at E and at S", () => {
    expect(decode([1, 5, 2, 6, 2, 7])).toEqual([
      [0, 3, "PERSON", 0.9],
      [8, 15, "PERSON", 0.9],
      [16, 19, "PERSON", 0.9],
      [20, 23, "PERSON", 0.9],
    ]);
  });
});

describe("windows", () => {
  it("is one window when the tokens fit, none for no tokens", () => {
    expect(planWindows(5, 10, 2)).toEqual([{ start: 0, end: 5 }]);
    expect(planWindows(0, 10, 2)).toEqual([]);
  });

  it("covers every token with overlapping windows, the last one ending at the last token", () => {
    const windows = planWindows(25, 10, 4);
    expect(windows).toEqual([
      { start: 0, end: 10 },
      { start: 6, end: 16 },
      { start: 12, end: 22 },
      { start: 15, end: 25 },
    ]);
    const owner = ownerWindows(25, windows);
    expect(owner.every((w) => w >= 0)).toBe(true);
    // Token 7 is 2 tokens from the first window's end but 1 from the second's start.
    expect(owner[7]).toBe(0);
    expect(owner[9]).toBe(1);
    expect(owner[24]).toBe(3);
  });

  it("clamps the overlap to half a window so the windows always advance", () => {
    const windows = planWindows(30, 6, 100);
    expect(windows.every((w, i) => i === 0 || w.start > windows[i - 1]!.start)).toBe(true);
    expect(windows.at(-1)!.end).toBe(30);
  });
});
