import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";

/**
 * Mixed text cut into documents of about `size` characters at whitespace: the generated corpus
 * (PII-dense) interleaved with the hand-labelled sentences (mostly prose), so every document
 * holds both.
 */
export function benchDocuments(size = 2048): string[] {
  const hand = HAND_LABELLED.map((m, i) => parseMarkup(`h${i}`, m).text);
  const generated = generateCorpus().map((d) => d.text);
  const parts: string[] = [];
  for (const [i, g] of generated.entries()) parts.push(g, hand[i % hand.length]!);
  const all = parts.join("\n\n");
  const docs: string[] = [];
  let start = 0;
  while (start < all.length) {
    let end = Math.min(all.length, start + size);
    if (end < all.length) {
      const space = all.lastIndexOf(" ", end);
      if (space > start + size / 2) end = space;
    }
    docs.push(all.slice(start, end));
    start = end;
  }
  return docs.filter((d) => d.length >= size / 2);
}
