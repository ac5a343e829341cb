import type { Finding } from "./finding.js";
import {
  DISCUSSION_CUES,
  INJECTION_PATTERNS,
  type InjectionPattern,
  REFUSAL_SUPPRESSION,
  ROLE_SETUP,
} from "./injection-patterns.js";
import { finding, type Recognizer, type ScanContext } from "./recognizer.js";
import { compactView, type FoldedView, foldPattern, foldText, originalSpan } from "./text-fold.js";

interface Compiled extends InjectionPattern {
  re: RegExp;
}

const COMPILED: Compiled[] = INJECTION_PATTERNS.map((p) => ({
  ...p,
  re: new RegExp(p.view === "raw" ? p.source : foldPattern(p.source), p.flags ?? "gu"),
}));

/** Co-occurring halves of injection.jailbreak_roleplay must lie within this many folded characters. */
const ROLEPLAY_WINDOW = 600;
/** Base64 runs at least this long are decoded and scanned again. */
const MIN_BASE64 = 24;

const isBase64Char = (c: number) =>
  (c >= 0x41 && c <= 0x5a) || // A-Z
  (c >= 0x61 && c <= 0x7a) || // a-z
  (c >= 0x30 && c <= 0x39) || // 0-9
  c === 0x2b || // +
  c === 0x2f || // /
  c === 0x5f || // _
  c === 0x2d; // -

/**
 * The spans [start, end) of `/[A-Za-z0-9+/_-]{24,}={0,2}/g`: runs of base64 (or base64url) characters
 * at least MIN_BASE64 long, with up to two `=` of padding. A loop over the character codes rather
 * than the regex: on prose, the regex tries every position inside every word and cost a fifth of the
 * whole scan of a 2 KB prompt; this looks at each character once.
 */
export function base64Runs(text: string): [number, number][] {
  const runs: [number, number][] = [];
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!isBase64Char(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && isBase64Char(text.charCodeAt(end))) end++;
    if (end - i >= MIN_BASE64) {
      const limit = Math.min(n, end + 2);
      while (end < limit && text.charCodeAt(end) === 0x3d) end++;
      runs.push([i, end]);
    }
    i = end;
  }
  return runs;
}

function matchAll(re: RegExp, text: string, each: (start: number, end: number) => void) {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    each(m.index, m.index + m[0].length);
  }
}

/** The phrase rules over the three views of one text. */
function phraseFindings(text: string, words: FoldedView): Finding[] {
  const out: Finding[] = [];
  let compact: FoldedView | undefined;
  for (const p of COMPILED) {
    if (p.view === "raw") {
      matchAll(p.re, text, (start, end) => out.push(finding(p.ruleId, start, end)));
    } else if (p.view === "words") {
      matchAll(p.re, words.text, (from, to) => {
        if (p.check && !p.check(words.text, from, to)) return;
        const { start, end } = originalSpan(words, from, to);
        out.push(finding(p.ruleId, start, end));
      });
    } else {
      compact ??= compactView(words);
      const view = compact;
      matchAll(p.re, view.text, (from, to) => {
        const { start, end } = originalSpan(view, from, to);
        // Only what the spaced view missed ("ig-nore", "ignore\u200Ball previous").
        if (!out.some((f) => f.ruleId === p.ruleId && f.start < end && start < f.end))
          out.push(finding(p.ruleId, start, end));
      });
    }
  }
  out.push(...roleplayFindings(words));
  return out;
}

/** A role-play set-up and refusal suppression close together. */
function roleplayFindings(words: FoldedView): Finding[] {
  const setups: [number, number][] = [];
  const suppressions: [number, number][] = [];
  matchAll(ROLE_SETUP, words.text, (s, e) => setups.push([s, e]));
  if (setups.length === 0) return [];
  matchAll(REFUSAL_SUPPRESSION, words.text, (s, e) => suppressions.push([s, e]));
  for (const [s1, e1] of setups) {
    for (const [s2, e2] of suppressions) {
      if (Math.abs(s2 - s1) <= ROLEPLAY_WINDOW) {
        const { start, end } = originalSpan(words, Math.min(s1, s2), Math.max(e1, e2));
        return [finding("injection.jailbreak_roleplay", start, end)];
      }
    }
  }
  return [];
}

