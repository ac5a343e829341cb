import { HONORIFICS } from "../entities/word-lists.js";
import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";

// A name or organisation span that is an abbreviation rather than a name: an honorific alone
// (`Dr.`), one letter of a cased script (`T 36.8`, a temperature; a Han or Hangul character may be
// a surname), or a short word in a dotted or hyphenated abbreviation (`Pat.-Nr.`, `Univ.-Prof.`,
// `M.Sc.`). A name's own dot is followed by a space (`Pat. Smith`), and a handle's (`fergal.ryan`,
// `jo.smith`) has more than two letters before it.
const SHORT_WORD = /^\p{L}{1,4}$/u;
const CASED_LETTER = /^[\p{Lu}\p{Ll}]$/u;
// One or two letters and a dot right before the span, after no letter: `M.` of `M.Sc.`.
const INITIALS_BEFORE = /(?:^|[^\p{L}])\p{L}{1,2}\.$/u;

/** `spans` without PERSON and ORG spans that are abbreviations. */
export function dropAbbreviationSpans(text: string, spans: readonly Finding[]): Finding[] {
  return spans.filter((f) => !abbreviation(text, f));
}

function abbreviation(text: string, f: Finding): boolean {
  if (f.type !== EntityType.PERSON && f.type !== EntityType.ORG) return false;
  const value = text.slice(f.start, f.end);
  const word = value.endsWith(".") ? value.slice(0, -1) : value;
  if (!SHORT_WORD.test(word)) return false;
  if (CASED_LETTER.test(word) || (f.type === EntityType.PERSON && HONORIFICS.has(word.toLowerCase())))
    return true;
  const hyphenAfterDot = value.endsWith(".") ? text[f.end] === "-" : text.startsWith(".-", f.end);
  return hyphenAfterDot || INITIALS_BEFORE.test(text.slice(Math.max(0, f.start - 4), f.start));
}
