/**
 * True when one of `words` (lower-case, compared on word boundaries) occurs in the `window`
 * characters before `start`. Used to accept weak shapes (a bare 9-digit SSN) and to reject
 * ambiguous ones (`version 1.2.3.4`).
 */
export function hasWordBefore(text: string, start: number, words: readonly string[], window = 32): boolean {
  return wordPattern(words).test(text.slice(Math.max(0, start - window), start).toLowerCase());
}

// One regex per word list (the lists are module constants): any of the words with no Latin letter,
// mark or digit on either side (`v` is no word of `vào`; scripts written without spaces, `电话号码`,
// have no such edge). A regex tries every word at every position, as a loop over the words with
// lastIndexOf would, in one pass over the window.
const WORD_PATTERNS = new WeakMap<readonly string[], RegExp>();
function wordPattern(words: readonly string[]): RegExp {
  let pattern = WORD_PATTERNS.get(words);
  if (!pattern) {
    const alternation = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    pattern = new RegExp(
      `(?<![\\p{Script=Latin}\\p{M}0-9])(?:${alternation})(?![\\p{Script=Latin}\\p{M}0-9])`,
      "u",
    );
    WORD_PATTERNS.set(words, pattern);
  }
  return pattern;
}

/** ASCII letters and digits: the characters that glue two tokens together. */
export function isWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}
