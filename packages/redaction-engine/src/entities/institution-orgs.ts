import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { namedJoinedBank } from "./joined-bank-names.js";
import { allMatches, firstCharacterScan } from "./sticky-scan.js";
import { NON_NAME_WORDS, STOP_WORDS } from "./word-lists.js";

// Organisations with no legal form are named by an institution word (decision 0041): a hospital,
// university, bank, foundation, ministry, agency, council. The word is found with one cheap
// regex per script family; the name around it is then walked word by word, so each hit costs
// only its own few words and the stage stays linear in the text.

// Latin-script heads, capitalised. The English ones are also ordinary words in headings
// (`Bank Transfer`, `Council Tax`), so a name directly after them must not be an ordinary word.
const ENGLISH_HEADS =
  "Hospital|Hospitals|Clinic|Infirmary|University|College|Institute|Bank|Foundation|Ministry|Agency|Council|Trust|Charity|Society|Association|Academy|Center|Centre|Library|Authority|Union|Pharmacy|Pharmacies|" +
  // Issue 22: general practices, hotels, co-operatives and health insurers and practices named
  // with two words (`Pennington Lane Surgery`, `Northshore Primary Care`, `Desert Sky Health Plan`).
  "Surgery|Hotel|Cooperative|Co-operative|Health Plan|Primary Care|Family Medicine|Medical Group|Health System";
// Heads that are also the name of a department or a kind when an adjective stands before them
// (`Orthopaedic Surgery`, `Internal Medicine`, `Boutique Hotel`).
const KIND_HEADS = new Set("Surgery Hotel Cooperative Co-operative Primary Care Family Medicine".split(" "));
const ADJECTIVE_ENDING = /(?:ic|al|ar|ive|ary|ous|ed|ing|ique)$/;
const OTHER_HEADS =
  "Klinikum|Klinik|Kliniken|Clinique|Clínica|Clinica|Hôpital|Hôpitaux|Ospedale|Ziekenhuis|Krankenhaus|Spital|Universität|Universidad|Universidade|Università|Université|Universiteit|Uniwersytet|Univerzita|Hochschule|Institut|Instituto|Istituto|Banco|Banque|Banca|Sparkasse|Volksbank|Raiffeisenbank|Stiftung|Fondation|Fundación|Fundação|Fondazione|Stichting|Ministerio|Ministère|Ministerium|Agentur|Agence|Agencia|Akademie|Académie" +
  // Issue 22 (decision 0048): savings banks and health insurers, town halls and utilities, Nordic
  // universities and hospitals, French university hospitals (CHU), compound German heads.
  "|Caja|Caixa|Caisse|Sparebanken|Sparbanken|Sparekassen|Krankenkasse|Gesundheitskasse|Stadtwerke|Ayuntamiento|Prefeitura|Municipalidad|Gemeente|Mairie|Universitetet|Universitet|Högskolan|Høgskolen|Politechnika|Politecnico|Sykehus|Sjukhus|CHU|CHRU|Landesklinikum|Kantonsspital|Sanatorio|Hospices|Handwerkskammer|Ärztekammer" +
  // Issue 22: Central European hospitals, offices and co-operatives; Vietnamese and Filipino banks
  // and hospitals; Turkish names, whose head comes last (`Dokuz Eylül Üniversitesi`); shops and
  // eateries named by their trade (`Bäckerei Sommer`, `Osteria Tre Gigli`).
  "|Nemocnice|Nemocnica|Szpital|Przychodnia|Urząd|Spółdzielnia|Bolnica|Kórház|Poliklinika|Ngân hàng|Bệnh viện|Đại học|Siêu thị|Bangko|Ospital|Üniversitesi|Hastanesi|Bankası|Belediyesi|Vakfı|Osteria|Trattoria|Ristorante|Boulangerie|Bäckerei|Apotheke|Farmacia|Drogaria|Praxis|Gemeinde|Kommune|Landkreis|Crédit|Mutuelle|Cabinet" +
  // Schools, and health centres named with several words (`Centro de Saúde de Chaves`).
  "|Collège|Colegio|Escuela|Escola|Lycée|Liceo|Förskolan|Skolan|Terveysasema|Terveyskeskus|Unidade Local de Saúde|Centro de Saúde|Centro de Salud|Centre Hospitalier";
