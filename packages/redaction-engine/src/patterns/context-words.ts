/**
 * True when one of `words` (lower-case, compared on word boundaries) occurs in the `window`
 * characters before `start`. Used to accept weak shapes (a bare 9-digit SSN) and to reject
 * ambiguous ones (`version 1.2.3.4`).
 */
export function hasWordBefore(text: string, start: number, words: readonly string[], window = 32): boolean {
  const before = text.slice(Math.max(0, start - window), start).toLowerCase();
  return matchesAfter(NO_LATIN_BEFORE, wordPattern(words), before);
}

// One regex per word list (the lists are module constants): any of the words with no Latin letter,
// mark or digit on either side (`v` is no word of `vào`; scripts written without spaces, `电话号码`,
// have no such edge). A regex tries every word at every position, as a loop over the words with
// lastIndexOf would, in one pass over the window. The edge before is checked apart (matchesAfter).
const NO_LATIN_BEFORE = /(?<![\p{Script=Latin}\p{M}0-9])/uy;
const WORD_PATTERNS = new WeakMap<readonly string[], RegExp>();
function wordPattern(words: readonly string[]): RegExp {
  let pattern = WORD_PATTERNS.get(words);
  if (!pattern) {
    const alternation = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    pattern = new RegExp(`(?:${alternation})(?![\\p{Script=Latin}\\p{M}0-9])`, "gu");
    WORD_PATTERNS.set(words, pattern);
  }
  return pattern;
}

/**
 * Whether `pattern` (global) matches in `text` where the zero-width `edge` (sticky: a look-behind)
 * holds, as one regex of `edge` then `pattern` would: that regex tries its look-behind at every
 * position (most of its cost, as it keeps the engine from skipping to a pattern's first
 * characters); here it is read only where the pattern matches, the scan resuming one character later.
 */
export function matchesAfter(edge: RegExp, pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    edge.lastIndex = m.index;
    if (edge.test(text)) return true;
    // A whole character on: inside a surrogate pair a Unicode regex would start at the pair again.
    pattern.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return false;
}

/** ASCII letters and digits: the characters that glue two tokens together. */
export function isWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}