const TAG_RUN = /[\u{E0020}-\u{E007E}]{4,}/gu;
const RLO_RUN = /\u202E([^\u202A-\u202E\u2066-\u2069]{4,})/g;

/**
 * Hidden or disguised text decoded and scanned again: base64 that decodes to mostly printable text,
 * Unicode tag characters read as the ASCII they shadow, text after a right-to-left override read
 * backwards, and rot13 when the text mentions it.
 */
function encodedFindings(text: string): Finding[] {
  const out: Finding[] = [];
  const scanDecoded = (decoded: string, start: number, end: number) => {
    if (phraseFindings(decoded, foldText(decoded)).length > 0)
      out.push(finding("injection.encoded_payload", start, end));
  };
  if (/[\uDB40]/.test(text)) {
    TAG_RUN.lastIndex = 0;
    for (let m = TAG_RUN.exec(text); m; m = TAG_RUN.exec(text)) {
      const ascii = [...m[0]].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join("");
      scanDecoded(ascii, m.index, m.index + m[0].length);
    }
  }
  if (text.includes("\u202E")) {
    RLO_RUN.lastIndex = 0;
    for (let m = RLO_RUN.exec(text); m; m = RLO_RUN.exec(text))
      scanDecoded([...m[1]!].reverse().join(""), m.index, m.index + m[0].length);
  }
  if (text.length >= MIN_BASE64) {
    for (const [start, end] of base64Runs(text)) {
      const run = text.slice(start, end);
      if (!/[A-Z]/.test(run) || !/[a-z]/.test(run)) continue;
      const decoded = Buffer.from(run.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
      if (decoded.length < 12 || !mostlyPrintable(decoded)) continue;
      scanDecoded(decoded, start, end);
    }
  }
  if (/\brot[\s-]?13\b|caesar/i.test(text)) {
    const rotated = rot13(text);
    for (const f of phraseFindings(rotated, foldText(rotated)))
      out.push(finding("injection.encoded_payload", f.start, f.end));
  }
  return out;
}

function mostlyPrintable(s: string): boolean {
  let printable = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c === 0x0d || c === 0x09) printable++;
  }
  return printable / s.length >= 0.9;
}

function rot13(s: string): string {
  return s.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= "Z" ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Spans in quotes ("…", “…”, «…», ‘…’, `…`) or fenced code blocks: where a text quotes rather than says. */
function quotedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const re =
    /```[\s\S]*?(?:```|$)|"[^"\n]{1,2000}"|“[^”]{1,2000}”|«[^»]{1,2000}»|‘[^’]{1,2000}’|`[^`\n]{1,2000}`|(?<![\w])'[^'\n]{1,2000}'(?![\w])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * An injection phrase quoted inside a text that discusses attacks ("how do we detect 'ignore previous
 * instructions'?") is reported as injection.quoted_mention (low, allowed by default) instead.
 */
function demoteQuoted(text: string, findings: Finding[]): Finding[] {
  if (findings.length === 0) return findings;
  const spans = quotedSpans(text);
  if (spans.length === 0) return findings;
  let outside = text;
  for (const [s, e] of spans) outside = outside.slice(0, s) + " ".repeat(e - s) + outside.slice(e);
  if (!DISCUSSION_CUES.test(outside)) return findings;
  return findings.map((f) =>
    spans.some(([s, e]) => s <= f.start && f.end <= e)
      ? finding("injection.quoted_mention", f.start, f.end)
      : f,
  );
}

/**
 * Prompt injection and jailbreak phrasing, robust to case, spacing, punctuation between letters,
 * zero-width characters, leetspeak, full-width and look-alike letters, base64 and rot13.
 */
export const injectionRecognizer: Recognizer = {
  name: "injection",
  ruleIds: [
    ...new Set([
      ...INJECTION_PATTERNS.map((p) => p.ruleId),
      "injection.jailbreak_roleplay",
      "injection.encoded_payload",
      "injection.quoted_mention",
    ]),
  ],
  scan(ctx: ScanContext) {
    const found = [...phraseFindings(ctx.text, ctx.folded), ...encodedFindings(ctx.text)];
    return demoteQuoted(ctx.text, found);
  },
};
