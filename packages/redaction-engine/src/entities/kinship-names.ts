import type { Finding } from "../finding.js";
import type { Gazetteer } from "./gazetteer.js";
import { personFinding } from "./person-finding.js";
import { matchesBeforeTriggers } from "./sticky-scan.js";
import { HONORIFICS } from "./word-lists.js";
import { startsWord } from "./word-start.js";

// A relative, partner or neighbour named right after the word that says who they are to someone:
// `my husband Will`, `our daughter Hope`, `the customer's neighbour Morag`, `meine Tochter Lena`,
// `mi esposo Julián`, `ma fille Chloé`. The possessive and the kin word say "a person comes", so
// a name that is also a word (`Will`, `Hope`, `Summer`) counts here where no list would take it.
// Only a capitalised word (and one more capitalised word, the surname) follows; the possessive and
// the kin word stay outside the span.
const EN_KIN =
  "husband|wife|partner|spouse|fianc[eé]e?|boyfriend|girlfriend|daughter|son|child|kid|baby|mother|father|mum|mom|mam|dad|grandmother|grandfather|grandma|grandpa|granny|nan|nana|granddaughter|grandson|stepson|stepdaughter|stepmother|stepfather|brother|sister|nephew|niece|cousin|aunt|auntie|uncle|neighbour|neighbor|flatmate|roommate|housemate|friend|carer|caregiver|landlord|landlady|tenant";
// A genitive owner is bounded (`\p{L}{1,30}`) so a megabyte of letters is not rescanned per start.
const EN_OWNER = String.raw`[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|\p{L}{1,30}['’]s`;
// German (the possessive agrees with the kin word), Spanish and Portuguese, French and Italian:
// [possessives, kin words].
const OTHER_KIN: readonly (readonly [string, string])[] = [
  [
    String.raw`(?:[Mm]ein|[Uu]nser|[Ss]ein|[Ii]hr)e?[rmns]?`,
    String.raw`Mann|Ehemann|Frau|Ehefrau|Partner(?:in)?|Tochter|Sohn|Mutter|Vater|Oma|Opa|Bruder|Schwester|Nachbar(?:in)?|Enkel(?:in)?|Neffe|Nichte|Cousine?|Freund(?:in)?`,
  ],
  [
    String.raw`(?:[Mm]is?|[Nn]uestr[oa]s?|[Ss]us?|[Mm]eu|[Mm]inha|[Nn]oss[oa])`,
    String.raw`esposo|esposa|marido|mujer|pareja|hij[oa]|filh[oa]|madre|padre|mãe|pai|abuel[oa]|av[óô]|herman[oa]|irmão|irmã|vecin[oa]|vizinh[oa]|sobrin[oa]|primo|prima|novi[oa]|namorad[oa]`,
  ],
  [
    String.raw`(?:[Mm]on|[Mm]a|[Nn]otre|[Ss]on|[Ss]a|[Mm]io|[Mm]ia|[Ii]l mio|[Ll]a mia)`,
    String.raw`mari|époux|épouse|femme|compagne?|fille|fils|mère|père|grand-mère|grand-père|frère|sœur|soeur|voisine?|neveu|nièce|marito|moglie|figli[oa]|madre|padre|nonn[oa]|fratello|sorella|vicin[oa]`,
  ],
];
const NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
const OTHER_OWNER_THEN_KIN = OTHER_KIN.map(([owners, kin]) => String.raw`${owners}[ \t]+(?:${kin})`);
const KIN_THEN_NAME = new RegExp(
  String.raw`(?:(${EN_OWNER})[ \t]+(${EN_KIN})|${OTHER_OWNER_THEN_KIN.join("|")}),?[ \t]+(${NAME}(?:[ \t]${NAME})?)(?![\p{L}\p{M}])`,
  "gu",
);
// The pattern is costly to try (its genitive `\p{L}{1,30}'s` is tried at every letter) and cannot
// match without a kin word after a space or tab: it runs only before those (sticky-scan.ts), from
// the owner's longest reach (thirty letters, each perhaps two code units, and `'s`) before the
// spaces. Most texts hold no kin word and cost one scan without the u flag.
const KIN_AFTER_SPACE = new RegExp(
  String.raw`[ \t](?:${EN_KIN}|${OTHER_KIN.map(([, kin]) => kin).join("|")})`,
  "g",
);
const KIN_THEN_NAME_AT = new RegExp(KIN_THEN_NAME.source, "uy");
const OWNER_REACH = 62;
/** The pattern, for the test that its faster scan finds what a global scan finds. */
export const SCANNED_PATTERNS = { KIN_THEN_NAME } as const;

/** KIN_THEN_NAME's matches, tried only within an owner's reach of a kin word. */
export function kinThenNameMatches(text: string): RegExpExecArray[] {
  return matchesBeforeTriggers(KIN_AFTER_SPACE, KIN_THEN_NAME_AT, text, (t, space, floor) => {
    let at = space;
    while (at > floor && (t[at - 1] === " " || t[at - 1] === "\t")) at--;
    return Math.max(floor, at - OWNER_REACH);
  });
}

/**
 * People named after a kin or neighbour word and a possessive, as PERSON (confidence 0.8). A
 * capitalised word that is a place or an ordinary word in its own right only when the lists say
 * so (`my son London`, `our daughter The`) is not taken.
 */
export function findKinshipNames(text: string, detector: string, g: Gazetteer): Finding[] {
  const found: Finding[] = [];
  for (const m of kinThenNameMatches(text)) {
    if (!startsWord(text, m.index)) continue;
    // `our partner Karvy`, `their partner Acme`: a business's partner is a company.
    if (m[2] === "partner" && !/^(?:[Mm]y|[Hh]is|[Hh]er)$/.test(m[1] ?? "")) continue;
    const captured = m[3]!;
    // `my landlord Mr. Iyer`: the honorific rules take the name after a title.
    if (text[m.index + m[0].length] === "." || HONORIFICS.has(captured.toLowerCase())) continue;
    let name = captured;
    const words = name.split(/[ \t]/);
    // A second capitalised word that is an ordinary word starts the next clause (`Will Also`).
    if (words.length === 2 && g.commonWords.has(words[1]!.toLowerCase())) name = words[0]!;
    const lower = name.toLowerCase();
    if (g.places.has(lower) || STOP.has(lower)) continue;
    const start = m.index + m[0].length - captured.length;
    found.push(personFinding(start, name, 0.8, detector));
  }
  return found;
}

// Capitalised words after a kin word that are no name: pronouns and articles starting a clause.
const STOP = new Set(
  "i the a an and or but is was has had who which that this he she it they we you my our his her their also too".split(
    " ",
  ),
);