// Without the u flag (faster to scan): the heads are BMP literals, and a following Latin letter
// or combining mark ends the match as \p{L}\p{M} would for Latin text.
const LATIN_HEAD = new RegExp(
  String.raw`(?<![A-Za-z0-9_\u00C0-\u024F\u1E00-\u1EFF])(?:${ENGLISH_HEADS}|${OTHER_HEADS})(?![A-Za-z\u00C0-\u024F\u0300-\u036F\u1E00-\u1EFF])`,
  "g",
);
// The scan `text.matchAll(LATIN_HEAD)` makes, run from the first four characters a match can start with.
const LATIN_HEAD_SCAN = firstCharacterScan(LATIN_HEAD, "", 4);
/** The patterns scanned from their first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { LATIN_HEAD } as const;
// German, Nordic and Dutch join the head to a word before it (`Basellandschaftliche Kantonalbank`,
// `Länssjukhuset Ryhov`), and Nordic, Finnish, Czech and Croatian write a municipality, hospital or
// school after its place or name, in lower case (`Tranemo kommun`, `Solrosens förskola`, `Městská
// nemocnice`). The compound alone, with no name word beside it, is a kind, not a name. Found by
// their endings (literals, scanned without the u flag), then read back to the word's start.
const JOINED_END =
  /(?:bank|kasse|klinikum|klinik|praxis|sjukhuset|sjukhus|sjukehuset|sjukehus|sykehuset|sykehus|sairaala|spital|schule|kommune|kommun|terveyskeskus|yliopisto|universitet|egyetem|kaupunki|förskolan|förskola|nemocnice|nemocnica|bolnica|centar)(?![A-Za-z\u00C0-\u024F])/g;
// Endings that stand as a lower-case word of their own or end one (`kommun`, `keskussairaala`).
const LOWER_HEAD =
  /^(?:\p{Ll}[\p{Ll}-]*)?(?:kommun|kommune|sairaala|terveyskeskus|yliopisto|universitet|kaupunki|sjukhuset|sjukhus|sjukehus|sykehus|förskolan|förskola|nemocnice|nemocnica|bolnica|centar)$/u;
const JOINED_WORD = /^\p{Lu}[\p{Ll}\p{M}-]{2,}$/u;
const MAX_JOINED = 40;
const ROMANCE_ADJECTIVE = /^\p{Ll}{3,}(?:ale|aire|ique|ien|ienne|elle|ano|ana|ico|ica|ario|aria|ense|ile)$/u;
const JOINED_THINGS = /^(?:Daten|Werk|Sitz|Sand|Park|Blut|Samen|Fahr|Ladenk|Kranken|Gesundheits|Sparkasse)/;
const HEAD_WORD = new RegExp(String.raw`^(?:${ENGLISH_HEADS}|${OTHER_HEADS})$`, "u");
const ENGLISH = new Set(ENGLISH_HEADS.split("|"));
// Joining words between the head and the name after it (`University of Toronto`, `Universidad de
// Buenos Aires`, `Ospedale San Raffaele di Milano`); `the` only after another joiner.
const JOINERS = new Set(
  "of for de del della di des du der für the la las los le van voor do da dos das i am im zum zur w ng".split(
    " ",
  ),
);
// Words before the head that belong to the name even though they are ordinary words.
const NAME_ADJECTIVES = new Set(
  "royal general national central city state federal memorial county regional community international st st. saint sainte children's women's university teaching district".split(
    " ",
  ),
);
// Words that make `Bank …` or `Council …` a heading or a thing rather than a name.
const HEADING_WORDS = new Set(
  "holiday holidays transfer transfers account accounts details statement fee fees charges tax meeting policy code name number branch card loan records staff team visit appointment approval address reference holder sort swift iban update course courses fee fees year level program programme review board approval application form forms portal login website".split(
    " ",
  ),
);
// Words that make `… Center` or `… Union` a kind of place, not a name (`Data Centre`, `Call Center`).
const KIND_WORDS = new Set(
  "call help data service services shopping business contact visitor visitors conference training support customer fitness garden credit student students trade".split(
    " ",
  ),
);
// A capitalised word of a name, possessive and abbreviation included (`St.`, `Vincent's`).
const CAP_WORD = /^[\p{Lu}][\p{L}\p{M}'’.-]*$/u;
const MAX_WORDS = 5;

/**
 * ORG spans named by an institution word, in Latin, CJK, Hangul, Cyrillic, Greek, Arabic, Hebrew,
 * Thai and Devanagari scripts. Leading articles, prepositions, elided articles (`l'Hôpital`) and
 * attached particles (`서울대학교병원에서`) are never part of the span; `of X` and `de X` are.
 */
