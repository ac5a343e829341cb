import { EntityType } from "../entity-type.js";
import { grownCapacity, INITIAL_TOKENS, tooLargeToKeep } from "./tagger-buffers.js";
import type { TaggerToken } from "./tagger-tokens.js";

/** The tagger's labels, BIO over PERSON and ORG. */
export const Label = { O: 0, B_PER: 1, I_PER: 2, B_ORG: 3, I_ORG: 4 } as const;
export type Label = (typeof Label)[keyof typeof Label];
export const LABELS = 5;

/** `I-X` may only follow `B-X` or `I-X`; `from` is -1 at the start of the text. */
export function allowed(from: number, to: number): boolean {
  if (to === Label.I_PER) return from === Label.B_PER || from === Label.I_PER;
  if (to === Label.I_ORG) return from === Label.B_ORG || from === Label.I_ORG;
  return true;
}

/**
 * Best label sequence under per-token label scores (`scores[i * LABELS + l]`) and transition
 * weights (`transitions[(from + 1) * LABELS + to]`, row 0 is the start), respecting the BIO
 * constraint. Linear in the tokens (19 moves per token).
 */
export function viterbi(scores: Float32Array, n: number, transitions: Float32Array): Uint8Array {
  const moves = foldedMoves(transitions);
  if (bestBuffer.length < n * LABELS) {
    bestBuffer = new Float32Array(grownCapacity(n) * LABELS);
    backBuffer = new Uint8Array(grownCapacity(n) * LABELS);
  }
  const best = bestBuffer;
  const back = backBuffer;
  for (let l = 0; l < LABELS; l++) best[l] = scores[l]! + moves[l]!;
  // The loops over `to` and `from` written out (1.65x faster than a loop over `to`): the move
  // from F to T is `moves[(F + 1) * LABELS + T]`, so from O, B-PER, I-PER, B-ORG, I-ORG to O are
  // moves 5, 10, 15, 20, 25, and to B-PER 6, 11, ... Only the moves BIO allows are tried (into
  // I-X, from B-X or I-X); the others are -Infinity and never win.
  for (let i = 1; i < n; i++) {
    const prev = (i - 1) * LABELS;
    const o = i * LABELS;
    const f0 = best[prev]!;
    const f1 = best[prev + 1]!;
    const f2 = best[prev + 2]!;
    const f3 = best[prev + 3]!;
    const f4 = best[prev + 4]!;
    best[o] =
      bestOfAll(f0 + moves[5]!, f1 + moves[10]!, f2 + moves[15]!, f3 + moves[20]!, f4 + moves[25]!, back, o) +
      scores[o]!;
    best[o + 1] =
      bestOfAll(
        f0 + moves[6]!,
        f1 + moves[11]!,
        f2 + moves[16]!,
        f3 + moves[21]!,
        f4 + moves[26]!,
        back,
        o + 1,
      ) + scores[o + 1]!;
    best[o + 2] = bestOfTwo(Label.B_PER, f1 + moves[12]!, f2 + moves[17]!, back, o + 2) + scores[o + 2]!;
    best[o + 3] =
      bestOfAll(
        f0 + moves[8]!,
        f1 + moves[13]!,
        f2 + moves[18]!,
        f3 + moves[23]!,
        f4 + moves[28]!,
        back,
        o + 3,
      ) + scores[o + 3]!;
    best[o + 4] = bestOfTwo(Label.B_ORG, f3 + moves[24]!, f4 + moves[29]!, back, o + 4) + scores[o + 4]!;
  }
  const labels = new Uint8Array(n);
  if (n === 0) return labels;
  let arg = 0;
  for (let l = 1; l < LABELS; l++) if (best[(n - 1) * LABELS + l]! > best[(n - 1) * LABELS + arg]!) arg = l;
  for (let i = n - 1; i >= 0; i--) {
    labels[i] = arg;
    arg = back[i * LABELS + arg]!;
  }
  return labels;
}

/**
 * The best of the moves from each of the five labels (their scores `v0`..`v4`), its label written
 * to `back[at]`: each is tried in label order with a strict `>` from -Infinity, as a loop over
 * them would, so ties (and a NaN) keep the same winner.
 */
