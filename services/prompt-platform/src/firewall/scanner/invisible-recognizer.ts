import type { Finding } from "./finding.js";
import { finding, type Recognizer } from "./recognizer.js";

const TAGS = /[\u{E0000}-\u{E007F}]+/gu;
/** 🏴 + tag letters/digits + CANCEL TAG: the flags of England, Scotland, Wales and other subdivisions. */
const FLAG_TAG_SEQUENCE = /^[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,7}\u{E007F}$/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]+/g;
const ZERO_WIDTH = /[\u200B\u2060-\u2064\u180E\uFEFF]+/g;
const JOINERS = /[\u200C\u200D]+/g;
const VARIATION_RUN = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]{2,}/gu;
const LATIN = /[A-Za-z]/;

function runs(text: string, re: RegExp, ruleId: string, keep: (m: RegExpExecArray) => boolean = () => true) {
  const out: Finding[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (keep(m)) out.push(finding(ruleId, m.index, m.index + m[0].length));
  }
  return out;
}

/**
 * Characters a reader cannot see but a model reads: Unicode tags (ASCII smuggling), bidi controls
 * (Trojan Source), zero-width characters inside words, and variation-selector runs (data hidden
 * after an emoji). Legitimate uses stay quiet: emoji ZWJ sequences, ZWNJ in Persian or Indic
 * scripts, a single emoji presentation selector, a leading byte-order mark, subdivision flags.
 */
export const invisibleRecognizer: Recognizer = {
  name: "invisible",
  ruleIds: [
    "invisible.tag_characters",
    "invisible.bidi_control",
    "invisible.zero_width",
    "invisible.variation_selectors",
  ],
  scan({ text }) {
    // Fast path: everything this recognizer looks for is outside ASCII and Latin-1.
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: lone variation selectors are what this class must find
    if (!/[\u180E\u200B-\u200D\u202A-\u202E\u2060-\u2069\uFE00-\uFE0F\uFEFF\uDB40]/.test(text)) return [];
    return [
      ...runs(text, TAGS, "invisible.tag_characters", (m) => {
        const before = text.codePointAt(m.index - 2);
        return !(before === 0x1f3f4 && FLAG_TAG_SEQUENCE.test(m[0]));
      }),
      ...runs(text, BIDI, "invisible.bidi_control"),
      ...runs(text, ZERO_WIDTH, "invisible.zero_width", (m) => !(m.index === 0 && m[0] === "\uFEFF")),
      ...runs(
        text,
        JOINERS,
        "invisible.zero_width",
        (m) => LATIN.test(text[m.index - 1] ?? "") && LATIN.test(text[m.index + m[0].length] ?? ""),
      ),
      ...runs(text, VARIATION_RUN, "invisible.variation_selectors"),
    ];
  },
};
