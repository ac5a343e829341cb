import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { allMatches, triggeredMatches } from "./sticky-scan.js";
import { STOP_WORDS } from "./word-lists.js";

/**
 * Legal forms written after the name, by country (longest first where one contains another).
 * US/UK/IE Inc. LLC Ltd Limited PLC LLP Corp.; DE/AT/CH GmbH (& Co. KG) AG KG SE UG e.V.; FR SA SAS
 * SARL SASU; ES S.L. S.A.; IT S.p.A. S.r.l.; NL/BE B.V. N.V.; SE/FI/NO/DK AB Oy Oyj Abp AS ASA A/S
 * ApS; PL sp. z o.o.; CZ/SK s.r.o. a.s.; HU Kft. Zrt. Nyrt.; PT/BR Lda. Ltda.; MX S.A.B. de C.V.
 * S.A. de C.V. S. de R.L.; TR A.Ş.; IN Pvt. Ltd.; MY/SG Sdn Bhd Bhd Pte. Ltd.; AU/ZA (Pty) Ltd Pty Ltd;
 * AE PJSC FZE FZCO; IL B.M.; ID Tbk; RO S.R.L.; GR A.E. (Latin or Greek letters); TH Co., Ltd.; JP K.K.;
 * HR/SI d.o.o. d.d.; BG EOOD OOD EAD; EE OÜ; IS hf. ehf.; US N.A. (national banks); NL U.A.; CL Limitada
 * (issue 22) PE S.A.C. S.A.A.; BG/RS AD; BE SPRL SRL BVBA VZW ASBL; PL sp.k. sp.j.; DE KGaA OHG eG;
 * SE HB KB; LV SIA; LT UAB; GR Ι.Κ.Ε. Ε.Π.Ε. Ο.Ε.; MY Berhad; IN Private Limited; RU/KZ JSC; GCC
 * W.L.L.; EG S.A.E.; TR AŞ; US Corporation Incorporated PLLC L.P.; CL SpA; CZ spol. s r.o.;
 * LU S.à r.l.; US P.C. (professional corporations); PK (Pvt.) Ltd.; AT eGen (co-operatives);
 * PL s.c. (civil partnerships); DE VVaG (mutual insurers)
 */
const FORMS = [
  String.raw`GmbH\s?[&+]\s?Co\.?\s?KG`,
  String.raw`S\.A\.B\. de C\.V\.`,
  String.raw`S\.A\. de C\.V\.`,
  String.raw`S\. de R\.L\.(?: de C\.V\.)?`,
  String.raw`[Ss]p\. z o\.o\.(?:,? sp\. ?[kj]\.)?`,
  String.raw`spol\. s r\.o\.`,
  "Private Limited",
  String.raw`Ι\.Κ\.Ε\.`,
  String.raw`Ε\.Π\.Ε\.`,
  String.raw`Ο\.Ε\.`,
  String.raw`W\.L\.L\.`,
  "S\\.A\\.[ACE]\\.",
  "sp\\. ?[kj]\\.",
  String.raw`Co\.,? Ltd\.?`,
  String.raw`\(Pty\) Ltd\.?`,
  String.raw`Pty\.? Ltd\.?`,
  String.raw`Pte\.? Ltd\.?`,
  String.raw`\(Pvt\.?\) Ltd\.?`,
  String.raw`Pvt\.? Ltd\.?`,
  String.raw`S\.à r\.l\.`,
  String.raw`P\.C\.`,
  String.raw`Sdn\.? Bhd\.?`,
  String.raw`Ltd\.? Şti\.?`,
  "S\\.p\\.A\\.",
  "S\\.r\\.l\\.",
  "S\\.R\\.L\\.",
  "S\\.L\\.U?\\.?",
  "S\\.A\\.S?\\.?",
  "s\\.r\\.o\\.",
  "s\\.c\\.",
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
  "Corporation",
  "Incorporated",
  "Berhad",
  "KGaA",
  "VVaG",
  "OHG",
  "eGen",
  "eG",
  "PLLC",
  "L\\.P\\.",
  "SPRL",
  "BVBA",
  "VZW",
  "ASBL",
  "SRL",
  "SpA",
  "AŞ",
  "AD",
  "HB",
  "KB",
  "SIA",
  "UAB",
  "JSC",
  "WLL",
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
].join("|");
const SUFFIX = new RegExp(String.raw`(?=[,\s])(?<=[\p{L}\p{N}.)»"”'’]),?\s(${FORMS})(?![\p{L}\p{N}])`, "uy");
// Where SUFFIX can start, found without the u flag (every form is written in BMP letters).
const SUFFIX_TRIGGER = new RegExp(String.raw`,?\s(?:${FORMS})`, "g");
// Forms written before the name: PT (Indonesia), SIA (Latvia), UAB (Lithuania), ООО/ПАО/АО/ЗАО/ОАО
// (Russia), ТОВ/ТзОВ/ПАТ/ПрАТ/АТ/КП/КНП (Ukraine; КНП a municipal non-profit, often a clinic), ТОО (Kazakhstan), ОДО (Belarus), Công ty TNHH/Cổ phần
// (Vietnam), บริษัท … จำกัด (Thailand, whose name ends at the closing form).
const PREFIX_FORMS =
  "PT|SIA|UAB|ООО|ПАО|ОАО|ЗАО|АО|ТОВ|ТзОВ|ПАТ|ПрАТ|АТ|КНП|КП|ТОО|ОДО|Công ty (?:TNHH|Cổ phần|CP)(?: MTV)?|บริษัท";
