import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { STOP_WORDS } from "./word-lists.js";

/**
 * Legal forms written after the name, by country (longest first where one contains another).
 * US/UK/IE Inc. LLC Ltd Limited PLC LLP Corp.; DE/AT/CH GmbH (& Co. KG) AG KG SE UG e.V.; FR SA SAS
 * SARL SASU; ES S.L. S.A.; IT S.p.A. S.r.l.; NL/BE B.V. N.V.; SE/FI/NO/DK AB Oy Oyj Abp AS ASA A/S
 * ApS; PL sp. z o.o.; CZ/SK s.r.o. a.s.; HU Kft. Zrt. Nyrt.; PT/BR Lda. Ltda.; MX S.A.B. de C.V.
 * S.A. de C.V. S. de R.L.; TR A.Ş.; IN Pvt. Ltd.; MY/SG Sdn Bhd Bhd Pte. Ltd.; AU/ZA (Pty) Ltd Pty Ltd;
 * AE PJSC FZE FZCO; IL B.M.; ID Tbk; RO S.R.L.; GR A.E. (Latin or Greek letters); TH Co., Ltd.; JP K.K.;
 * HR/SI d.o.o. d.d.; BG EOOD OOD EAD; EE OÜ; IS hf. ehf.; US N.A. (national banks); NL U.A.; CL Limitada
 */
