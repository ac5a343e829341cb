import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { NON_NAME_WORDS, ORG_HEADS, ORG_SUFFIXES, STOP_WORDS } from "./word-lists.js";

// A name written in capitals on a line of its own: the top of a CV (`ANANYA VENKATARAMAN`,
// `CHIDINMA OKORO ("Grace") — Software Engineer`) or a signature (`RAGHAV MALHOTRA`). Two to
// four words of capitals, then the line's end or a separator (a bracket, a dash, `|`, `·`, `,`).
// A title before the name (`MR GARETH LLEWELLYN-HUGHES`, a card statement's holder) stays outside.
const CAPS_LINE =
  /[ \t]*(?:(?:MR|MRS|MS|MISS|MX|DR)\.?[ \t]+)?(\p{Lu}[\p{Lu}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{Lu}\p{M}'’-]*){1,3})[ \t]*(?=$|\r?\n|[(|·,]|[—–-][ \t])/uy;
// Only lines starting with a space or a character that is not a lower-case ASCII letter, digit or
// punctuation reach the pattern.
const MAY_START_CAPS = /[ \tA-Z\u00C0-\uFFFF]/;

/**
 * PERSON spans for capital-letter name lines. Every word must be neither an ordinary word, a
 * place, a title nor an organisation word (`CURRICULUM VITAE`, `WORK EXPERIENCE`, `ACME LTD` are
 * not names), and one word at least a known name or spelled by an address below (a CV's header).
 */
export function findCapsNameLines(
  text: string,
  detector: string,
  g: Pick<Gazetteer, "commonWords" | "places" | "organizations">,
  names: NameWords,
): Finding[] {
  const found: Finding[] = [];
  for (let at = 0, lineEnd = 0; at < text.length; at = lineEnd + 1) {
    lineEnd = text.indexOf("\n", at);
    if (lineEnd < 0) lineEnd = text.length;
    if (!MAY_START_CAPS.test(text[at] ?? "")) continue;
    CAPS_LINE.lastIndex = at;
    const m = CAPS_LINE.exec(text);
    if (!m) continue;
    const name = m[1]!;
    const lowers = name.toLowerCase().split(/[ \t]/);
    if (lowers.some((w) => !nameWord(w, g))) continue;
    const known = lowers.some((w) => w.split(/[-'’]/).some((p) => p.length > 2 && names.isName(p)));
    if (!known && !spelledInAddress(lowers, text.slice(m.index + m[0].length, m.index + 400))) continue;
    const start = m.index + m[0].indexOf(name);
    found.push({
      start,
      end: start + name.length,
      type: EntityType.PERSON,
      confidence: 0.75,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  }
  return found;
}

/** An e-mail address or profile link nearby spells one of the words (`ananya.venkat@…`, `/in/raghav-…`). */
function spelledInAddress(lowers: readonly string[], after: string): boolean {
  const lower = after.toLowerCase();
  return lowers.some((w) => {
    if (w.length < 4 || !/^\p{L}+$/u.test(w)) return false;
    for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) {
      const token =
        /[^\s<>()·,;|]*$/u.exec(lower.slice(Math.max(0, at - 40), at))![0] +
        lower.slice(at, at + 60).split(/[\s<>()·,;|]/u)[0];
      if (token.includes("@") || token.includes("/in/")) return true;
    }
    return false;
  });
}

function nameWord(w: string, g: Pick<Gazetteer, "commonWords" | "places" | "organizations">): boolean {
  if (w.length < 2) return false;
  return !(
    g.commonWords.has(w) ||
    g.places.has(w) ||
    g.organizations.has(w) ||
    STOP_WORDS.has(w) ||
    NON_NAME_WORDS.has(w) ||
    ORG_SUFFIXES.has(w) ||
    ORG_HEADS.has(w)
  );
}