const PREFIX = new RegExp(String.raw`(?<![\p{L}\p{N}])(${PREFIX_FORMS})\s`, "uy");
const PREFIX_TRIGGER = new RegExp(String.raw`(?:${PREFIX_FORMS})\s`, "g");
// The closing half of a Thai company name, public companies with `(มหาชน)`.
const THAI_CLOSE = /จำกัด(?: ?\(มหาชน\))?/u;
// Korean and Japanese bank-notation forms before the name: (주)/㈜ 주식회사, (유) 유한회사, カ) 株式会社.
const CJK_PREFIX = /(?<![\p{L}ー])(?:\(주\)|㈜|\(유\)|[(（]?[カユ][)）])[ ]?/uy;
const CJK_PREFIX_TRIGGER = /\(주\)|㈜|\(유\)|[(（]?[カユ][)）]/g;
// Korean particles attached to a name (`(주)한결로지스에서`), never part of it.
const HANGUL_PARTICLE = /(?:에서|에게|으로|의|은|는|을|를)$/u;
// East Asian forms, attached to the name or one space away: 株式会社 (JP), 주식회사 (KR), 有限公司 (CN).
// Literals only (no u flag needed, and scanning without it is quicker).
const CJK_FORM = /株式会社|合同会社|有限会社|주식회사|유한회사|股份有限公司|有限公司/g;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const CJK_NAME_CHAR = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}ー]/u;
// Hiragana particles end a Japanese name read backwards (`…の`, `…は`), and Chinese prepositions
// and the copula a Chinese one (`我在…有限公司工作`, `这是…有限公司`).
const PARTICLE = /[のはがをにでとへもや在于从向给对是由被把]/u;
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
  for (const m of triggeredMatches(SUFFIX_TRIGGER, SUFFIX, text)) {
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
    // A name made only of ordinary words is still a name when it has two (`Capital One, N.A.`),
    // or when a comma sets the form apart from it (`Indeed, Inc.`).
    const name = text.slice(first, m.index).trim();
    const commaSet = m[0].startsWith(",") && /^\p{Lu}/u.test(name) && !STOP_WORDS.has(name.toLowerCase());
    // …or when it is one capitalised word inside a sentence (`Data Scientist, Systems Limited`,
    // `shares of Target Corporation`): at a sentence's start it is more often an ordinary word.
    const inSentence =
      /^\p{Lu}[\p{L}\p{M}]+$/u.test(name) &&
      !STOP_WORDS.has(name.toLowerCase()) &&
      /[\p{L}\p{N},;]\s*$/u.test(text.slice(Math.max(0, first - 3), first)) &&
      !/(?:^|\n)\s*$/.test(text.slice(Math.max(0, first - 3), first));
    if (start === m.index && (/\S\s+\S/.test(name) || commaSet || inSentence)) start = first;
    // `in 1200 AD`, `512 KB`: numbers alone name nothing; nor does a lower-case word left alone
    // once an ordinary capitalised word before it is dropped (`Die neue GmbH`).
    const kept = text.slice(start, m.index);
    const lowerAlone =
      /^[\p{Ll}\p{M}]+(?:\s|$)/u.test(kept) && !/-/.test(text.slice(Math.max(0, first - 20), m.index));
    if (/\p{L}/u.test(kept) && !lowerAlone) found.push(org(text, start, formEnd, 0.9, detector));
  }
  for (const m of triggeredMatches(PREFIX_TRIGGER, PREFIX, text)) {
    const nameStart = m.index + m[0].length;
    const end =
      m[1] === "บริษัท"
        ? thaiNameEnd(text, nameStart)
        : nameEndAfter(text, nameStart, m[1]!.startsWith("Công"));
    if (end > nameStart) found.push(org(text, m.index, end, 0.88, detector));
  }
  for (const m of triggeredMatches(CJK_PREFIX_TRIGGER, CJK_PREFIX, text)) {
    const nameStart = m.index + m[0].length;
    let end = nameStart;
    while (end < text.length && CJK_NAME_CHAR.test(text[end]!) && end - nameStart < 16) end++;
    const name = text.slice(nameStart, end);
    const particle = HANGUL_PARTICLE.exec(name);
    if (particle && name.length - particle[0].length >= 2) end -= particle[0].length;
    if (end - nameStart >= 2) found.push(org(text, m.index, end, 0.88, detector));
  }
  for (const m of allMatches(CJK_FORM, text)) {
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
      // A lower-case second word after a capitalised one (`Česká spořitelna, a.s.`,
      // `Zagrebačka banka d.d.`): names in languages that capitalise only their first word.
      else if (words === 0 && /^\p{Ll}[\p{L}\p{M}]{2,}$/u.test(word) && text[k - 1] === " ") {
        const before = /[\p{Lu}][\p{L}\p{M}]*$/u.exec(text.slice(Math.max(0, k - 41), k - 1))?.[0];
        if (before && k - 1 - before.length >= 0 && !/[\p{L}\p{N}]/u.test(text[k - 2 - before.length] ?? ""))
          start = k - 1 - before.length;
      }
      break;
    }
    if (!JOINERS.has(word)) start = k;
    words++;
    i = k;
  }
  return start;
}

