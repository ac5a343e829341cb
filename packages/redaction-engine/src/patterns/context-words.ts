/**
 * True when one of `words` (lower-case, compared on word boundaries) occurs in the `window`
 * characters before `start`. Used to accept weak shapes (a bare 9-digit SSN) and to reject
 * ambiguous ones (`version 1.2.3.4`).
 */
export function hasWordBefore(text: string, start: number, words: readonly string[], window = 32): boolean {
  const before = text.slice(Math.max(0, start - window), start).toLowerCase();
  for (const word of words) {
    let at = before.lastIndexOf(word);
    while (at >= 0) {
      const prev = before.charCodeAt(at - 1);
      const next = before.charCodeAt(at + word.length);
      if (!isWordCode(prev) && !isWordCode(next)) return true;
      at = at > 0 ? before.lastIndexOf(word, at - 1) : -1;
    }
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
