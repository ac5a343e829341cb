import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { NOT_A_BRAND } from "./brand-orgs.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import type { NameWords } from "./name-words.js";
import { TITLES } from "./role-context-orgs.js";
import { STOP_WORDS } from "./word-lists.js";

// References and reporters name a person's employer in brackets after the person (decision 0048):
// `Grace Müller-Hahn (Zalando)`, `M. Octave Lambert (OVH)`, `岡本 健一 部長（サイバーエージェント）`,
// `梁文博（华为，原部门经理）`, `오민석 팀장 (네이버웹툰 유한회사)`. The same brackets hold a role
// (`(CEO)`), a city (`(Berlin)`), a department or a pronoun, so only a capitalised name that is
// none of these, or a CJK or Hangul run that is not a title, is taken.

// The bracket's content up to its first comma or close: 1 to 3 capitalised words, or a CJK or Hangul run.
const LATIN_CONTENT =
  /[ ]?[(（](\p{Lu}[\p{L}\p{M}\p{N}&'’.-]*(?: \p{Lu}[\p{L}\p{M}\p{N}&'’.-]*){0,2})(?=[)）,，])/uy;
const CJK_CONTENT =
  /[ ]?[(（]([\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}][\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}ー・A-Za-z0-9]{1,15}(?: [\p{Script=Hangul}\p{Script=Han}]{2,8})?)(?=[)）,，、])/uy;
// A title between the person and the bracket (`部長`, `팀장`, `经理`): up to 4 characters.
const CJK_TITLE_GAP = /^[ ]?[\p{Script=Han}\p{Script=Hangul}]{1,4}[ ]?$/u;
// Titles and relations written inside the bracket instead of an employer.
const CJK_NOT_EMPLOYER =
  /^(?:原|前|现|現)|(?:部长|部長|经理|經理|主任|课长|課長|社長|팀장|과장|부장|대리|이사|사장|教授|老师|先生|女士|同事|上司)$/u;

const SPECIALTY = /(?:olog(?:y|ie|ía|ia|ue)|iatrics?|iatrie|surgery|chirurgie)$/u;
const DESK_WORDS = new Set(
  "support soporte suporte atendimento service services kundenservice helpdesk ops it tic".split(" "),
);

/** ORG spans for employers in brackets right after a PERSON finding. */
export function findBracketedEmployers(
  text: string,
  detector: string,
  found: readonly Finding[],
  g: Pick<Gazetteer, "commonWords" | "places">,
  names: NameWords,
): Finding[] {
  const out: Finding[] = [];
  for (const person of found) {
    if (person.type !== EntityType.PERSON) continue;
    let at = person.end;
    // CJK references put a title between the name and the bracket: `岡本 健一 部長（…）`.
    const bracket = text.slice(at, at + 8).search(/[(（]/);
    if (bracket > 0 && CJK_TITLE_GAP.test(text.slice(at, at + bracket))) at += bracket;
    LATIN_CONTENT.lastIndex = at;
    const latin = LATIN_CONTENT.exec(text)?.[1];
    CJK_CONTENT.lastIndex = at;
    const cjk = latin ? undefined : CJK_CONTENT.exec(text)?.[1];
    const name = latin ?? cjk;
    if (!name) continue;
    const lowers = name.toLowerCase().replace(/\.$/, "").split(" ");
    if (latin) {
      if (lowers.some((w) => TITLES.has(w) || NOT_A_BRAND.has(w) || STOP_WORDS.has(w))) continue;
      if (lowers.every((w) => g.commonWords.has(w)) || g.places.has(lowers.join(" "))) continue;
      if (lowers.every((w) => names.isName(w))) continue;
      // Roles written in capitals (`CEO`, `HR`) are two to four letters; so are many brands, which
      // the gazetteer's organisations or another rule may still name.
      if (/^(?:CEO|CTO|CFO|COO|CIO|VP|HR|PM|MD|GP|RN|PhD|MBA)$/.test(name)) continue;
      // Specialties and service desks (`(Cardiology)`, `(Soporte TIC)`) are departments.
      if (lowers.some((w) => SPECIALTY.test(w) || DESK_WORDS.has(w))) continue;
      // A romanised form of a name in another script (`林志明（LIN Chih-Ming）`) is the same person.
      if (/[^\p{Script=Latin}\p{Script=Common}\p{M}]/u.test(text.slice(person.start, person.end))) continue;
    } else if (CJK_NOT_EMPLOYER.test(name)) continue;
    const start = text.indexOf(name, at);
    out.push({
      start,
      end: start + name.length,
      type: EntityType.ORG,
      confidence: 0.7,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  }
  return out;
}