export function findInstitutionOrgs(
  text: string,
  detector: string,
  commonWords: ReadonlySet<string> = new Set(),
): Finding[] {
  const found: Finding[] = [];
  const push = (start: number, end: number, confidence = 0.93) =>
    found.push({
      start,
      end,
      type: EntityType.ORG,
      confidence,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(text.slice(start, end)),
    });
  let lastEnd = -1;
  for (const m of latinHeads(text)) {
    if (m.index < lastEnd) continue;
    const span = latinInstitution(text, m.index, m.end, commonWords);
    if (span) {
      push(span[0], span[1]);
      lastEnd = span[1];
    }
  }
  // One scan says whether any script but Latin is present; most texts hold none.
  if (!BEYOND_LATIN.test(text)) return found;
  for (const [re, group] of NON_LATIN) {
    if (!re.prefilter.test(text)) continue;
    for (const m of allMatches(re.pattern, text)) {
      const name = m[group]!;
      const start = m.index + m[0].indexOf(name);
      if (re.reject?.test(name)) continue;
      push(start, start + name.length, 0.9);
    }
  }
  return found;
}

/** Institution words of Latin script, whole and joined, in text order. */
function* latinHeads(text: string): Generator<{ index: number; end: number }> {
  const joined = joinedHeads(text);
  let next = 0;
  for (const m of LATIN_HEAD_SCAN(text)) {
    while (next < joined.length && joined[next]!.index < m.index) yield joined[next++]!;
    yield { index: m.index, end: m.index + m[0].length };
  }
  while (next < joined.length) yield joined[next++]!;
}

/** Heads joined to a word before them, or lower-case heads; each read back at most MAX_JOINED characters. */
function joinedHeads(text: string): { index: number; end: number }[] {
  const heads: { index: number; end: number }[] = [];
  for (const m of allMatches(JOINED_END, text)) {
    const end = m.index + m[0].length;
    let k = m.index;
    while (k > 0 && m.index - k < MAX_JOINED && /[\p{L}\p{M}-]/u.test(text[k - 1]!)) k--;
    const word = text.slice(k, end);
    if (k > 0 && /[\p{L}\p{M}-]/u.test(text[k - 1]!)) continue;
    const joinedToName = JOINED_WORD.test(word) && word.length > m[0].length + 2 && !JOINED_THINGS.test(word);
    if (joinedToName || LOWER_HEAD.test(word)) heads.push({ index: k, end });
  }
  return heads;
}

