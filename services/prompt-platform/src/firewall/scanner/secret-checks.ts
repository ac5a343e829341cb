/** Plausibility checks that tell a credential from a placeholder, a template or a marked fake. */

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const PLACEHOLDER =
  /example|sample|dummy|fake|placeholder|your[_-]?(?:api[_-]?)?(?:key|token|secret)|redacted|changeme|replace[_-]?me|insert[_-]?|xxxx|\*{3}|\.{3}|…|<[^>]*>|\$\{|\{\{|%s|test[_-]?key|not[_-]?real|abcdef123|1234567890abcdef|0123456789/i;

/** A documentation or template value rather than a credential: "sk-xxxx…", "<your key>", "AKIA…EXAMPLE". */
export function looksLikePlaceholder(token: string): boolean {
  return PLACEHOLDER.test(token) || /(.)\1{5,}/.test(token);
}

const FAKE_MARKER =
  /\b(?:fake|dummy|example|sample|placeholder|not (?:a )?real|redacted|mock(?:ed)?|for (?:tests?|testing) only|test fixture)\b/i;

/**
 * The line holding [start, end), or the line above it (a comment), says the value is fake:
 * "# fake key for the tests", "// example only". Code with fake keys marked as such is not reported.
 */
export function markedAsFake(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const prevStart = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 2) + 1 : lineStart;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd === -1) lineEnd = text.length;
  const around = text.slice(prevStart, start) + " " + text.slice(end, lineEnd);
  return FAKE_MARKER.test(around);
}

/** Counts upper-case letters, lower-case letters and digits present (0-3). */
export function charClasses(s: string): number {
  return (/[a-z]/.test(s) ? 1 : 0) + (/[A-Z]/.test(s) ? 1 : 0) + (/\d/.test(s) ? 1 : 0);
}
