import { hasWordBefore, matchesAfter } from "./context-words.js";
import { PHONE_WORDS } from "./phone-words.js";

// A run of digits right after another identifier's label is that identifier, whatever a numbering
// plan or a check digit says of its digits (`A/c No. 0041 0200 118 734` is no Swiss number, `btw BE 0712.418.993`
// no Belgian one, `ref. 884 120 775` no Portuguese mobile). Only the label, a number word and
// separators may stand between: `account manager: 0151 2345678` is a phone number.

const OTHER_IDENTIFIER_LABELS = [
  // Accounts, in the languages of the corpora.
  String.raw`a/c`,
  "acct",
  "account",
  "konto",
  "compte",
  "cuenta",
  "conta",
  "rekening",
  "счёт\\p{L}?",
  "счет\\p{L}?",
  "t[àa]i kho[ảa]n",
  "계좌",
  "口座",
  "[账賬][户戶号號]",
  "חשבון",
  "bankgiro",
  "plusgiro",
  // Tax and company registers: VAT, company numbers.
  "vat(?: no| number| id)?",
  "btw",
  "tva",
  "iva",
  "mwst",
  "ust-?id(?:nr)?",
  "gst(?:in)?",
  "abn",
  "kvk",
  "siret",
  "siren",
  "nif",
  "cif",
  "cnpj",
  "cuit",
  "ičo",
  "dič",
  // References, orders, invoices, consignments, cases.
  "ref",
  "reference",
  "r[ée]f[ée]rence",
  "referencia",
  "refer[êe]ncia",
  "order(?: confirmation)?",
  "invoice",
  "tracking",
  "consignment",
  "sporingsnummer",
  "sendungsnummer",
  "bestellnummer",
  "rechnungsnummer",
  "pedido",
  "commande",
  "factura",
  "facture",
  "fattura",
  "חשבונית",
  // With a number word only: `Customer:` alone is a chat's speaker (`Customer: (254) 613-8820`).
  String.raw`customer (?:no|nr|number|id|#)`,
  String.raw`member (?:no|number|id|#)`,
  "kunden-?(?:nummer|nr)",
  "policy",
  "claim",
  "ticket",
  "serial",
  "s/n",
  "batch",
  "lot",
];
// The label, perhaps a number word, then a colon, dash or `#`, and a register's country code
// (`BE 0712.418.993`), right before the digits (in capitals: the label's match ignores case, the code's may not).
// No letter or digit before the label: checked apart, only where a label matches (matchesAfter).
const NO_LETTER_BEFORE = /(?<![\p{L}\p{N}])/uy;
const AFTER_LABEL = new RegExp(
  String.raw`(?:${OTHER_IDENTIFIER_LABELS.join("|")})\.?(?:\s*(?:no|nr|num|number|nummer|n[º°]|№|#)\.?)?\s*[:：#–-]?\s*$`,
  "giu",
);
const COUNTRY_CODE = /(?<=\s)[A-Z]{2}\s?$/;
// The label and what may follow it are at most this long.
const LOOK_BACK = 40;

/**
 * True when another identifier's label stands right before `start`, and no phone word before it
 * (`phone on the order (786) 241-3058` is a phone number).
 */
export function afterOtherIdentifierLabel(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - LOOK_BACK), start);
  // The label first: it is rare, and every candidate run of digits asks (the phone words' scan after it).
  // Without a register's country code the second test would read the same text again.
  const withoutCode = before.replace(COUNTRY_CODE, "");
  const labelled =
    matchesAfter(NO_LETTER_BEFORE, AFTER_LABEL, before) ||
    (withoutCode !== before && matchesAfter(NO_LETTER_BEFORE, AFTER_LABEL, withoutCode));
  return labelled && !hasWordBefore(text, start, PHONE_WORDS, 24);
}

/** How much of a candidate run after such a label is the identifier: up to a `)` or two spaces. */
export function identifierLength(run: string): number {
  const stop = /\)| {2}/.exec(run);
  return stop ? stop.index : run.length;
}
