import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { allMatches } from "./sticky-scan.js";
import { HONORIFICS } from "./word-lists.js";

// Letters put names in two places whatever the language or script: after the greeting on the
// first line (`Dear Anna,`, `Beste Pieter,`, `Kedves Gábor!`) and on the line after the closing
// (`Cordiali saluti,` / `Giulia Ferraresi`). The greeting and any honorific stay outside the span.
const WORD = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’-]*\.?`;
const NAME = String.raw`${WORD}(?: ${WORD}){0,3}`;
// Chat and quick mail write the common greetings in lower case too (`hi li na,`, `dear mark,`);
// a character class, not the `i` flag, which makes the whole pattern several times slower.
const GREETING = new RegExp(
  String.raw`^[ \t]*(?:[Dd]ear|[Hh]i|[Hh]ello|[Hh]ey|Beste|Geachte|Liebe|Lieber|Sehr geehrte[r]?|[Hh]allo|[Bb]onjour|Chère|Cher|[Hh]ola|Estimad[oa]|Querid[oa]|Ol[áa]|Prezad[oa]|Caro|Cara|Gentile|Kedves|Szia|Drogi|Droga|Szanowny|Szanowna|Hej|Hei|Merhaba|Sayın|Уважаемый|Уважаемая|Здравствуйте,?)[ \t]+(${NAME})[ \t]*[,!:]`,
  "gmu",
);
const CLOSING = new RegExp(
  String.raw`^[ \t]*(?:Thanks|Thank you|Many thanks|Cheers|Best|Best regards|Kind regards|Regards|Warm regards|Sincerely|Yours sincerely|Yours|Cordialement|Bien à vous|Mit freundlichen Grüßen|Viele Grüße|Beste Grüße|Freundliche Grüße|Met vriendelijke groet(?:en)?|Groeten|Un saludo|Saludos|Atentamente|Cordiali saluti|Distinti saluti|Saluti|Atenciosamente|Abraços|Obrigad[oa]|Üdvözlettel|Pozdrawiam|Z poważaniem|S pozdravem|Med vennlig hilsen|Med venlig hilsen|Med vänliga hälsningar|Ystävällisin terveisin|Saygılarımla|С уважением|مع أطيب التحيات|مع تحياتي|בברכה|敬具|此致敬礼|감사합니다)[ \t]*[,.!،]?[ \t]*\r?\n[ \t]*(${NAME})[ \t]*$`,
  "gmu",
);
const NOT_A_NAME =
  /^(?:team|the|all|everyone|everybody|support|customer|sir|madam|colleagues|kollegen|collègues|equipo|team\b.*|there|guys|folks|both|you|y'all|again|friends?|mate|dude|sorry|thanks|ok|okay|yes|no|all of you|a todos|todos|todas|à tous|a tous|tout le monde|zusammen|alle|allemaal|tutti|a tutti|pessoal|gente|everyone again)$/i;

/** PERSON spans after greetings and below closings, with a leading honorific left out. */
export function findLetterNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  for (const [re, confidence] of [
    [GREETING, 0.8],
    [CLOSING, 0.85],
  ] as const) {
    for (const m of allMatches(re, text)) {
      let name = m[1]!;
      let start = m.index + m[0].lastIndexOf(name);
      // `Herr Dietmar Kogler`, `M. Duroc`, `dott. Bianchi`: the title is not the name.
      const first = /^(\S+)\s+/.exec(name);
      if (first && HONORIFICS.has(first[1]!.replace(/\.$/, "").toLowerCase())) {
        start += first[0].length;
        name = name.slice(first[0].length);
      }
      if (NOT_A_NAME.test(name) || /\d/.test(name)) continue;
      // In lower case a greeting is often just a sentence's start (`hi can you check this:`):
      // only one or two words closed by a comma count.
      const lowerCase = /\p{Ll}/u.test(name) && name === name.toLowerCase();
      if (re === GREETING && lowerCase && (name.split(" ").length > 2 || !/,\s*$/.test(m[0]))) continue;
      found.push({
        start,
        end: start + name.length,
        type: EntityType.PERSON,
        confidence,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(name),
      });
    }
  }
  return found;
}
