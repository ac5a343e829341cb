import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { allMatches } from "./sticky-scan.js";
import { CARD_SCHEMES } from "./word-lists.js";

// A bank or card statement line: a date column, a description, one or two amount columns
// (`24.11  REWE Markt 1234   -12,40`, `03 APR  COMFORTDELGRO TAXI SG   SGD 14.20`,
// `Oct 07   Interac purchase Metro Richelieu Inc.   92.16   5,665.19`). The merchant is the
// description's first capitalised words once the card, POS and debit words are read past.
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const DATE_START = new RegExp(
  String.raw`[ \t]*(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4}|\.(?=[ \t]))?|\d{1,2}[ -]${MONTH}|${MONTH} \d{1,2})[ \t]+(?=[^\d\s])`,
  "iy",
);
const MAX_LINE = 240;
const MONTHS = new Set("jan feb mar apr may jun jul aug sep oct nov dec".split(" "));

/** A digit, a space or a month's name at the line's start (char codes: this runs on every line). */
function mayStartADate(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if ((c >= 48 && c <= 57) || c === 32 || c === 9) return true;
  return ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) && MONTHS.has(text.slice(at, at + 3).toLowerCase());
}
// One amount column, read whole (at most MAX_COLUMN characters, so the pattern's optional parts
// cannot backtrack far): `-84,20`, `SGD 14.20`, `- 14 500,00`, `62,18 €`, `+PKR 185,000`, `¥1,284`.
const AMOUNT =
  /^[-+−]?(?:[A-Z]{3}|[$€£¥₹]|R\$|S\/)? ?-? ?[$€£¥₹]?\d{1,3}(?:[ .,'’]\d{3})*(?:[.,]\d{2})? ?(?:[A-Z]{2,3}|[€$¥円₹]|kr)?[-+]?$/;
const MAX_COLUMN = 24;

// Words of the description before the merchant: how the money moved (English and the languages
// of the statements seen). Lower-case.
const PAYMENT_WORDS = new Set(
  (
    "card pos purchase payment debit credit direct dd so standing order interac contactless online " +
    "carte paiement prélèvement achat compra con tarjeta cartão pagamento débito direto automático recibo cargo " +
    "kortköp kortkjøp kortagreiðsla autogiro avtalegiro kort karta płatność kartą blik bancontact domiciliëring " +
    "betaling rupay mada sepa ach neft cr dr d- salary salaire salário lön lønn laun loon wedde maaş nómina " +
    "vencimento wynagrodzenie bill electron v pay ecom e-com apple google pay received monthly payroll " +
    "pre-authorized preauthorized lodgement faster inward home add-on ordre permanent loyer frais cotisation retrait " +
    "abono pago depósito ingreso reintegro domiciliación cuota plată factură zlecenie stałe kredi kartı kart yurt " +
    "dışı ödemesi harcaması kira husleie hyra prime terugbetaling lastschrift gutschrift kartenzahlung dauerauftrag " +
    "gehalt miete addebito accredito stipendio pagamento prelievo μεταφορά πάγια εντολή αγορά μισθοδοσία mb way " +
    // Japanese, Korean, Chinese, Arabic, Hebrew, Thai and Hindi statements (issue 22).
    "カード デビット 口座振替 給与 引落 引落し 체크카드 카드 자동이체 급여 출금 결제 消费 支付 快捷支付 工资 扣款 " +
    "راتب سداد فاتورة مشتريات شراء دفع כרטיס משכורת הוראת קבע ชำระ ชำระค่าไฟ ชำระค่าน้ำ ชำระค่าโทรศัพท์ ซื้อสินค้า เงินเดือน भुगतान वेतन " +
    // The kind of movement or bill in Russian, Ukrainian, Vietnamese, Turkish, Portuguese, Greek,
    // Polish and English statements (`Оплата Перекрёсток`, `Lương T10 – …`, `Fatura – …`).
    "оплата перевод зачисление списание покупка поповнення переказ lương ck tt nhận chuyển thanh toán fatura " +
    "transf transf. ρεύμα κατάθεση ανάληψη πληρωμή przelew opłata check cheque chq dividend dep rechnung"
  ).split(" "),
);
// Words that make the line a transfer between people, whose party the person rules read.
const TRANSFER_WORDS =
  /(?:^|[\s/])(?:振込|送金|이체|转账|تحويل|העברה|โอนเงิน|โอนเงินให้|to|from|till|från|til|fra|naar|van|aan|para|de|da|a|à|vers|an|von|do|od|către|προς|transfer|transferencia|transferência|virement|overschrijving|przelew|überweisung|bonifico|millifærsla|overføring|överföring|swish|vipps|bizum|twint|pix|yape|upi|eft|fast|fpo|swift|remittance|zelle|venmo|mb way|trf|перевод|переказ|κατάθεση|μεταφορά|nhận|chuyển|átutalás|по|от|для|від|cho|từ|από|σε)(?:$|[\s/:])/iu;
// Descriptions that are the bank's own lines or a sale, not a merchant.
const NOT_A_MERCHANT =
  /^(?:transfer|fee|fees|interest|atm|withdrawal|cash|deposit|payment|refund|balance|start|opening|closing|charge|commission|loan|grace|thank|summer|winter|black|sale|outlet|clearance|total|minimum)$/i;
const SALE_WORDS = /(?:^|[\s-])(?:sale|sales|outlet|clearance|rea|rebajas|soldes|saldi|promo)(?:$|[\s.,])/iu;
const SALE_THEN_NAME =
  /(?:^|\s)(?:[Ss]ale|SALE|[Ss]oldes|SOLDES|[Rr]ebajas|REBAJAS|[Ss]aldi|SALDI)[ \t]*[-–—:]?[ \t]+(?=\p{Lu})/u;
const CONNECTORS = new Set([
  "&",
  "de",
  "del",
  "do",
  "da",
  "dos",
  "das",
  "di",
  "du",
  "of",
  "and",
  "und",
  "et",
  "i",
  "y",
]);

/** ORG spans for the merchants and payers at the start of statement lines' descriptions. */
export function findStatementMerchants(
  text: string,
  detector: string,
  g: Pick<Gazetteer, "places" | "commonWords">,
  names: NameWords,
): Finding[] {
  const found: Finding[] = [];
  // Line by line, and the date pattern only where a line starts with a digit or a month's letter:
  // most lines of most texts are read one character deep.
  for (let at = 0, lineEnd = 0; at < text.length; at = lineEnd + 1) {
    lineEnd = text.indexOf("\n", at);
    if (lineEnd < 0) lineEnd = text.length;
    // A statement line is short; a longer one is prose, and the amount pattern stays linear.
    if (lineEnd - at > MAX_LINE || !mayStartADate(text, at)) continue;
    DATE_START.lastIndex = at;
    const m = DATE_START.exec(text);
    if (!m || m.index + m[0].length > lineEnd) continue;
    const from = m.index + m[0].length;
    const line = text.slice(from, lineEnd).replace(/\r$/, "");
    const description = withoutAmounts(line);
    if (description === undefined) continue;
    // `Summer Sale webshop`, `Dubai Mall winter sale`: a promotion, not a merchant's name; but a
    // capitalised name right after the promotion is the shop that ran it (`Summer Sale Torfs`).
    let offset = 0;
    if (SALE_WORDS.test(description)) {
      const sale = SALE_THEN_NAME.exec(description);
      if (!sale) continue;
      offset = sale.index + sale[0].length;
    }
    offset += afterKindColumn(description.slice(offset));
    const merchant = merchantAt(description.slice(offset), g, names);
    if (!merchant) continue;
    // After a promotion, ordinary words are its theme (`Summer Sale Ski Shop`), not a shop.
    if (offset > 0 && merchant.text.split(" ").every((w) => g.commonWords.has(w.toLowerCase()))) continue;
    const start = from + offset + merchant.start;
    found.push({
      start,
      end: start + merchant.text.length,
      type: EntityType.ORG,
      confidence: 0.7,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(merchant.text),
    });
  }
  return found;
}

/**
 * The line without its one or two amount columns at the end (each after two spaces or a tab;
 * `-    350,00` is one column), or undefined when it ends in none.
 */
function withoutAmounts(line: string): string | undefined {
  let body = line.trimEnd();
  let columns = 0;
  for (let k = 0; k < 3; k++) {
    const gap = columnGap(body);
    if (gap < 0) break;
    const column = body.slice(gap).trim();
    if (column.length > MAX_COLUMN || !AMOUNT.test(column.replace(/[ \t]+/g, " "))) {
      // `-    350,00`: a sign column before the number.
      if (columns > 0 && /^[-+−]$/.test(column)) body = body.slice(0, gap).trimEnd();
      break;
    }
    columns++;
    body = body.slice(0, gap).trimEnd();
  }
  return columns > 0 && columns <= 2 ? body : undefined;
}

/** Where the last gap of two spaces or a tab starts, or -1. */
function columnGap(body: string): number {
  const two = body.lastIndexOf("  ");
  const tab = body.lastIndexOf("\t");
  let at = Math.max(two, tab);
  if (at < 0) return -1;
  while (at > 0 && (body[at - 1] === " " || body[at - 1] === "\t")) at--;
  return at;
}

const WORDS = /\S+/g;
const SPACED_DASH = / [–—-] (?=\S)/;

/**
 * Where the party starts when the description first says what kind of line it is, then a dash:
 * `Lương T10 – Công ty …`, `Cheque #214 – Mark's …`, `Plaća – Podravka d.d.`. The words before the
 * dash are one word, or payment words and references (a digit, `#`); 0 when there is no such head.
 */
function afterKindColumn(description: string): number {
  const dash = SPACED_DASH.exec(description);
  if (!dash) return 0;
  const head = description.slice(0, dash.index).split(" ");
  if (head.length > 3) return 0;
  const kind = head.length === 1 || head.every((w) => PAYMENT_WORDS.has(w.toLowerCase()) || /[\d#]/.test(w));
  return kind ? dash.index + dash[0].length : 0;
}

function merchantAt(
  description: string,
  g: Pick<Gazetteer, "places">,
  names: NameWords,
): { start: number; text: string } | undefined {
  const words = allMatches(WORDS, description);
  let i = 0;
  while (i < words.length) {
    const w = words[i]![0].toLowerCase();
    // A transfer's party is a person or is named with its legal form: the other rules read it.
    if (TRANSFER_WORDS.test(w)) return undefined;
    if (PAYMENT_WORDS.has(w) || CARD_SCHEMES.has(w) || /^[*.]{2,}\d+$|^[–—:-]$/.test(w)) i++;
    else break;
  }
  const first = words[i];
  if (first && TRANSFER_WORDS.test(first[0])) return undefined;
  if (first && UNCASED_LETTER.test(first[0])) return uncasedMerchant(description, words, i);
  if (!first || !/^\p{Lu}/u.test(first[0]) || NOT_A_MERCHANT.test(first[0])) return undefined;
  let j = i;
  while (j + 1 < words.length && j - i < 3) {
    const next = words[j + 1]![0];
    const gap = description.slice(words[j]!.index + words[j]![0].length, words[j + 1]!.index);
    if (gap !== " ") break;
    if (CONNECTORS.has(next) && /^\p{Lu}/u.test(words[j + 2]?.[0] ?? "")) {
      j += 2;
      continue;
    }
    if (!/^\p{Lu}[\p{L}\p{M}'’&.-]*$/u.test(next) || g.places.has(next.toLowerCase())) break;
    j++;
  }
  // One capitalised word, a lower-case word, then a capitalised party says what kind of line it is
  // in the bank's language (`Příchozí platba Karel …`, `Kártyás vásárlás Hírös …`, `Uplata od
  // Ante …`), not who was paid; a merchant's own lower-case words end the line (`Farys water`).
  if (j === i && kindPhrase(words, i, g)) return undefined;
  // `Mastercard-Abrechnung`: the card's own settlement line.
  if (CARD_SCHEMES.has(first[0].toLowerCase().split("-")[0]!)) return undefined;
  const last = words[j]!;
  const text = description.slice(first.index, last.index + last[0].length).replace(/[.,;:]+$/, "");
  // Names only (`Oskar Berg`, `Divya Arjun`) are a person paid, which the person rules read.
  const lowers = text.toLowerCase().split(" ");
  if (lowers.length >= 2 && lowers.every((w) => names.isName(w))) return undefined;
  return { start: first.index, text };
}

const NAME_JOINERS = new Set("de del do da dos das di du van der den von y e i of and".split(" "));

/** A place after the lower-case words is the merchant's branch (`Swiggy order Bengaluru`), not a party. */
function kindPhrase(words: readonly RegExpExecArray[], i: number, g: Pick<Gazetteer, "places">): boolean {
  const next = words[i + 1]?.[0];
  if (next === undefined || !/^\p{Ll}+$/u.test(next) || NAME_JOINERS.has(next)) return false;
  const after = words[i + 2]?.[0] ?? "";
  const later = /^\p{Ll}+$/u.test(after) ? (words[i + 3]?.[0] ?? "") : after;
  return /^[\p{Lu}–—-]/u.test(later) && !g.places.has(later.toLowerCase());
}

// A letter of a script without capitals (CJK, kana, Hangul, Thai, Arabic, Hebrew, Devanagari).
const UNCASED_LETTER = /^[\p{Lo}]/u;
const SPACED_SCRIPT = /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]/u;

/**
 * A merchant in a script without capitals: in CJK, Hangul and Thai the first word (the branch or
 * the city follows it: `セブン-イレブン 渋谷店`, `ヨドバシカメラ 梅田`); in Arabic, Hebrew and Devanagari,
 * whose names are several spaced words, up to three words of the same script (`أسواق المزرعة`).
 */
function uncasedMerchant(
  description: string,
  words: readonly RegExpExecArray[],
  i: number,
): { start: number; text: string } | undefined {
  const first = words[i]!;
  let j = i;
  if (SPACED_SCRIPT.test(first[0]))
    while (j + 1 < words.length && j - i < 2 && SPACED_SCRIPT.test(words[j + 1]![0])) j++;
  const last = words[j]!;
  const text = description.slice(first.index, last.index + last[0].length).replace(/[.,;:،]+$/, "");
  return text.length >= 2 ? { start: first.index, text } : undefined;
}
