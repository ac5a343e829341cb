// Country names a document may write (in English and in the country's own languages), as a hint
// for reading its national phone numbers (`BBVA México ... Tel. 55 5226 2663`). The countries of
// the corpus genres and the most populous ones; a name missing here only loses a hint.
const NAMES: Readonly<Record<string, string>> = {
  AR: "Argentina",
  AT: "Austria|Österreich",
  AU: "Australia",
  BD: "Bangladesh",
  BE: "Belgium|Belgique|België|Belgien",
  BR: "Brazil|Brasil",
  CA: "Canada",
  CH: "Switzerland|Schweiz|Suisse|Svizzera",
  CL: "Chile",
  CN: "China|中国",
  CO: "Colombia",
  CZ: "Czechia|Česko|Czech Republic",
  DE: "Germany|Deutschland",
  DK: "Denmark|Danmark",
  EG: "Egypt|مصر",
  ES: "Spain|España",
  FI: "Finland|Suomi",
  FR: "France",
  GB: "United Kingdom|England|Scotland|Wales",
  GR: "Greece|Ελλάδα",
  HU: "Hungary|Magyarország",
  ID: "Indonesia",
  IE: "Ireland|Éire",
  IL: "Israel|ישראל",
  IN: "India|भारत",
  IS: "Iceland|Ísland",
  IT: "Italy|Italia",
  JP: "Japan|日本",
  KE: "Kenya",
  KR: "Korea|대한민국|한국",
  MA: "Morocco|Maroc|المغرب",
  MX: "Mexico|México",
  MY: "Malaysia",
  NG: "Nigeria",
  NL: "Netherlands|Nederland",
  NO: "Norway|Norge",
  NZ: "New Zealand|Aotearoa",
  PE: "Peru|Perú",
  PH: "Philippines|Pilipinas",
  PK: "Pakistan|پاکستان",
  PL: "Poland|Polska",
  PT: "Portugal",
  RO: "Romania|România",
  RU: "Russia|Россия",
  SA: "Saudi Arabia|السعودية",
  SE: "Sweden|Sverige",
  SG: "Singapore",
  TH: "Thailand|ประเทศไทย",
  TR: "Turkey|Türkiye",
  TW: "Taiwan|台灣|臺灣",
  UA: "Ukraine|Україна",
  AE: "United Arab Emirates|UAE|الإمارات",
  VN: "Vietnam|Việt Nam",
  ZA: "South Africa",
};

const REGION_BY_NAME = new Map<string, string>();
for (const [region, names] of Object.entries(NAMES))
  for (const name of names.split("|")) REGION_BY_NAME.set(name.toLowerCase(), region);

const escapeLiteral = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// One alternation of literal names (no nested quantifier: linear), longest first, on word
// boundaries for the Latin names (`Indiana` is not India); names in other scripts stand as they
// are. Grouped by first character (`u(?:nited arab emirates|nited kingdom|...)`), which keeps the
// order of the names that can match at one place: every name starts with a character of the
// Basic Multilingual Plane, and no two first characters are equal ignoring case (tested).
const byFirst = new Map<string, string[]>();
for (const name of [...REGION_BY_NAME.keys()].sort((a, b) => b.length - a.length)) {
  const rests = byFirst.get(name[0]!) ?? [];
  rests.push(escapeLiteral(name.slice(1)));
  byFirst.set(name[0]!, rests);
}
const alternation = [...byFirst]
  .map(([first, rests]) => `${escapeLiteral(first)}(?:${rests.join("|")})`)
  .join("|");
/** The names' first characters, for the test that no two are equal ignoring case. */
export const COUNTRY_NAME_FIRSTS: readonly string[] = [...byFirst.keys()];
export const COUNTRY_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, "giu");
// COUNTRY_NAME without its look-behind, which a scan would evaluate at every position (most of the
// regex's cost); countryNames checks it only where a name matches.
const NAME_THEN_BOUNDARY = new RegExp(`(?:${alternation})(?![\\p{L}\\p{N}])`, "giu");
const NO_LETTER_BEFORE = /(?<![\p{L}\p{N}])/uy;

/**
 * The matches of COUNTRY_NAME in `text`, the same as `text.matchAll(COUNTRY_NAME)`: where a name
 * matches after a letter or digit, the scan resumes one character later, as the regex would.
 */
export function* countryNames(text: string): Generator<RegExpExecArray> {
  NAME_THEN_BOUNDARY.lastIndex = 0;
  for (let m = NAME_THEN_BOUNDARY.exec(text); m; m = NAME_THEN_BOUNDARY.exec(text)) {
    NO_LETTER_BEFORE.lastIndex = m.index;
    if (NO_LETTER_BEFORE.test(text)) yield m;
    else NAME_THEN_BOUNDARY.lastIndex = m.index + 1;
  }
}

/** The region of a name COUNTRY_NAME matched. */
export function countryOfName(name: string): string | undefined {
  return REGION_BY_NAME.get(name.toLowerCase());
}
