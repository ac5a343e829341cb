import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { NAME, NOT_A_BRAND } from "./brand-orgs.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { allMatches, firstCharacterScan } from "./sticky-scan.js";
import { STOP_WORDS } from "./word-lists.js";

// Organisations named by what people do with them rather than by a legal form or an institution
// word (decision 0048): a job title before them (`Finance Manager, Moniepoint`, `Intern at
// Andela`), a verb of joining, hiring or signing (`joined Stripe`, `an offer from Canva`, `signed
// with Kitestring Digital`, `arbeitet bei`, `работает в`), or a verb of deciding after them
// (`Westpac has approved`). A person is named in the same places (`joined Sarah`, `Sarah has
// approved`), so names from the name lists are left to the person rules, and ordinary words
// (`joined the call`, `works at night`) never start a name because only capitalised words do.

// Job titles, the last word before `, Org` or `at Org`, in the languages of the CVs and signatures
// seen (English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Nordic,
// Russian). Lower-case; a German or French feminine ending is read off before the lookup.
export const TITLES: ReadonlySet<string> = new Set(
  (
    "engineer developer manager director analyst intern associate consultant designer nurse pharmacist accountant officer " +
    "lead scientist specialist trainee coordinator assistant administrator architect advisor adviser executive president " +
    "founder co-founder partner researcher lecturer professor teacher technician supervisor treasurer volunteer auditor " +
    "programmer tester owner cto ceo cfo coo vp head controller counsel paralegal clerk representative agent recruiter " +
    "entwickler ingenieur berater leiter teamleiter referent werkstudent praktikant geschäftsführer sachbearbeiter " +
    "ingénieur développeur stagiaire directeur directrice responsable chargé chargée cheffe " +
    "ingeniero ingeniera analista desarrollador desarrolladora gerente becario becaria practicante consultor consultora " +
    "engenheiro engenheira estagiário estagiária ingegnere sviluppatore ontwikkelaar adviseur " +
    "konsultant kierownik programista inżynier specjalista stażysta mühendisi uzmanı müdürü stajyer " +
    "utvecklare konsult rådgiver rådgivare инженер разработчик аналитик менеджер руководитель стажёр стажер аудитор"
  ).split(" "),
);
// The triggers are found without the u flag (several times faster to scan); the letter before
// and the capital after them are checked in code. A title: a word, then `, ` or ` at ` (the word
// is checked against TITLES after).
const AFTER_TITLE = /(?:, | at | @ | bei | chez | en | presso | bij | w | в )/g;
// Verbs and phrases after which an organisation is named.
const BEFORE_NAME =
  /(?:joined|joining|offers? from|signed with|contract with|hired by|employed by|interviewed (?:at|with)|works? for|working for|worked for|trabaja para|trabajo para|travaille pour|arbeitet für|arbeite für|lavora per|werkt voor|trabalha para|работает (?:в|на)|работаю (?:в|на)|работал[аи]? (?:в|на)|працює (?:в|на)|працюю (?:в|на)|pracuje w|pracuję w|dołączył[aem]* do|se unió a|a rejoint|entrou (?:na|no)|account (?:with|at)|bank(?:s|ed)? with|insured with|customers? of|chatting with|for contacting|for choosing|ordered from|bought from|purchased from|delivered by|shipped (?:by|with|via)|refund from|(?:my|our|their|the|your) (?:bank|insurer|courier|carrier|provider|ISP|supplier) is) /gi;
// The scan `text.matchAll(BEFORE_NAME)` makes, run from the first four characters a match can start with.
const BEFORE_NAME_SCAN = firstCharacterScan(BEFORE_NAME, "", 4);
const LETTER = /[\p{L}\p{M}]/u;
const CAPITAL = /\p{Lu}/u;
// Decisions an organisation announces, after its name.
const AFTER_NAME =
  / (?:has|have|had) (?:approved|declined|rejected|confirmed|offered|hired|accepted|refunded|cancelled|canceled|suspended)\b/g;