const SUFFIX = new RegExp(
  String.raw`(?=[,\s])(?<=[\p{L}\p{N}.)»"”'’]),?\s(` +
    [
      String.raw`GmbH\s?[&+]\s?Co\.?\s?KG`,
      String.raw`S\.A\.B\. de C\.V\.`,
      String.raw`S\.A\. de C\.V\.`,
      String.raw`S\. de R\.L\.(?: de C\.V\.)?`,
      String.raw`sp\. z o\.o\.`,
      String.raw`Co\.,? Ltd\.?`,
      String.raw`\(Pty\) Ltd\.?`,
      String.raw`Pty\.? Ltd\.?`,
      String.raw`Pte\.? Ltd\.?`,
      String.raw`Pvt\.? Ltd\.?`,
      String.raw`Sdn\.? Bhd\.?`,
      String.raw`Ltd\.? Şti\.?`,
      "S\\.p\\.A\\.",
      "S\\.r\\.l\\.",
      "S\\.R\\.L\\.",
      "S\\.L\\.U?\\.?",
      "S\\.A\\.S?\\.?",
      "s\\.r\\.o\\.",
      "a\\.s\\.",
      "B\\.V\\.",
      "N\\.V\\.",
      "B\\.M\\.",
      "A\\.Ş\\.",
      "A\\.E\\.",
      "Α\\.Ε\\.",
      "d\\.o\\.o\\.",
      "d\\.d\\.",
      "N\\.A\\.",
      "U\\.A\\.",
      "e?hf\\.",
      "K\\.K\\.",
      "e\\.V\\.",
      "A\\/S",
      "Kft\\.",
      "Zrt\\.",
      "Nyrt\\.",
      "Ltda\\.?",
      "Lda\\.?",
      "Inc\\.?",
      "Corp\\.?",
      "Ltd\\.?",
      "Limited",
      "Limitada",
      "EOOD",
      "OOD",
      "EAD",
      "OÜ",
      "LLC",
      "LLP",
      "PLC",
      "plc",
      "GmbH",
      "AG",
      "KG",
      "SE",
      "UG",
      "SASU",
      "SARL",
      "SAS",
      "SA",
      "SL",
      "BV",
      "NV",
      "AB",
      "Oyj",
      "Oy",
      "Abp",
      "ASA",
      "AS",
      "ApS",
      "PJSC",
      "FZE",
      "FZCO",
      "Tbk",
      "Bhd",
    ].join("|") +
    String.raw`)(?![\p{L}\p{N}])`,
  "gu",
);
// Forms written before the name: PT (Indonesia), SIA (Latvia), UAB (Lithuania), ООО/ПАО/АО/ЗАО/ОАО (Russia), บริษัท (Thailand).
const PREFIX = /(?<![\p{L}\p{N}])(PT|SIA|UAB|ООО|ПАО|ОАО|ЗАО|АО|บริษัท)\s/gu;
// East Asian forms, attached to the name or one space away: 株式会社 (JP), 주식회사 (KR), 有限公司 (CN).
const CJK_FORM = /株式会社|合同会社|有限会社|주식회사|股份有限公司|有限公司/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const CJK_NAME_CHAR = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}ー]/u;
// Hiragana particles end a Japanese name read backwards (`…の`, `…は`).
const PARTICLE = /[のはがをにでとへもや]/u;
// A word of a name before a legal form: capitalised in any cased script, a number, or a joining
// word (`de`, `van`, `&`), a brand with an inner capital (`mBank`, `eBay`); lower-case brand words
// only right before the form (`dm-drogerie markt`).
const NAME_WORD =
  /^(?:[\p{Lu}\p{N}«"“][\p{L}\p{M}\p{N}.'’&»"”-]*|\p{Ll}{1,2}\p{Lu}[\p{L}\p{M}\p{N}.'’&-]*|de|del|la|du|des|le|of|and|&|\+|e|y)$/u;
// Not `von`/`van` in lower case: `Rechnung von Brandstätter GmbH` is far more common than a
// company with a lower-case particle in its name.
const JOINERS = new Set(["de", "del", "la", "du", "des", "le", "of", "and", "&", "+", "e", "y"]);
const MAX_WORDS = 6;
const FORM_WORDS = new Set(
  "inc corp ltd limited llc llp plc gmbh ag kg se sa sas sarl sl bv nv ab oy oyj abp as asa aps pjsc tbk bhd spa srl sro kft zrt nyrt lda ltda limitada eood ood ead oü hf ehf doo".split(
    " ",
  ),
);

/**
 * Organisations named with a legal form, in Latin, Cyrillic, Thai and East Asian scripts. The
 * form is part of the span (it is part of the name); honorifics and sentence words never are,
 * because only capitalised words (or joining words between them) are taken before the form.
 */
export function findLegalFormOrgs(
  text: string,
  detector: string,
  commonWords: ReadonlySet<string> = new Set(),
): Finding[] {
  const found: Finding[] = [];
  for (const m of text.matchAll(SUFFIX)) {
    const formStart = m.index + m[0].indexOf(m[1]!);
    const formEnd = m.index + m[0].length;
    const first = nameStartBefore(text, m.index);
    let start = first;
    // Leading ordinary words (`The`, `Salary`) and joining words are not part of the name.
    for (;;) {
      const word = /^\S+(?:\s+|$)/.exec(text.slice(start, m.index))?.[0];
      const bare = word?.trim().toLowerCase();
      // A one-letter word is an article or a conjunction (Greek `Η`, Spanish `Y`), not a name.
      const article = bare !== undefined && /^\p{L}$/u.test(bare);
      if (!word || !bare || !(article || commonWords.has(bare) || STOP_WORDS.has(bare) || JOINERS.has(bare)))
        break;
      start += word.length;
    }
    // A name made only of ordinary words is still a name when it has two (`Capital One, N.A.`).
    if (start === m.index && /\S\s+\S/.test(text.slice(first, m.index).trim())) start = first;
    if (start < m.index) found.push(org(text, start, formEnd, 0.9, detector));
    else if (/^[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text.slice(formStart))) continue;
  }
  for (const m of text.matchAll(PREFIX)) {
    const nameStart = m.index + m[0].length;
    const end = nameEndAfter(text, nameStart);
    if (end > nameStart) found.push(org(text, m.index, end, 0.88, detector));
  }
  for (const m of text.matchAll(CJK_FORM)) {
    const formEnd = m.index + m[0].length;
    // Before: the script run the form is attached to (or one space away).
    let start = m.index;
    let i = text[start - 1] === " " ? start - 1 : start;
    while (i > 0 && CJK_NAME_CHAR.test(text[i - 1]!) && !PARTICLE.test(text[i - 1]!) && start - i < 16) i--;
    if (i < start && i < (text[start - 1] === " " ? start - 1 : start)) start = i;
    // After: a name written after the form (株式会社ネクストリンク, 주식회사 한빛소프트).
    let end = formEnd;
    let j = text[end] === " " ? end + 1 : end;
    const from = j;
    while (j < text.length && CJK_CHAR.test(text[j]!) && j - from < 16) j++;
    if (start === m.index && j > from) end = j;
    if (start < m.index || end > formEnd) found.push(org(text, start, end, 0.9, detector));
  }
  return found;
}

/** Walks back over up to MAX_WORDS name words (one space or a hyphen between them, on one line). */
function nameStartBefore(text: string, at: number): number {
  let start = at;
  let words = 0;
  let i = at;
  while (words < MAX_WORDS) {
    let j = i;
    while (j > 0 && text[j - 1] === " ") j--;
    if (j === i && i !== at) break;
    let k = j;
    while (k > 0 && /[^\s,;:()[\]|·—–]/u.test(text[k - 1]!)) k--;
    const word = text.slice(k, j);
    // Another organisation's legal form ends the name (`Acme Inc. and Contoso Ltd.`).
    if (words > 0 && FORM_WORDS.has(word.replace(/[.,]/g, "").toLowerCase())) break;
    if (word === "" || !NAME_WORD.test(word) || (i - j > 2 && words > 0)) {
      // Lower-case brand words right before the form: `dm-drogerie markt GmbH`.
      if (
        words === 0 &&
        /^[\p{Ll}][\p{L}\p{M}.-]*$/u.test(word) &&
        /-/.test(text.slice(Math.max(0, k - 20), k))
      )
        start = k;
      break;
    }
    if (!JOINERS.has(word)) start = k;
    words++;
    i = k;
  }
  return start;
}

/** Walks forward over up to MAX_WORDS capitalised words or a quoted name (`«Северный ветер»`). */
function nameEndAfter(text: string, from: number): number {
  if (text[from] === "«" || text[from] === '"' || text[from] === "“") {
    const close = text.slice(from + 1, from + 60).search(/[»"”]/);
    return close >= 0 ? from + close + 2 : from;
  }
  let end = from;
  let i = from;
  for (let words = 0; words < MAX_WORDS; words++) {
    const m = /^[\p{Lu}\p{Lo}][\p{L}\p{M}\p{N}.&'-]*/u.exec(text.slice(i));
    if (!m) break;
    end = i + m[0].length;
    if (text[end] !== " ") break;
    i = end + 1;
  }
  return end;
}

function org(text: string, start: number, end: number, confidence: number, detector: string): Finding {
  return {
    start,
    end,
    type: EntityType.ORG,
    confidence,
    detector,
    verdict: "unvalidated",
    normalized: normalizeName(text.slice(start, end)),
  };
}
