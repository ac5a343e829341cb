import type { Finding } from "../finding.js";
import { personFinding } from "./person-finding.js";
import { allMatches } from "./sticky-scan.js";

// Arabic has no capital letters; it marks a person's name with a title before it (`السيد محمد
// العلي`, `د. ليلى حداد`, `المهندسة سارة`) or with the nasab `بن`/`بنت`/`ابن` ("son/daughter of")
// between two names (`خالد بن سعيد`). The title stays outside the span; the name is one or two
// words (three with a nasab), ending before a preposition or conjunction: a third word after a
// title is as often the sentence's object (`د. ليلى حداد التقرير`, "... the report"). Spoken
// Arabic addresses people without the article (`أستاذ سالم`, `يا مستر شريف`, `مدام هالة`).
const WORD = String.raw`[\p{Script=Arabic}\p{M}]+`;
const TITLE = String.raw`(?:السيد|السيدة|الآنسة|السادة|الدكتور|الدكتورة|د\.|الأستاذ|الأستاذة|المهندس|المهندسة|الشيخ|الحاج|الحاجة|أستاذ|أستاذة|استاذ|استاذة|مستر|مدام|دكتور|دكتورة)`;
const TITLED = new RegExp(
  String.raw`(?<![\p{Script=Arabic}])${TITLE}[ \t]+(${WORD}(?:[ \t]${WORD}){0,2})(?![\p{Script=Arabic}])`,
  "gu",
);
const NASAB = new RegExp(
  String.raw`(?<![\p{Script=Arabic}])(${WORD}[ \t](?:بن|بنت|ابن)[ \t]${WORD})(?![\p{Script=Arabic}])`,
  "gu",
);
const NASAB_WORDS = new Set(["بن", "بنت", "ابن"]);
// Words that end a name: prepositions, conjunctions, verbs of request that follow a name.
const NOT_NAME = new Set([
  "في",
  "من",
  "إلى",
  "الى",
  "على",
  "عن",
  "مع",
  "و",
  "أو",
  "ثم",
  "لقد",
  "قد",
  "هو",
  "هي",
  "الذي",
  "التي",
  "بخصوص",
  "حول",
  "عبر",
  "أمس",
  "اليوم",
  "غدا",
  "استرداد",
  "طلب",
  "يطلب",
  "طلبت",
  "اتصل",
  "اتصلت",
  "يرجى",
  "المحترم",
  "المحترمة",
]);

/** PERSON spans for Arabic names after a title or joined by بن/بنت/ابن. */
export function findArabicNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  if (!/[\u0600-\u06FF]/.test(text)) return found;
  for (const m of allMatches(TITLED, text)) {
    const words = m[1]!.split(/[ \t]/);
    let n = 0;
    const most = NASAB_WORDS.has(words[1] ?? "") ? 3 : 2;
    while (n < Math.min(words.length, most) && !NOT_NAME.has(words[n]!)) n++;
    if (n === 0) continue;
    found.push(
      personFinding(m.index + m[0].length - m[1]!.length, words.slice(0, n).join(" "), 0.85, detector),
    );
  }
  for (const m of allMatches(NASAB, text)) {
    const words = m[1]!.split(/[ \t]/);
    if (NOT_NAME.has(words[0]!) || NOT_NAME.has(words[2]!)) continue;
    found.push(personFinding(m.index, m[1]!, 0.8, detector));
  }
  return found;
}
