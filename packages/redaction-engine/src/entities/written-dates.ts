// Dates as people write them (issue 22): the pattern of a written date in the forms and languages
// of the labelled sets, and its reading as an ISO date. Shared by every rule that reads a date of
// birth (labels, cues, answers, columns, years), so a new form is read by all of them at once.

// Words of a written month, by their first three letters: English, German (Jänner), French, Spanish,
// Catalan, Portuguese, Italian, Dutch (maart, mrt), Russian and Bulgarian, Ukrainian, Polish, Czech,
// Turkish, Hungarian, Romanian, Greek, Finnish, Icelandic, Malay, Indonesian and Tagalog. Prefixes two
// languages give different months (Croatian `lipanj` is June, Polish `lipiec` July) keep the first
// language's; the prefixes three letters cannot tell apart are read whole below.
const MONTHS: Record<string, number> = {};
[
  ["jan", "jän", "gen", "ene", "янв", "sty", "oca", "ian", "яну", "січ", "led", "tam", "ιαν"],
  ["feb", "fév", "fev", "фев", "lut", "şub", "sub", "peb", "лют", "úno", "hel", "φεβ"],
  ["mar", "mär", "maa", "mrt", "мар", "már", "mac", "бер", "bře", "μαρ"],
  ["apr", "avr", "abr", "апр", "kwi", "nis", "ápr", "кві", "dub", "huh", "απρ"],
  ["may", "mai", "mag", "mei", "мая", "май", "maj", "máj", "maí", "тра", "kvě", "tou", "μαΐ", "μαϊ", "μαι"],
  ["jun", "giu", "июн", "cze", "haz", "jún", "iun", "hun", "юни", "чер", "kes"],
  ["jul", "jui", "lug", "июл", "lip", "tem", "júl", "iul", "hul", "юли", "лип", "hei"],
  ["aug", "aoû", "ago", "авг", "sie", "ağu", "agu", "ogo", "ágú", "сер", "srp", "elo", "αυγ"],
  ["sep", "set", "сен", "wrz", "eyl", "sze", "сеп", "вер", "zář", "syy", "σεπ"],
  ["oct", "okt", "ott", "out", "окт", "paź", "eki", "жов", "říj", "lok", "οκτ"],
  ["nov", "ноя", "lis", "kas", "noi", "nob", "nóv", "ное", "лис", "νοε"],
  ["dec", "déc", "dez", "dic", "дек", "gru", "ara", "des", "dis", "гру", "pro", "jou", "δεκ"],
].forEach((names, i) => {
  for (const n of names) MONTHS[n] = i + 1;
});
// Read whole: "juin" is June and the rest of "jui" July (French); Czech "červen(ce)" is July and
// "červen/června" June; Greek "Ιουν" June and "Ιουλ" July; Finnish "marras" November.
const WHOLE_MONTHS: readonly (readonly [RegExp, number])[] = [
  [/^juin/i, 6],
  [/^červen(?:ce|ec)/i, 7],
  [/^červ/i, 6],
  [/^ιουν/i, 6],
  [/^ιουλ/i, 7],
  [/^marras/i, 11],
];

// Thai months, abbreviated (`ก.พ.`) or written out (`กุมภาพันธ์`), in calendar order; Thai years
// are of the Buddhist era (543 years ahead).
const THAI_MONTHS = [
  ["ม.ค.", "มกราคม"],
  ["ก.พ.", "กุมภาพันธ์"],
  ["มี.ค.", "มีนาคม"],
  ["เม.ย.", "เมษายน"],
  ["พ.ค.", "พฤษภาคม"],
  ["มิ.ย.", "มิถุนายน"],
  ["ก.ค.", "กรกฎาคม"],
  ["ส.ค.", "สิงหาคม"],
  ["ก.ย.", "กันยายน"],
  ["ต.ค.", "ตุลาคม"],
  ["พ.ย.", "พฤศจิกายน"],
  ["ธ.ค.", "ธันวาคม"],
];
const THAI_MONTH = THAI_MONTHS.flat()
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replaceAll(".", "\\."))
  .join("|");
