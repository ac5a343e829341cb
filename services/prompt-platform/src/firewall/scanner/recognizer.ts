import type { Finding, Severity } from "./finding.js";
import { ruleInfo } from "./rule-catalog.js";
import { type FoldedView, foldText } from "./text-fold.js";

/** One text being scanned; the folded view is computed once, on first use. */
export class ScanContext {
  #folded: FoldedView | undefined;
  constructor(readonly text: string) {}
  get folded(): FoldedView {
    this.#folded ??= foldText(this.text);
    return this.#folded;
  }
}

/** A detector behind one interface (Presidio's recognizers): the rules it reports and a scan. */
export interface Recognizer {
  readonly name: string;
  readonly ruleIds: readonly string[];
  scan(ctx: ScanContext): Finding[];
}

/** A pattern rule as data: a regex, an optional cheap pre-check, required context, and a validator. */
export interface PatternSpec {
  ruleId: string;
  /** Must have the `g` flag (and `d` when `group` is set). */
  pattern: RegExp;
  /** The capture group that is the finding (default: the whole match). */
  group?: number;
  /** Skip the regex unless this is true (a substring every match contains). */
  prefilter?: (text: string) => boolean;
  /** One of these words must occur within `window` characters before the match. */
  context?: { words: RegExp; window: number };
  /** false drops the match; a severity replaces the rule's own. */
  validate?: (match: RegExpExecArray, text: string) => boolean | Severity;
}

export function finding(ruleId: string, start: number, end: number, severity?: Severity): Finding {
  const info = ruleInfo(ruleId);
  return { ruleId, category: info.category, severity: severity ?? info.severity, start, end };
}

/** True when `words` matches in the `window` characters before `start`. */
export function contextBefore(text: string, start: number, words: RegExp, window: number): boolean {
  return words.test(text.slice(Math.max(0, start - window), start));
}

export function patternRecognizer(name: string, specs: readonly PatternSpec[]): Recognizer {
  return {
    name,
    ruleIds: [...new Set(specs.map((s) => s.ruleId))],
    scan({ text }) {
      const out: Finding[] = [];
      for (const spec of specs) {
        if (spec.prefilter && !spec.prefilter(text)) continue;
        const re = spec.pattern;
        re.lastIndex = 0;
        for (let m = re.exec(text); m; m = re.exec(text)) {
          if (m[0].length === 0) {
            re.lastIndex++;
            continue;
          }
          const [start, end] =
            spec.group !== undefined && m.indices?.[spec.group]
              ? m.indices[spec.group]!
              : [m.index, m.index + m[0].length];
          if (spec.context && !contextBefore(text, start, spec.context.words, spec.context.window)) continue;
          const verdict = spec.validate ? spec.validate(m, text) : true;
          if (verdict === false) continue;
          out.push(finding(spec.ruleId, start, end, verdict === true ? undefined : verdict));
        }
      }
      return out;
    },
  };
}