// The scan `text.matchAll(AFTER_NAME)` makes, run from the first four characters a match can start with.
const AFTER_NAME_SCAN = firstCharacterScan(AFTER_NAME, "", 4);
/** The patterns scanned from their first characters, for the test that this finds what a global scan finds. */
export const SCANNED_PATTERNS = { BEFORE_NAME, AFTER_NAME } as const;
// An organisation's service desks, after its name (`Xfinity support`, `Thistlebank card services`);
// ordinary words before them (`Customer Support`) are no name. Not `account` or `app`: a kind of
// account (`Current account`, `Payout account`) or a technology (`MFA app`) stands there as often.
const SERVICE_AFTER_NAME = / (?:support|customer (?:service|support|care)|help ?desk|card services)\b/g;
// Departments, which follow a title as often as employers do (`Director, Human Resources`).
const DEPARTMENT_WORDS = new Set(
  "audit assurance advisory tax resources icu ward unit department division faculty".split(" "),
);
const NAME_AT = new RegExp(NAME, "uy");
const NAME_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}])(${NAME})(?:['’]s)?$`, "u");
const TITLE_CHAR = /[\p{L}-]/u;
// `Head of Partnerships, Marina Crest`: a title that names its field after `of`.
const HEAD_OF_BEFORE = /(?<![\p{L}])(?:head|director|chief|vp|manager|dean) of(?: [\p{L}&-]+){1,3}$/iu;

/** ORG spans for organisations placed by a job title, a verb of joining or signing, or a decision. */
export function findRoleContextOrgs(
  text: string,
  detector: string,
  g: Pick<Gazetteer, "commonWords" | "places">,
  names: NameWords,
): Finding[] {
  const found: Finding[] = [];
  const take = (at: number, raw: string, confidence: number) => {
    const name = raw.replace(/[.'’]+$/, "");
    const lowers = name.toLowerCase().split(" ");
    if (lowers.some((w) => NOT_A_BRAND.has(w) || STOP_WORDS.has(w) || DEPARTMENT_WORDS.has(w))) return;
    if (lowers.every((w) => g.commonWords.has(w) || g.places.has(w))) return;
    if (g.places.has(lowers.join(" ")) || lowers.every((w) => names.isName(w))) return;
    found.push({
      start: at,
      end: at + name.length,
      type: EntityType.ORG,
      confidence,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  };
  const nameAt = (at: number) => {
    NAME_AT.lastIndex = at;
    return NAME_AT.exec(text)?.[0];
  };
  for (const m of allMatches(AFTER_TITLE, text)) {
    if (!LETTER.test(text[m.index - 1] ?? "") || !CAPITAL.test(text[m.index + m[0].length] ?? "")) continue;
    // The word before, read backwards (a title word is short: at most 30 characters).
    let from = m.index;
    while (from > m.index - 30 && from > 0 && TITLE_CHAR.test(text[from - 1]!)) from--;
    const lower = text.slice(from, m.index).toLowerCase();
    const before = m[0] === ", " ? text.slice(Math.max(0, m.index - 50), m.index) : "";
    const titled =
      TITLES.has(lower) ||
      TITLES.has(lower.replace(/(?:in|innen)$/, "")) ||
      (before.includes(" of ") && HEAD_OF_BEFORE.test(before));
    if (!titled) continue;
    const at = m.index + m[0].length;
    const name = nameAt(at);
    if (name) take(at, name, 0.75);
  }
  for (const m of BEFORE_NAME_SCAN(text)) {
    if (LETTER.test(text[m.index - 1] ?? "") || !CAPITAL.test(text[m.index + m[0].length] ?? "")) continue;
    const at = m.index + m[0].length;
    const name = nameAt(at);
    if (name) take(at, name, 0.75);
  }
  for (const m of allMatches(SERVICE_AFTER_NAME, text)) {
    const from = Math.max(0, m.index - 60);
    const before = NAME_BEFORE.exec(text.slice(from, m.index));
    if (before) take(from + before.index, before[1]!, 0.7);
  }
  for (const m of AFTER_NAME_SCAN(text)) {
    const from = Math.max(0, m.index - 60);
    const before = NAME_BEFORE.exec(text.slice(from, m.index));
    if (before) take(from + before.index, before[1]!, 0.7);
  }
  return found;
}
