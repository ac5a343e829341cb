import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { isWordCode } from "./context-words.js";

// What a URL is made of: anything but whitespace, quotes and brackets that delimit it in prose,
// and the scripts written without spaces (CJK, kana, Hangul, Thai, full-width forms), which glue
// the sentence to the link (`詳細はexample.com/abcを参照`).
const URL_CHARS = String.raw`[^\s<>"'\x60{}|\\^«»“”‘’\u0e00-\u0e7f\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]`;
const CANDIDATE = new RegExp(String.raw`(?:https?:\/\/|ftp:\/\/|www\.)${URL_CHARS}+`, "gi");
const TRAILING = /[.,;:!?'"*]+$/;

/** Drops sentence punctuation and unbalanced closing brackets from the end of a URL. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, "");
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
  ] as const) {
    while (url.endsWith(close) && count(url, open) < count(url, close))
      url = url.slice(0, -1).replace(TRAILING, "");
  }
  return url;
}

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n++;
  return n;
}

/** http(s) URLs and `www.` hosts. The host must have a dot and a letter TLD to be valid. */
export function findUrls(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    if (isWordCode(text.charCodeAt(start - 1))) continue;
    const url = trimUrl(m[0]);
    const host = /^(?:[a-z]+:\/\/)?(?:[^@/]*@)?([^/:?#]+)/i.exec(url)?.[1] ?? "";
    const valid =
      /^(?:[a-z0-9-]+\.)+[a-z]{2,24}$/i.test(host) ||
      /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) ||
      /^localhost$/i.test(host);
    found.push({
      start,
      end: start + url.length,
      type: EntityType.URL,
      confidence: valid ? 0.99 : 0,
      detector,
      verdict: valid ? "valid" : "invalid",
      normalized: url.replace(
        /^([a-z]+:\/\/)?([^/?#]+)/i,
        (_all, scheme: string | undefined, h: string) => (scheme ?? "").toLowerCase() + h.toLowerCase(),
      ),
    });
  }
  for (const f of findBareHosts(text, detector)) found.push(f);
  return found;
}

// `github.com/larsj`, `status.example.io`, `münchen.de`, `пример.рф`: a host without a scheme. Its
// labels (letters of the scripts written with spaces: Latin with diacritics, Greek, Cyrillic),
// then what may follow. Label length (63, DNS's limit) and count are bounded so that a long word
// or a long dotted run costs a bounded amount of backtracking per position: linear overall.
const L = "a-z0-9\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff";
const LABEL = `[${L}](?:[${L}-]{0,61}[${L}])?`;
export const BARE = new RegExp(
  `${LABEL}(?:\\.${LABEL}){0,8}\\.([a-z\\u0400-\\u04ff]{2,24})(?![${L}-])((?::\\d{2,5})?\\/${URL_CHARS}*)?`,
  "giu",
);
// A character that would make the match part of a longer label, address or path; a CJK or Thai
// letter before a host is a sentence without spaces, not part of it.
const LABEL_OR_JOINER = new RegExp(`[${L}@./:_-]`, "iu");
// Scanning a text with BARE tries every position of every word and reads each time to the word's
// end. A host's first label, though, runs up to a dot: BARE is tried once per run of label
// characters that ends in a dot (LABEL_DOT finds the dots, a walk back the run's start). After
// that dot BARE reads a label or a TLD, which start with a label character: a dot followed by
// anything else (the end of a sentence) cannot begin a host, and is passed over without a walk.
const LABEL_DOT = new RegExp(`[${L}]\\.(?=[${L}])`, "giu");
const LABEL_CHAR = new RegExp(`[${L}-]`, "iu");
const BARE_HERE = new RegExp(BARE.source, "iuy");

/**
 * The matches of BARE, the same as `text.matchAll(BARE)`. In a run before a dot, BARE's first
 * label is the rest of the run and what follows is read alike from every start, so only the first
 * start that can begin a label of at most 63 characters needs trying. A match ends before a
 * character that cannot be in a label, so the scan never resumes inside a run.
 */
export function* bareHosts(text: string): Generator<RegExpExecArray> {
  LABEL_DOT.lastIndex = 0;
  for (let found = LABEL_DOT.exec(text); found; found = LABEL_DOT.exec(text)) {
    const dot = found.index + 1;
    let start = found.index;
    while (start > 0 && inLabel(text, start - 1)) start--;
    start = Math.max(start, dot - 63);
    while (text.charCodeAt(start) === 45) start++; // a label starts with a letter or digit
    BARE_HERE.lastIndex = start;
    const m = BARE_HERE.exec(text);
    if (m) {
      yield m;
      LABEL_DOT.lastIndex = start + m[0].length;
    }
  }
}

/** Whether the code unit at `i` is one of BARE's label characters (`[L-]`, case-insensitive). */
function inLabel(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? isWordCode(c) || c === 45 : LABEL_CHAR.test(text[i]!);
}

// Top-level domains that a bare host may end in without a path. Country codes that are also common
// file extensions (md, sh, py, rs, pl, ps, cs, js-like) or English words (is, to, so, no, at) are
// left out: `README.md` is a file, `done.today` a missing space.
const WEB_TLDS = new Set(
  (
    "com net org io dev app ai co me tv info biz xyz studio tech cloud online site shop blog page " +
    "design art agency digital media email link space website photo photography travel tools " +
    "software systems network works zone club team pro name " +
    // Public bodies and the generic domains of services, shops and scams (`identitytheft.gov`,
    // `canadapost-redelivery.help`); not `today`, `life`, `live` or `world`, as often a lost space.
    "gov edu mil int help store news health clinic bank insurance finance legal academy school " +
    "services solutions support group global center company ltd inc gmbh social games fit " +
    "uk de fr nl es it ch be se dk fi ie pt cz gr ru ua in jp kr cn tw hk sg au nz br mx ar cl za ng ke " +
    "ae il tr th vn id my ph eu us ca lu lt lv ee hu ro bg hr si sk rs ma eg sa qa pk bd lk np pe ve uy " +
    "ec cr gt pa kz uz ge az by md al mk ba cy mt jo lb kw om bh tn dz gh tz ug rw et " +
    "рф рус укр бел срб"
  ).split(" "),
);
const FILE_EXTENSIONS = new Set(
  "md sh py rs pl ps cs js ts go rb php html htm json yaml yml xml pdf doc docx xls xlsx csv txt log png jpg jpeg gif svg zip gz tar exe dll so ini cfg conf".split(
    " ",
  ),
);

// Country codes that are also file extensions: a host when a path follows whose first segment is
// no file name (`notion.so/acme`, `sklep.firma.pl/koszyk`; not `start.sh/stop.sh`).
const COUNTRY_CODE_EXTENSIONS = new Set(["md", "sh", "py", "rs", "pl", "ps", "so"]);
// ... or alone, right after a word that announces a web address (`Wyniki online: wyniki.lab.pl`,
// `Website: acme.so`): a file is not introduced so.
const WEB_WORD_BEFORE =
  /(?:^|[^\p{L}])(?:online|web|website|webseite|site|portal|homepage|internet|strona(?: www)?|witryna|url)\s*[:：-]?\s*$/iu;

/**
 * Hosts written without a scheme. With a path (`github.com/larsj`) any letter TLD that is not a
 * file extension will do; alone, the TLD must be a common web or country domain and the host
 * must not be part of an e-mail address, a dotted version (`v1.2`) or a longer word.
 */
function findBareHosts(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  for (const m of bareHosts(text)) {
    const start = m.index;
    const before = text[start - 1];
    if (before !== undefined && (LABEL_OR_JOINER.test(before) || isWordCode(text.charCodeAt(start - 1))))
      continue;
    const tld = m[1]!.toLowerCase();
    const path = m[2];
    if (text[start + m[0].length] === "@") continue;
    if (
      FILE_EXTENSIONS.has(tld) &&
      !(
        COUNTRY_CODE_EXTENSIONS.has(tld) &&
        (path
          ? !/^\/[^/]*\./.test(trimUrl(path))
          : WEB_WORD_BEFORE.test(text.slice(Math.max(0, start - 24), start)))
      )
    )
      continue;
    // Alone, a host is written in lower case: `Amazon.com` is a company, `M.Tech` a degree.
    if (!path && ((!WEB_TLDS.has(tld) && !COUNTRY_CODE_EXTENSIONS.has(tld)) || /[A-Z]/.test(m[0]))) continue;
    if (/^www\./i.test(m[0])) continue; // taken by the scheme pass
    const url = trimUrl(m[0]);
    const host = url.split("/")[0]!;
    // A host needs a letter in its first label (`1.2.3` and `2.5mg` are not hosts).
    if (!/\p{L}/u.test(host.split(".")[0]!)) continue;
    found.push({
      start,
      end: start + url.length,
      type: EntityType.URL,
      confidence: path ? 0.9 : 0.8,
      detector,
      verdict: "valid",
      normalized: host.toLowerCase() + url.slice(host.length),
    });
  }
  return found;
}
