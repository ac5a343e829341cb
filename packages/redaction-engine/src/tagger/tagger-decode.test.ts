import { describe, expect, it } from "vitest";
import { LABELS, Label, labelsToSpans, viterbi } from "./tagger-decode.js";
import { taggerTokens } from "./tagger-tokens.js";

const { O, B_PER, I_PER, B_ORG, I_ORG } = Label;

/** Scores that prefer the given label at each token by `by`. */
function prefer(labels: readonly number[], by = 1): Float32Array {
  const s = new Float32Array(labels.length * LABELS);
  labels.forEach((l, i) => {
    s[i * LABELS + l] = by;
  });
  return s;
}

describe("viterbi", () => {
  const free = new Float32Array((LABELS + 1) * LABELS);

  it("returns the best labels when they obey BIO", () => {
    const labels = [O, B_PER, I_PER, O, B_ORG, I_ORG];
    expect([...viterbi(prefer(labels), labels.length, free)]).toEqual(labels);
  });

  it("never puts I-X after O or after the other type, nor at the start", () => {
    const wanted = [I_PER, O, I_ORG, B_PER, I_ORG];
    const got = [...viterbi(prefer(wanted), wanted.length, free)];
    for (let i = 0; i < got.length; i++) {
      const prev = i === 0 ? -1 : got[i - 1];
      if (got[i] === I_PER) expect([B_PER, I_PER]).toContain(prev);
      if (got[i] === I_ORG) expect([B_ORG, I_ORG]).toContain(prev);
    }
  });

  it("lets transition weights decide between equal token scores", () => {
    const scores = new Float32Array(2 * LABELS);
    scores[B_PER] = 1;
    scores[LABELS + I_PER] = 0.5;
    scores[LABELS + O] = 0.6;
    const transitions = new Float32Array((LABELS + 1) * LABELS);
    expect([...viterbi(scores, 2, transitions)]).toEqual([B_PER, O]);
    transitions[(B_PER + 1) * LABELS + I_PER] = 1;
    expect([...viterbi(scores, 2, transitions)]).toEqual([B_PER, I_PER]);
  });

  it("handles an empty text", () => {
    expect(viterbi(new Float32Array(0), 0, free).length).toBe(0);
  });
});

describe("labelsToSpans", () => {
  const text = "Ana Lima met Acme Foods GmbH today";
  const tokens = taggerTokens(text);
  const spans = (labels: number[]) =>
    labelsToSpans(labels, tokens).map((s) => [s.type, text.slice(s.start, s.end), s.first, s.last]);

  it("turns B/I runs into character spans", () => {
    expect(spans([B_PER, I_PER, O, B_ORG, I_ORG, I_ORG, O])).toEqual([
      ["PERSON", "Ana Lima", 0, 1],
      ["ORG", "Acme Foods GmbH", 3, 5],
    ]);
  });

  it("splits at a new B, and starts a span at a stray I", () => {
    expect(spans([B_PER, B_PER, O, I_ORG, I_PER, O, O])).toEqual([
      ["PERSON", "Ana", 0, 0],
      ["PERSON", "Lima", 1, 1],
      ["ORG", "Acme", 3, 3],
      ["PERSON", "Foods", 4, 4],
    ]);
  });

  it("closes a span at the end of the text", () => {
    expect(spans([O, O, O, O, O, B_ORG, I_ORG])).toEqual([["ORG", "GmbH today", 5, 6]]);
  });
});
