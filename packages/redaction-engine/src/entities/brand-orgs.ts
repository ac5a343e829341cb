import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import { allMatches, markedLineMatches } from "./sticky-scan.js";
import { STOP_WORDS } from "./word-lists.js";

// Companies named by brand alone (`Canva`, `Figma`, `Revolut`) have no legal form and no
// institution word: only their place says what they are (decision 0041). Three places:
// a field label (`Employer: Canva`), a team or employment phrase (`the Notion support team`,
// `works at Stripe`), and the domain of an address in the same text (`lisa@figma.com` … `Figma`).
export const NAME = String.raw`\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*(?: \p{Lu}[\p{L}\p{M}\p{N}&'’.-]*){0,2}`;
// Each place is found by a cheap trigger (a label, the word `team`, an employment phrase); the
// name is then read at that one position, so no unicode pattern is tried at every character.
const LABEL = new RegExp(
  String.raw`^[ \t]*(?:Employer|Company|Organi[sz]ation|Organisme|Arbeitgeber|Firma|Unternehmen|Empresa|Entreprise|Société|Empleador|Azienda|Datore di lavoro|Werkgever|Bedrijf|Insurer|Versicherung|Bank|` +
    // Who a customer or patient deals with: pharmacies, carriers, suppliers, health insurers.
    String.raw`Pharmacy|Apotheke|Pharmacie|Farmacia|Farmácia|Carrier|Courier|Supplier|Vendor|Merchant|Lender|Insurance|Assureur|Mutuelle|Obra social|Aseguradora|Seguradora|Krankenkasse|Zorgverzekeraar|Verzekeraar|Lieferant|Fournisseur|Proveedor|Fornecedor)[ \t]?[:：][ \t]*`,
  "gm",
);
// The label needs a colon on its line: only lines with one are tried (sticky-scan.ts).
const LABEL_AT = new RegExp(LABEL.source, "my");
const COLON = /[:：]/g;
/** The pattern run from lines with a colon, for the test that this finds what a global scan finds. */
export const LINE_PATTERNS = { LABEL } as const;
// A field ends at the line's end, a separator, or a gap of spaces before the next field (`Mutuelle : X   Tél : …`).
const NAME_ENDING_FIELD = new RegExp(String.raw`(${NAME})(?:[ \t]*(?=$|[,(|·])|(?=[ \t]{2,}|\t))`, "muy");
const TEAM = / team\b/g;
const NAME_BEFORE_TEAM = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${NAME})(?:['’]s)?(?: (?:support|customer success|customer care|billing|sales|security|help ?desk|service|care|success|account|onboarding|partnerships?|recruiting|talent))?$`,
  "u",
);
// The preposition is the trigger; the word before it must be an employment word.
const PREPOSITION = / (?:at|for|with|by|bei|chez|presso|bij|en|em|w|u) /g;
const EMPLOYMENT_WORDS = new Set(
  (
    "work works working worked employed interning interned job position role career engineer developer designer manager analyst intern " +
    // German, French, Italian, Dutch, Spanish, Portuguese, Polish.
    "arbeite arbeitet arbeitete tätig angestellt beschäftigt travaille travaillé travaillais employé employée stage lavoro lavora lavorato werk werkt werkte trabajo trabaja trabajé trabalho trabalha trabalhei pracuję pracuje"
  ).split(" "),
);
const NAME_AT = new RegExp(`(${NAME})`, "uy");
// Departments and generic teams: `the Platform team`, `the Sales team`.
export const NOT_A_BRAND: ReadonlySet<string> = new Set(
  "marketing sales finance hr legal engineering product design support billing security operations ops it data research customer success platform infrastructure mobile web backend frontend qa devops management leadership executive accounts payroll compliance risk procurement growth admin internal core dev development care service services our your the my their this that whole entire same new old".split(
    " ",
  ),
);
// Mailboxes anyone can have: their domain names no employer.
const FREE_MAIL =
  /^(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|proton|protonmail|pm|gmx|web|mail|email|yandex|qq|163|126|naver|daum|hanmail|t-online|orange|free|wanadoo|libero|hey|fastmail|zoho|example|test|localhost|company|domain)$/;
const DOMAIN = /@([a-z0-9-]{2,40})\.[a-z.]{2,}/gi;

/**
 * ORG spans for brand names in organisation places. The gazetteer's ordinary words stay out of
 * `works at` (`works at Home`), its first names out of domain mentions.
 */
export function findBrandOrgs(
  text: string,
  detector: string,
  words: Pick<Gazetteer, "commonWords" | "firstNames">,
): Finding[] {
  const commonWords = words.commonWords;
  const found: Finding[] = [];
  const push = (start: number, end: number, confidence: number) =>
    found.push({
      start,
      end,
      type: EntityType.ORG,
      confidence,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(text.slice(start, end)),
    });
  const take = (at: number, raw: string, confidence: number, plainWordsToo: boolean) => {
    const name = raw.replace(/[.'’]+$/, "");
    const lowers = name.toLowerCase().split(" ");
    if (lowers.some((w) => NOT_A_BRAND.has(w) || STOP_WORDS.has(w))) return;
    if (!plainWordsToo && lowers.every((w) => commonWords.has(w))) return;
    push(at, at + name.length, confidence);
  };
  for (const m of markedLineMatches(COLON, LABEL_AT, text)) {
    NAME_ENDING_FIELD.lastIndex = m.index + m[0].length;
    const name = NAME_ENDING_FIELD.exec(text)?.[1];
    if (name) take(m.index + m[0].length, name, 0.9, true);
  }
  for (const m of allMatches(TEAM, text)) {
    const from = Math.max(0, m.index - 80);
    const before = NAME_BEFORE_TEAM.exec(text.slice(from, m.index));
    if (before) take(from + before.index, before[1]!, 0.8, true);
  }
  for (const m of allMatches(PREPOSITION, text)) {
    const word = text.slice(text.lastIndexOf(" ", m.index - 1) + 1, m.index).toLowerCase();
    if (!EMPLOYMENT_WORDS.has(word)) continue;
    NAME_AT.lastIndex = m.index + m[0].length;
    const name = NAME_AT.exec(text)?.[1];
    if (name) take(m.index + m[0].length, name, 0.8, false);
  }
  if (text.includes("@")) found.push(...domainMentions(text, detector, words.firstNames));
  return found;
}

/** Capitalised mentions of an address's domain name (`Figma` for `@figma.com`), one to three words. */
function domainMentions(text: string, detector: string, firstNames: ReadonlySet<string>): Finding[] {
  const labels = new Set<string>();
  for (const m of allMatches(DOMAIN, text)) {
    const label = m[1]!.toLowerCase();
    if (!FREE_MAIL.test(label)) labels.add(label);
  }
  const found: Finding[] = [];
  for (const label of labels) {
    const letters = label.replace(/-/g, "");
    if (letters.length < 3) continue;
    // `Acme Corp` for `acmecorp`: the words, joined, spell the domain.
    const capital = letters[0]!.toUpperCase();
    for (let at = text.indexOf(capital); at >= 0; at = text.indexOf(capital, at + 1)) {
      if (/[\p{L}\p{N}@./-]/u.test(text[at - 1] ?? "")) continue;
      const slice = text.slice(at, at + letters.length + 6);
      const words = /^\p{Lu}[\p{L}\p{N}]*(?:[ -]\p{Lu}?[\p{L}\p{N}]*){0,2}/u.exec(slice)?.[0] ?? "";
      let taken = "";
      for (const w of words.split(/(?=[ -])/)) {
        const next = taken + w;
        if (!letters.startsWith(next.replace(/[ -]/g, "").toLowerCase())) break;
        taken = next;
      }
      if (taken.replace(/[ -]/g, "").toLowerCase() !== letters) continue;
      const end = at + taken.length;
      if (/[\p{L}\p{N}]/u.test(text[end] ?? "")) continue;
      // A personal domain (`jane@janemiller.com`) spells its owner's name, not a company.
      if (firstNames.has(taken.split(/[ -]/)[0]!.toLowerCase())) continue;
      found.push({
        start: at,
        end,
        type: EntityType.ORG,
        confidence: 0.85,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(taken),
      });
    }
  }
  return found;
}
