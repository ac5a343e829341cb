import type { EntityType } from "../entity-type.js";
import type { TokenLabel } from "./token-labels.js";
import type { WordSpan } from "./wordpiece-tokenizer.js";

/** The class a word was given (from its first sub-word token) and that class's softmax probability. */
export interface WordPrediction {
  readonly label: number;
  readonly probability: number;
}

export interface ModelSpan {
  readonly start: number;
  readonly end: number;
  readonly type: EntityType;
  /** Mean probability of the span's words. */
  readonly confidence: number;
}

/**
 * Groups labelled words into entities (IOB2, leniently: an `I-X` that does not continue an `X`
 * starts one, as Hugging Face's pipelines do) and keeps those whose entity maps to an engine type.
 * A span runs from its first word's start to its last word's end.
 */
export function decodeSpans(
  words: readonly WordSpan[],
  predictions: readonly WordPrediction[],
  labels: readonly TokenLabel[],
): ModelSpan[] {
  const spans: ModelSpan[] = [];
  let open: { entity: string; type: EntityType | null; first: number; last: number; sum: number } | null =
    null;
  const close = () => {
    if (open?.type) {
      spans.push({
        start: words[open.first]!.start,
        end: words[open.last]!.end,
        type: open.type,
        confidence: open.sum / (open.last - open.first + 1),
      });
    }
    open = null;
  };
  predictions.forEach((p, w) => {
    const label = labels[p.label]!;
    if (label.position === "O") {
      close();
      return;
    }
    const continues = open !== null && open.entity === label.entity;
    if (continues && (label.position === "I" || label.position === "E")) {
      open!.last = w;
      open!.sum += p.probability;
    } else {
      close();
      open = { entity: label.entity, type: label.type, first: w, last: w, sum: p.probability };
    }
    if (label.position === "E" || label.position === "S") close();
  });
  close();
  return spans;
}