const BUDDHIST_ERA = 543;

// The year before each era's first: Japanese (`平成1年` is 1989) and the Republic of China's, which
// Taiwan writes in forms (`民國80年7月14日` is 1991-07-14; years of up to three digits).
const JAPANESE_ERAS: Readonly<Record<string, number>> = {
  明治: 1867,
  大正: 1911,
  昭和: 1925,
  平成: 1988,
  令和: 2018,
  民國: 1911,
  民国: 1911,
};

// Up to twelve letters: the genitive `października`, `Σεπτεμβρίου`, `marraskuuta`.
const MONTH_WORD = String.raw`\p{L}{3,12}\.?`;
const ROMAN_MONTHS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
// Longest first, so `VIII` is not read as `V`; a month stands alone (`IVX` is none).
const ROMAN_MONTH = `(?:${[...ROMAN_MONTHS].reverse().join("|")})(?![\\p{L}])`;
const ORDINAL = "(?:st|nd|rd|th|er|e|º|°)?";
export const DATE = [
  String.raw`\d{4}-\d{2}-\d{2}`,
  // `1961-Apr-07`, `Apr-07-1961`; eight digits (`07041961`, `19610407`), read only if a date.
  String.raw`\d{4}-${MONTH_WORD}-\d{1,2}`,
  String.raw`${MONTH_WORD}-\d{1,2}-\d{4}`,
  String.raw`\d{8}`,
  String.raw`\d{4}/\d{2}/\d{2}`,
  // `1990 08 31` (Nordic forms), not followed by more digit groups (an account or a phone).
  String.raw`\d{4} \d{2} \d{2}(?! ?\d)`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})`,
  String.raw`\d{1,2}${ORDINAL}\.?(?:\s+|-)(?:de\s+|of\s+)?${MONTH_WORD},?(?:\s+|-)(?:de\s+)?\d{4}`,
  String.raw`${MONTH_WORD}\s+\d{1,2}${ORDINAL},?\s+\d{4}`,
  String.raw`\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  // A Japanese era year (`平成8年5月14日`, `昭和元年`: its first year).
  String.raw`(?:${Object.keys(JAPANESE_ERAS).join("|")})\s*(?:\d{1,3}|元)\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`,
  String.raw`\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일`,
  // `12. 3. 1980` (Czech, German), `1980. 03. 12.` (Hungarian, Korean), `1980. március 12.`.
  String.raw`\d{1,2}\.\s\d{1,2}\.\s?\d{4}`,
  String.raw`\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?`,
  String.raw`\d{4}\.?\s+${MONTH_WORD}\s+\d{1,2}\.?`,
  String.raw`\d{1,2}\s*(?:${THAI_MONTH})\s*\d{4}`,
  // A Roman-numeral month (`07.IV.1961`, `7 XI 1980`: Polish, Czech, Italian, Romanian usage).
  String.raw`\d{1,2}[./ -]\s?${ROMAN_MONTH}[./ -]\s?\d{4}`,
].join("|");

/**
 * A written birth date as ISO `YYYY-MM-DD`, or undefined when it is no calendar date. Numeric
 * dates are read day-first unless only the month-first reading is a date (`05/17/1995`); the
 * order changes only the entity key, never whether the value is redacted.
 */
