import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { personFinding } from "./person-finding.js";
import { allMatches } from "./sticky-scan.js";
import { NON_NAME_WORDS, ORG_HEADS, ORG_STEM_START, ORG_SUFFIXES } from "./word-lists.js";
import { startsWord } from "./word-start.js";

// A statement's transfer line names the other party right after the words that say money moved
// between people, in any case and in the languages of the statements seen: `ZELLE TO MARK
// HUTCHERSON`, `SEPA TRF Cathal Ó Ceallaigh rent`, `UPI/ABHIJIT GHANEKAR/rent`, `Перевод от
// Гульнара Рашидовна Т.`, `Κατάθεση από Γιώργο Μαυρομάτη`, `Nhận từ LE VAN PHUC`, `Átutalás Szabó
// Gergely-től`. The party is the capitalised words after the frame, up to a column gap, a slash or
// a lower-case word; a party holding an organisation word (`Traders`, `GmbH`) is a merchant, not a
// person, and is left to the organisation rules.
const FRAMES = [
  "ZELLE (?:TO|FROM)|Zelle (?:to|from)",
  // Not `Payment to`: payments go to merchants (`Payment to Thames Water`).
  "(?:TRANSFER|TRF|XFER) (?:TO|FROM)|Transfer (?:to|from)",
  "SEPA (?:TRF|CT|TRANSFER)(?: (?:TO|FROM))?",
  "INTERAC E-?TRANSFER(?: (?:TO|FROM))?|Interac e-?Transfer(?: (?:to|from))?",
  "(?:Received|Sent) (?:from|to)|RECEIVED FROM|SENT TO",
  "UPI/(?:(?:CR|DR|P2P|P2A)/)?",
  "Überweisung (?:an|von)|Gutschrift von|Dauerauftrag an",
  "Virement (?:de|à|vers|reçu de|émis vers)|VIR(?: SEPA)? (?:DE|À|A)",
  "Transferencia (?:a|de|recibida de)|Transferência (?:para|de)|PIX (?:para|de|enviado para|recebido de)",
  "Przelew (?:od|do|na rzecz)",
  "Перевод (?:по СБП|от|для|на имя|клиенту)|Переказ (?:від|для)",
  "Κατάθεση από|Μεταφορά (?:σε|από|προς)",
  "Nhận từ|Chuyển (?:tiền )?(?:cho|đến|tới)",
  "Átutalás|Havaleden|Havale",
];
// A word followed by a digit or `#` is a reference (`CONF# Q4X1829`), not the party.
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]*\.?(?![\p{L}\p{M}\p{N}#'’-])`;
const TRANSFER_PARTY = new RegExp(
  String.raw`(?:${FRAMES.join("|")})[ \t]?[:–-]?[ \t]?(${WORD}(?: ${WORD}){0,4})`,
  "gu",
);
// A Hungarian or Turkish case ending joined by a hyphen (`Gergely-től`, `Yılmaz'dan`) is no part of
// the name.
const CASE_ENDING = /(?:-(?:tól|től|nak|nek|ra|re|hoz|hez|höz)|['’](?:dan|den|tan|ten|a|e|ya|ye))$/u;

/**
 * Parties of statement transfers, as PERSON (confidence 0.8): a run of one to five capitalised or
 * capital words after a transfer frame, two words or more (not all ordinary words) or one known name, none an
 * organisation suffix or head, not a known place or organisation.
 */
export function findTransferNames(text: string, detector: string, g: Gazetteer, names: NameWords): Finding[] {
  const found: Finding[] = [];
  for (const m of allMatches(TRANSFER_PARTY, text)) {
    if (!startsWord(text, m.index)) continue;
    const name = m[1]!
      .replace(CASE_ENDING, "")
      .replace(/\.$/, (dot) => (/ \p{Lu}\.$/u.test(m[1]!) ? dot : ""));
    const words = name.split(" ").map((w) => w.toLowerCase().replace(/[.'’]+$/, ""));
    if (
      words.some(
        (w) => ORG_SUFFIXES.has(w) || ORG_HEADS.has(w) || NOT_A_PARTY.has(w) || NON_NAME_WORDS.has(w),
      )
    )
      continue;
    if (words.some((w) => ORG_STEM_START.test(w))) continue;
    const phrase = words.join(" ");
    if (g.organizations.has(phrase) || g.places.has(phrase) || g.organizations.has(words[0]!)) continue;
    // Two words or more that are not all ordinary words are a party's name (`Cathal Ó Ceallaigh`,
    // `LE VAN PHUC`: names no list holds); one word must be a known first name or surname that is
    // no ordinary word (`Rose`, `Water`).
    const known = words.some((w) => names.isName(w) && !g.commonWords.has(w));
    if (words.length < 2 ? !known : words.every((w) => g.commonWords.has(w))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    found.push(personFinding(start, name, 0.8, detector));
  }
  return found;
}

// The account holder's own accounts and a merchant's trade words (`TRANSFER TO SAVINGS ACCOUNT`,
// `UPI/Ratnagiri Mango Traders/`), in the statements' languages.
const NOT_A_PARTY = new Set(
  (
    "account accounts acct savings saving checking chequing current deposit deposits loan mortgage credit card " +
    "investment investments isa pension fund own self wallet traders trader trading store stores shop mart market " +
    "enterprises enterprise services service solutions pharmacy restaurant cafe café hotel motors agency " +
    "konto sparkonto girokonto compte épargne livret cuenta ahorro conta poupança счёт счет вклад сбережения"
  ).split(" "),
);