/**
 * A Thai company name runs from `บริษัท` to its closing `จำกัด` on the same line (Thai puts spaces
 * between phrases, not words, so the next space may be deep in the next clause); without the
 * closing form, the one phrase after `บริษัท`.
 */
function thaiNameEnd(text: string, from: number): number {
  const line = text.slice(from, from + 80).split("\n")[0]!;
  const close = THAI_CLOSE.exec(line);
  if (close) return from + close.index + close[0].length;
  return from + (/^[^\s,.()]*/u.exec(line)?.[0].length ?? 0);
}

/**
 * Walks forward over up to MAX_WORDS capitalised words or a quoted name (`«Северный ветер»`).
 * Vietnamese names (`lowerBetween`) capitalise only some words: a lower-case word is taken when
 * a capitalised one follows it (`Công ty TNHH Điện máy Sài Gòn`).
 */
function nameEndAfter(text: string, from: number, lowerBetween = false): number {
  if (text[from] === "«" || text[from] === '"' || text[from] === "“") {
    const close = text.slice(from + 1, from + 60).search(/[»"”]/);
    return close >= 0 ? from + close + 2 : from;
  }
  let end = from;
  let i = from;
  for (let words = 0; words < MAX_WORDS; words++) {
    CAPITALISED_WORD.lastIndex = i;
    let m = CAPITALISED_WORD.exec(text);
    if (!m && lowerBetween && words > 0) {
      LOWER_WORD.lastIndex = i;
      const lower = LOWER_WORD.exec(text);
      CAPITALISED_WORD.lastIndex = i + (lower?.[0].length ?? 0);
      m = lower && text[CAPITALISED_WORD.lastIndex] === " " ? lower : null;
      if (m) {
        i += m[0].length + 1;
        continue;
      }
    }
    if (!m) break;
    end = i + m[0].length;
    if (text[end] !== " ") break;
    i = end + 1;
  }
  return end;
}

const CAPITALISED_WORD = /[\p{Lu}\p{Lo}][\p{L}\p{M}\p{N}.&'-]*/uy;
const LOWER_WORD = /\p{Ll}[\p{L}\p{M}]*/uy;

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