function bestOfAll(v0: number, v1: number, v2: number, v3: number, v4: number, back: Uint8Array, at: number) {
  let top = Number.NEGATIVE_INFINITY;
  let arg = 0;
  if (v0 > top) top = v0;
  if (v1 > top) {
    top = v1;
    arg = 1;
  }
  if (v2 > top) {
    top = v2;
    arg = 2;
  }
  if (v3 > top) {
    top = v3;
    arg = 3;
  }
  if (v4 > top) {
    top = v4;
    arg = 4;
  }
  back[at] = arg;
  return top;
}

/** `bestOfAll` of the two moves into `I-X`: from `B-X` (`first`, score `v0`) or `I-X` (`v1`). */
function bestOfTwo(first: number, v0: number, v1: number, back: Uint8Array, at: number) {
  let top = Number.NEGATIVE_INFINITY;
  let arg = 0;
  if (v0 > top) {
    top = v0;
    arg = first;
  }
  if (v1 > top) {
    top = v1;
    arg = first + 1;
  }
  back[at] = arg;
  return top;
}

// Viterbi's tables, reused across calls (they grow, and shrink back only through
// releaseLargeViterbiBuffers): a document allocates only its labels.
let bestBuffer = new Float32Array(INITIAL_TOKENS * LABELS);
let backBuffer = new Uint8Array(INITIAL_TOKENS * LABELS);

/** Gives back Viterbi's tables after a document that grew them beyond what is kept (tagger-buffers.ts). */
export function releaseLargeViterbiBuffers(): void {
  if (!tooLargeToKeep(bestBuffer.length / LABELS)) return;
  bestBuffer = new Float32Array(INITIAL_TOKENS * LABELS);
  backBuffer = new Uint8Array(INITIAL_TOKENS * LABELS);
}

/** The tokens Viterbi's tables hold without growing (for tests). */
export function viterbiBufferTokens(): number {
  return bestBuffer.length / LABELS;
}
const moves = new Float32Array((LABELS + 1) * LABELS);

/**
 * The BIO constraint folded into the transitions (-Infinity where a move is not allowed), so the
 * inner loop is additions and comparisons only. Once per call, not cached by table: the trainer
 * updates its transitions between calls.
 */
function foldedMoves(transitions: Float32Array): Float32Array {
  for (let from = -1; from < LABELS; from++)
    for (let to = 0; to < LABELS; to++) {
      const k = (from + 1) * LABELS + to;
      moves[k] = allowed(from, to) ? transitions[k]! : Number.NEGATIVE_INFINITY;
    }
  return moves;
}

/** A decoded entity: tokens `first..last` (inclusive) and character offsets. */
export interface TaggedSpan {
  readonly type: EntityType;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly end: number;
}

/** BIO labels to spans; a stray `I-X` (not produced by `viterbi`) starts a span of its own. */
export function labelsToSpans(labels: ArrayLike<number>, tokens: readonly TaggerToken[]): TaggedSpan[] {
  // One pass with the open span as two locals (-1: none), no closure per token.
  const spans: TaggedSpan[] = [];
  let openType: EntityType = EntityType.PERSON;
  let openFirst = -1;
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    if (l === Label.O) {
      if (openFirst >= 0) spans.push(span(openType, openFirst, i - 1, tokens));
      openFirst = -1;
      continue;
    }
    const type = l === Label.B_PER || l === Label.I_PER ? EntityType.PERSON : EntityType.ORG;
    const inside = l === Label.I_PER || l === Label.I_ORG;
    if (!inside || openFirst < 0 || openType !== type) {
      if (openFirst >= 0) spans.push(span(openType, openFirst, i - 1, tokens));
      openType = type;
      openFirst = i;
    }
  }
  if (openFirst >= 0) spans.push(span(openType, openFirst, labels.length - 1, tokens));
  return spans;
}

function span(type: EntityType, first: number, last: number, tokens: readonly TaggerToken[]): TaggedSpan {
  return { type, first, last, start: tokens[first]!.start, end: tokens[last]!.end };
}