export function birthDate(written: string): string | undefined {
  const roman = /^(\d{1,2})[./ -]\s?([IVX]+)[./ -]\s?(\d{4})$/iu.exec(written);
  if (roman)
    return iso(Number(roman[3]), ROMAN_MONTHS.indexOf(roman[2]!.toUpperCase()) + 1, Number(roman[1]));
  // `12. 3. 1980` is read as `12.3.1980`; a month word's dot keeps its space (`Oct. 2, 1998`).
  const raw = written.replace(/(?<=\d)\.\s+(?=\d)/g, ".").replace(/\.$/, "");
  const ymdDots = /^(\d{4})\.(\d{1,2})\.(\d{1,2})$/.exec(raw);
  if (ymdDots) return iso(Number(ymdDots[1]), Number(ymdDots[2]), Number(ymdDots[3]));
  const yearFirst = /^(\d{4})\.?\s+(\p{L}+)\.?\s+(\d{1,2})$/u.exec(raw);
  if (yearFirst) return iso(Number(yearFirst[1]), month(yearFirst[2]!), Number(yearFirst[3]));
  const thai = /^(\d{1,2})\s*(\S+?)\s*(\d{4})$/u.exec(raw);
  const thaiMonth = thai ? THAI_MONTHS.findIndex((names) => names.includes(thai[2]!)) : -1;
  if (thai && thaiMonth >= 0) {
    const year = Number(thai[3]);
    return iso(year > 2400 ? year - BUDDHIST_ERA : year, thaiMonth + 1, Number(thai[1]));
  }
  const era = /^(\p{Script=Han}{2})\s*(\d{1,3}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})/u.exec(raw);
  const eraStart = era ? JAPANESE_ERAS[era[1]!] : undefined;
  if (era && eraStart !== undefined) {
    const year = era[2] === "元" ? 1 : Number(era[2]);
    return iso(eraStart + year, Number(era[3]), Number(era[4]));
  }
  const cjk = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})/.exec(raw);
  if (cjk) return iso(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]));
  const eight = /^(\d{2})(\d{2})(\d{4})$/.exec(raw);
  if (eight) {
    const yearFirst = iso(Number(raw.slice(0, 4)), Number(raw.slice(4, 6)), Number(raw.slice(6)));
    if (/^(?:19|20)/.test(raw) && yearFirst) return yearFirst;
    const [a, b, y] = [Number(eight[1]), Number(eight[2]), Number(eight[3])];
    return iso(y, b, a) ?? iso(y, a, b);
  }
  const dashedMonth = /^(?:(\d{4})-(\p{L}+)\.?-(\d{1,2})|(\p{L}+)\.?-(\d{1,2})-(\d{4}))$/u.exec(raw);
  if (dashedMonth) {
    const [, y1, m1, d1, m2, d2, y2] = dashedMonth;
    return iso(Number(y1 ?? y2), month((m1 ?? m2)!), Number(d1 ?? d2));
  }
  const ymd = /^(\d{4})([-/ ])(\d{2})\2(\d{2})$/.exec(raw);
  if (ymd) return iso(Number(ymd[1]), Number(ymd[3]), Number(ymd[4]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(raw);
  if (numeric) {
    const [a, b, y] = [Number(numeric[1]), Number(numeric[2]), fullYear(numeric[3]!)];
    return iso(y, b, a) ?? iso(y, a, b);
  }
  const dayFirst =
    /^(\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?(?:\s+|-)(?:de\s+|of\s+)?(\p{L}+)\.?,?(?:\s+|-)(?:de\s+)?(\d{4})$/u.exec(
      raw,
    );
  if (dayFirst) return iso(Number(dayFirst[3]), month(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/u.exec(raw);
  if (monthFirst) return iso(Number(monthFirst[3]), month(monthFirst[1]!), Number(monthFirst[2]));
  return undefined;
}

/**
 * A two-digit birth year: 00-26 is this century, 27-99 the last (a fixed pivot, so the key of a
 * date never depends on the day the text is redacted).
 */
function fullYear(written: string): number {
  const y = Number(written);
  return written.length === 4 ? y : y <= 26 ? 2000 + y : 1900 + y;
}

function month(word: string): number {
  for (const [whole, number] of WHOLE_MONTHS) if (whole.test(word)) return number;
  return MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

function iso(y: number, mo: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1850) return undefined;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
