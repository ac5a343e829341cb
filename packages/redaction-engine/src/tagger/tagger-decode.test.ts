import { describe, expect, it } from "vitest";
import { allowed, LABELS, Label, labelsToSpans, viterbi } from "./tagger-decode.js";
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

  it("decodes as the nested loop over every move does, ties and forbidden moves included", () => {
    // The loop the written-out decoder replaced: every (from, to), forbidden ones at -Infinity,
    // the first best `from` kept. Scores of small integers tie often; float ones rarely.
    const reference = (scores: Float32Array, n: number, transitions: Float32Array) => {
      const move = (from: number, to: number) =>
        allowed(from, to) ? transitions[(from + 1) * LABELS + to]! : Number.NEGATIVE_INFINITY;
      const best = new Float32Array(n * LABELS);
      const back = new Uint8Array(n * LABELS);
      for (let l = 0; l < LABELS; l++) best[l] = scores[l]! + move(-1, l);
      for (let i = 1; i < n; i++)
        for (let to = 0; to < LABELS; to++) {
          let top = Number.NEGATIVE_INFINITY;
          for (let from = 0; from < LABELS; from++) {
            const v = best[(i - 1) * LABELS + from]! + move(from, to);
            if (v > top) {
              top = v;
              back[i * LABELS + to] = from;
            }
          }
          best[i * LABELS + to] = top + scores[i * LABELS + to]!;
        }
      const labels: number[] = [];
      let arg = 0;
      for (let l = 1; l < LABELS; l++)
        if (best[(n - 1) * LABELS + l]! > best[(n - 1) * LABELS + arg]!) arg = l;
      for (let i = n - 1; i >= 0; i--) {
        labels[i] = arg;
        arg = back[i * LABELS + arg]!;
      }
      return labels;
    };
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    let differentFromGreedy = 0;
    for (let round = 0; round < 400; round++) {
      const n = 1 + Math.floor(random() * 40);
      const whole = round % 2 === 0;
      const value = () => (whole ? Math.floor(random() * 3) - 1 : random() * 8 - 4);
      const scores = Float32Array.from({ length: n * LABELS }, value);
      // Large weights on forbidden moves too (O -> I-PER): they must stay forbidden.
      const transitions = Float32Array.from({ length: (LABELS + 1) * LABELS }, () => value() * 3);
      const got = [...viterbi(scores, n, transitions)];
      expect(got).toEqual(reference(scores, n, transitions));
      if (
        got.some((l, i) => scores[i * LABELS + l]! < Math.max(...scores.subarray(i * LABELS, i * LABELS + 5)))
      )
        differentFromGreedy++;
    }
    // The transitions matter in these inputs: the decoder is not just picking each token's best label.
    expect(differentFromGreedy).toBeGreaterThan(100);
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