function latinInstitution(
  text: string,
  headStart: number,
  headEnd: number,
  common: ReadonlySet<string>,
): [number, number] | undefined {
  // Backward: capitalised words (`St.`, `Vincent's`, `Leeds City`) on the same line.
  const before: [number, number][] = [];
  let i = headStart;
  while (before.length < MAX_WORDS && text[i - 1] === " ") {
    let k = i - 1;
    while (k > 0 && !/[\s,;:()[\]|/"“”]/u.test(text[k - 1]!)) k--;
    const word = text.slice(k, i - 1);
    // `Carvalho & Costa Bank`: a joined name is walked over the ampersand.
    if ((word === "&" || word === "and") && before.length > 0 && CAP_WORD.test(wordBefore(text, k))) {
      i = k;
      continue;
    }
    if (!CAP_WORD.test(word) || /[.!?]$/.test(word.replace(/^(?:St|Dr|Mt)\.$/, ""))) break;
    before.unshift([k, i - 1]);
    i = k;
  }
  // Leading articles, greetings and ordinary words are not part of the name, unless they are the
  // kind of word institutions are named with (`Royal`, `General`, `St.`).
  while (before.length > 0) {
    const lower = text
      .slice(before[0]![0], before[0]![1])
      .toLowerCase()
      .replace(/['’]s$/, "");
    // Demonyms (`Indian Institute of Science`, `American Hospital`) belong to the name.
    const demonym = /(?:ian|ese|ish|can|ch)$/.test(lower);
    if (
      NAME_ADJECTIVES.has(lower) ||
      demonym ||
      !(STOP_WORDS.has(lower) || common.has(lower) || NON_NAME_WORDS.has(lower))
    )
      break;
    before.shift();
  }
  // Forward: joiners then capitalised words (`of Toronto`, `de Buenos Aires`, `Rechts der Isar`).
  let end = headEnd;
  let words = 0;
  let j = headEnd;
  const head = text.slice(headStart, headEnd);
  let sawJoiner = false;
  let afterOf = false;
  let adjective = false;
  while (words < MAX_WORDS && text[j] === " ") {
    const m = /^[^\s,;:()[\]|/"“”]+/u.exec(text.slice(j + 1, j + 40));
    if (!m) break;
    const word = m[0].replace(/[.!?]$/, "");
    const lower = word.toLowerCase();
    if (JOINERS.has(lower) && word === lower && (lower !== "the" || afterOf)) {
      sawJoiner = true;
      afterOf = lower === "of" || lower === "for";
      j += 1 + m[0].length;
      continue;
    }
    // One lower-case Romance adjective right after the head, kept only when a name follows it
    // (`Clinique médicale Plateau-Mont-Royal`, `Ospedale civile di Lodi`).
    if (
      !adjective &&
      words === 0 &&
      !sawJoiner &&
      !ENGLISH.has(head) &&
      word === lower &&
      ROMANCE_ADJECTIVE.test(word)
    ) {
      adjective = true;
      j += 1 + m[0].length;
      continue;
    }
    // Another institution starts here (`Universidad de X and the Universität Wien`).
    // `Caisse d'Épargne`, `Crédit Maritime de l'Estuaire`: an elided article joins a name word.
    if (!CAP_WORD.test(word.replace(/^[dl]['’]/, "")) || HEAD_WORD.test(word) || STOP_WORDS.has(lower)) break;
    afterOf = false;
    // English heads and a name already before the head take a following word only after a joiner.
    const direct = !sawJoiner && words === 0;
    if (direct && ENGLISH.has(head) && (before.length > 0 || common.has(lower) || HEADING_WORDS.has(lower)))
      break;
    words++;
    end = j + 1 + word.length;
    j += 1 + m[0].length;
    if (word !== m[0]) break;
  }
  const start = before.length > 0 ? before[0]![0] : headStart;
  // A lower-case head (`kommun`) names an organisation only after its place.
  if (before.length === 0 && /^\p{Ll}/u.test(head)) return undefined;
  // `Aalto-yliopisto`: a name hyphenated to a lower-case head is a name on its own.
  if (end === headEnd && !/^\p{Lu}\p{Ll}+-\p{Ll}/u.test(head) && !namedJoinedBank(head)) {
    // `University Hospital`, `City Council`, `Children's Hospital`: a kind, not a name.
    const generic = before.every(([a, b]) => {
      const lower = text
        .slice(a, b)
        .toLowerCase()
        .replace(/['’]s$/, "");
      return (
        NAME_ADJECTIVES.has(lower) ||
        KIND_WORDS.has(lower) ||
        (KIND_HEADS.has(head.split(" ")[0]!) && ADJECTIVE_ENDING.test(lower)) ||
        common.has(lower) ||
        HEAD_WORD.test(text.slice(a, b))
      );
    });
    if (generic) return undefined;
  }
  return [start, end];
}

/** The word ending just before `at` (after one space), or "". */
function wordBefore(text: string, at: number): string {
  let k = at - 1;
  while (k > 0 && !/\s/u.test(text[k - 1]!)) k--;
  return text[at - 1] === " " ? text.slice(k, at - 1) : "";
}

const BEYOND_LATIN =
  /[\u0370-\u03FF\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7A3]/;

interface ScriptPattern {
  readonly prefilter: RegExp;
  readonly pattern: RegExp;
  readonly reject?: RegExp;
}

// Chinese and Japanese: a Han or katakana run ending in an institution word, cut after the last
// function character (`在`, `的`) or kana particle before it: `我在中国银行开了账户` -> `中国银行`.
const CJK_HEADS =
  "医院|病院|大学|銀行|银行|学院|研究所|研究院|基金会|財団|财团|委员会|委員会|クリニック|" +
  // Issue 22: credit unions and farmers' associations, clinics and pharmacies, convenience stores,
  // couriers and makers (`北陸中央信用金庫`, `鹿谷鄉農會`, `好鄰居超商`, `东邦精機`).
  "信用金庫|信用組合|信用社|農會|农会|農協|診所|诊所|藥局|薬局|药房|超商|快递|快遞|物流|精機|精机|電機|工業|工业";
const CJK_STOPS =
  "在于從从到去来來向给給的了是我你他她们們与與及被把对對为為将將由往至跟让讓请請这這那该該此";
const CJK: ScriptPattern = {
  prefilter: new RegExp(CJK_HEADS),
  pattern: new RegExp(
    String.raw`(?:^|[^\p{Script=Han}\p{Script=Katakana}ー]|[${CJK_STOPS}])((?:(?![${CJK_STOPS}])[\p{Script=Han}\p{Script=Katakana}ー]){2,14}?(?:${CJK_HEADS})(?:[\p{Script=Han}]{0,8}(?:${CJK_HEADS}))?)`,
    "gu",
  ),
  // The institution word alone, or a generic kind of one (`大学病院` university hospital).
  reject: new RegExp(
    String.raw`^[家个個所间間]|^(?:${CJK_HEADS}|大学病院|大学医院|综合医院|總合病院|総合病院|动物医院|動物病院|本大学|该大学|人民医院)$`,
  ),
};

// Korean: a Hangul word ending in an institution word, with the case particle after it left out.
const KOREAN_HEADS =
  "대학교병원|대학병원|병원|의원|대학교|대학|은행|재단|협회|연구소|연구원|학교|보험|증권|카드|" +
  // Issue 22: online banks and credit unions, couriers, pharmacies, bakeries (`토스뱅크`, `새누리신협`, `한진택배`).
  "뱅크|신협|금고|택배|약국|치과|베이커리|제과";
const KOREAN: ScriptPattern = {
  prefilter:
    /병원|의원|대학|은행|재단|협회|연구|학교|보험|증권|카드|뱅크|신협|금고|택배|약국|치과|베이커리|제과/,
  pattern: new RegExp(
    String.raw`(?<!\p{Script=Hangul})(\p{Script=Hangul}{2,10}?(?:${KOREAN_HEADS}))(?=에서|에게|에는|에|의|은|는|이|가|을|를|과|와|으로|로|도|만|까지|부터|[\s.,!?)"'”]|$)`,
    "gu",
  ),
  reject:
    /^(?:대학병원|종합병원|동물병원|치과병원|한방병원|요양병원|대학교병원|시중은행|중앙은행|저축은행|인터넷은행|지방은행|우리 은행|인터넷뱅크|편의점택배|신용카드|체크카드|자동차보험|건강보험|실손보험|고등학교|중학교|초등학교|대학원|대학교|대학|개인병원|큰병원|이병원|그병원|다른병원)$/,
};

// Cyrillic: capitalised adjectives before a lower-case head (`Московский государственный
// университет`, `Городская больница № 5`), or a capitalised head before the name (`Банк ВТБ`).
const RU_HEADS =
  "университет|больница|поликлиника|клиника|банк|институт|академия|фонд|министерство|агентство|колледж|госпиталь|лицей";
const RU_ADJECTIVE = String.raw`[\p{Script=Cyrillic}-]*(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)`;
const RU_DETERMINERS =
  "(?:Наш|Наша|Наше|Ваш|Ваша|Этот|Эта|Это|Мой|Моя|Твой|Какой|Какая|Который|Которая|Любой|Другой|Другая|Каждый|Каждая|Новый|Новая|Старый|Старая|Хороший|Хорошая|Большой|Большая|Другие|Такой|Такая)";
const CYRILLIC: ScriptPattern = {
  prefilter:
    /университет|больниц|поликлиник|клиник|[бБ]анк|институт|академи|[фФ]онд|[мМ]инистерств|агентств|колледж|госпитал|лице/u,
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{M}])((?:(?!${RU_DETERMINERS}\s)\p{Lu}${RU_ADJECTIVE}\s(?:${RU_ADJECTIVE}\s){0,3}(?:${RU_HEADS})(?:\s(?:№\s?\d+|имени(?:\s\p{Lu}[\p{Script=Cyrillic}.]*){1,3}))?)|(?:Банк|Фонд|Министерство|Университет|Институт|Больница|Клиника|Агентство)(?:\s(?:\p{Lu}[\p{L}-]*|«[^»]{1,40}»)){1,3}|[«"][^»"]{1,40}[»"]\s?(?:банк|Банк)|\p{Lu}[\p{Script=Cyrillic}]*-?[бБ]анк)(?![\p{L}\p{M}])`,
    "gu",
  ),
  reject: /^(?:Банк|Банка|Банку|Банком|Банке)$/u,
};

// Greek: a capitalised head with capitalised words around it (`Νοσοκομείο Ευαγγελισμός`,
// `Εθνική Τράπεζα της Ελλάδος`).
const GREEK: ScriptPattern = {
  prefilter: /Νοσοκομε|Πανεπιστ|Τράπεζα|Κλινική|Ίδρυμα|Υπουργε/u,
  pattern:
    /(?<![\p{L}\p{M}])((?:\p{Lu}[\p{Script=Greek}]+\s){0,2}(?:Νοσοκομείο|Πανεπιστήμιο|Τράπεζα|Κλινική|Ίδρυμα|Υπουργείο)(?:\s(?:της|του|των)?\s?\p{Lu}[\p{Script=Greek}]+){0,3})(?![\p{L}\p{M}])/gu,
  reject: /^(?:Νοσοκομείο|Πανεπιστήμιο|Τράπεζα|Κλινική|Ίδρυμα|Υπουργείο)$/u,
};

// Arabic (laboratories, pharmacies and hotels since issue 22): the head first (شركة, "company", too: `شركة أرامكو السعودية`), then up to three name words; prefixed `و`/`ب`/`ل` left out, and the
// definite head (`المستشفى`, "the hospital") left alone.
export const ARABIC_STOPS =
  "في|من|إلى|الى|على|عن|مع|هذا|هذه|التي|الذي|أن|قد|ثم|يوم|اليوم|غدا|أمس|بعد|قبل|حيث|لكن|أو|و|منذ|خلال|حتى|لمدة";
const ARABIC: ScriptPattern = {
  prefilter: /مستشفى|جامعة|بنك|مصرف|وزارة|مؤسسة|هيئة|معهد|كلية|عيادة|شركة|معامل|مختبر|صيدلية|فندق/u,
  pattern: new RegExp(
    String.raw`(?<![\p{Script=Arabic}])(?:[وبل]|لل)?((?:مستشفى|جامعة|بنك|مصرف|وزارة|مؤسسة|هيئة|معهد|كلية|عيادة|شركة|معامل|مختبرات|مختبر|صيدلية|فندق)(?:[ ](?!(?:${ARABIC_STOPS})(?![\p{Script=Arabic}]))[\p{Script=Arabic}]+){1,3})`,
    "gu",
  ),
};

// Hebrew: the head first (`חברת אלביט`, `בית חולים הדסה`, `בנק הפועלים`, `אוניברסיטת תל אביב`); a one-letter
// prefix (`ב`, `ל`, `מ`) left out.
export const HEBREW_STOPS = "של|על|את|עם|היום|אתמול|כי|אבל|לא|הוא|היא|אני|גם|רק|אחרי|לפני|כדי";
const HEBREW: ScriptPattern = {
  prefilter: /חולים|אוניברסיט|בנק|משרד|מכון|רפואי|חברת/u,
  pattern: new RegExp(
    String.raw`(?<![\p{Script=Hebrew}])[בלמוש]?((?:ה?בית ה?חולים|קופת חולים|אוניברסיטת|ה?בנק|משרד|מכון|ה?מרכז ה?רפואי|חברת)(?:[ ](?!(?:${HEBREW_STOPS})(?![\p{Script=Hebrew}]))[\p{Script=Hebrew}"״'׳-]+){1,2})`,
    "gu",
  ),
};

// Thai writes the head attached to the name (`โรงพยาบาลศิริราช`, `ธนาคารกสิกรไทย`); hotels, dormitories
// and schools too (issue 22).
const THAI: ScriptPattern = {
  prefilter: /โรงพยาบาล|มหาวิทยาลัย|ธนาคาร|มูลนิธิ|กระทรวง|โรงแรม|หอพัก|โรงเรียน/u,
  pattern: /((?:โรงพยาบาล|มหาวิทยาลัย|ธนาคาร|มูลนิธิ|กระทรวง|โรงแรม|หอพัก|โรงเรียน)[\p{Script=Thai}]{2,20})/gu,
  // `โรงแรมไหน` "which hotel", `โรงเรียนนี้` "this school": a question or a pointer, not a name.
  reject: /^(?:โรงพยาบาล|มหาวิทยาลัย|ธนาคาร|มูลนิธิ|กระทรวง|โรงแรม|หอพัก|โรงเรียน)(?:ไหน|นี้|นั้น|โน้น)/u,
};

// Devanagari: one or two name words before the head (`दिल्ली विश्वविद्यालय`, `भारतीय स्टेट बैंक`); the
// Hindi hospital word `चिकित्सालय` too (issue 22).
export const HINDI_STOPS = "में|से|को|का|की|के|ने|है|और|मैं|मैंने|हमने|उसने|आपने|वह|यह|पर|एक|इस|उस|हम|आप";
const DEVANAGARI: ScriptPattern = {
  prefilter: /अस्पताल|विश्वविद्यालय|बैंक|संस्थान|मंत्रालय|कॉलेज|महाविद्यालय|चिकित्सालय/u,
  pattern: new RegExp(
    String.raw`(?<![\p{Script=Devanagari}])((?:(?!(?:${HINDI_STOPS})\s)[\p{Script=Devanagari}]+\s){1,3}(?:अस्पताल|विश्वविद्यालय|बैंक|संस्थान|मंत्रालय|कॉलेज|महाविद्यालय|चिकित्सालय))(?![\p{Script=Devanagari}])`,
    "gu",
  ),
};

const NON_LATIN: readonly [ScriptPattern, number][] = [
  [CJK, 1],
  [KOREAN, 1],
  [CYRILLIC, 1],
  [GREEK, 1],
  [ARABIC, 1],
  [HEBREW, 1],
  [THAI, 1],
  [DEVANAGARI, 1],
];
