import { countryNames, countryOfName } from "./country-names.js";
import { knownRegion, regionOfCallingCode } from "./phone-numbering.js";

// Where a document says which country it is about: the country-code top-level domain of its
// e-mail addresses and links (`.fr`, `.co.uk`, `.com.au`), the country of its IBANs, the
// calling codes of the international numbers it already writes in full, and country names.
const HOST_TLD = /[@/.]([a-z0-9-]+\.)+([a-z]{2})(?![a-z0-9-])/gi;
const IBAN_COUNTRY = /(?<![A-Za-z0-9])([A-Z]{2})\d{2} ?[A-Z0-9]{4}/g;
const INTERNATIONAL = /(?:\+|(?<!\d)00)(\d{1,3})[\s(-]?\d/g;
const TLD_REGION: Readonly<Record<string, string>> = { uk: "GB", el: "GR" };
// Generic or commonly borrowed two-letter domains that say nothing about a country.
const NOT_COUNTRIES = new Set(["io", "ai", "co", "me", "tv", "ly", "gg", "fm", "am", "so", "to", "app"]);

// The script a document is written in names a country for most scripts; for Latin-script
// languages, a few very common words do (weaker, so these come after the signals above).
const SCRIPT_REGIONS: readonly [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "JP"],
  [/\p{Script=Hangul}/u, "KR"],
  [/\p{Script=Thai}/u, "TH"],
  [/\p{Script=Hebrew}/u, "IL"],
  [/\p{Script=Devanagari}/u, "IN"],
  [/\p{Script=Greek}/u, "GR"],
  [/\p{Script=Cyrillic}/u, "RU"],
  [/\p{Script=Han}/u, "CN"],
  [/\p{Script=Arabic}/u, "AE"],
];
// Any of the scripts above: one scan that lets a text in none of them (most) skip the nine.
export const ANY_SCRIPT_REGION = new RegExp(SCRIPT_REGIONS.map(([cue]) => cue.source).join("|"), "u");
// The UTF-16 code units of every character ANY_SCRIPT_REGION matches (and a few more: a superset,
// tested against every code point), as a class of code units that needs no Unicode tables: a text
// without one of them (most English and European text, typographic quotes included) skips the
// Unicode scan.
export const MAYBE_SCRIPT_REGION =
  /[\u0370-\u097f\u0e01-\u0e5b\u1100-\u11ff\u1c80-\u1dbf\u1f00-\u1ffe\u2126\u2de0-\u9fff\ua640-\ua69f\ua8e0-\ua97c\uab65-\ud7fb\ud800-\udbff\uf900-\uffdc]/;
// Words, regex flags, region.
const LANGUAGE_WORDS: readonly [string, string, string][] = [
  ["c'est|vous|merci|bonjour|avec|nous", "i", "FR"],
  ["und|nicht|bitte|danke|Sie|ich|wir|für|mit", "", "DE"],
  ["você|obrigad[oa]|não|contato|equipe", "i", "BR"],
  ["usted|gracias|hola|llamar|paciente|familiar de|consultas|su hijo|su hija", "i", "ES"],
  ["grazie|buongiorno|chiamare", "i", "IT"],
  ["bedankt|alstublieft|graag|niet", "i", "NL"],
  ["takk|vennlig|hilsen|ikke|kundeservice|på", "i", "NO"],
  ["tack|hälsningar|inte|och", "i", "SE"],
  ["tak|venlig|hilsen|ikke", "i", "DK"],
  ["kiitos|terveisin|ystävällisin|puhelin", "i", "FI"],
  ["teşekkür|teşekkürler|merhaba|lütfen|için|değil", "i", "TR"],
  ["dziękuję|proszę|dzień dobry|pozdrawiam", "i", "PL"],
  ["hai|nahi|kya|bhai|bhaiya|acha|theek|haan", "i", "IN"],
  ["vos sos|agendalo|agendá|laburo|boludo", "i", "AR"],
  // Issue 22, third round: European Portuguese (`telemóvel`, `utente`, `equipa`; Brazil writes
  // `celular`, `paciente`, `equipe`), Czech and Slovak, and Argentina's health insurers and tax ids.
  ["telemóvel|utente|equipa|freguesia|concelho|doente", "i", "PT"],
  ["děkuji|dobrý den|ordinace|telefonicky|pojišťovna|nemocnice|pojištěnce", "i", "CZ"],
  ["ďakujem|dobrý deň|nemocnica|poisťovňa|poistenca", "i", "SK"],
  ["obra social|prepaga|CUIT|CUIL", "i", "AR"],
  // A country's own institutions and identifiers name it whatever the language (the bank code CLABE
  // and the CURP are Mexican; Aadhaar, UHID and lakh Indian).
  ["CLABE|CURP", "", "MX"],
  ["Aadhaar|UHID|lakh|crore", "i", "IN"],
];
const LANGUAGE_REGIONS: readonly [RegExp, string][] = LANGUAGE_WORDS.map(([words, flags, region]) => [
  new RegExp(`\\b(?:${words})\\b`, flags),
  region,
]);
// Every word of LANGUAGE_WORDS in one case-insensitive scan (a superset of the six): a text with
// none of them, most, skips the six scans.
const ANY_LANGUAGE_WORD = new RegExp(`\\b(?:${LANGUAGE_WORDS.map(([words]) => words).join("|")})\\b`, "i");

/**
 * Regions a document points to, most frequent first. They decide how a national number that
 * fits several plans is read (`01 42 68 53 00` in a mail from `.fr` is French); a region list
 * fixed in advance could not.
 */
export function contextRegions(text: string): string[] {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(HOST_TLD)) {
    const tld = m[2]!.toLowerCase();
    if (!NOT_COUNTRIES.has(tld)) count(counts, TLD_REGION[tld] ?? tld.toUpperCase());
  }
  for (const m of text.matchAll(IBAN_COUNTRY)) count(counts, m[1]);
  for (const m of text.matchAll(INTERNATIONAL)) {
    // The shortest calling code that is assigned: `+33 1` is 33, `+1 415` is 1.
    const digits = m[1]!;
    for (let n = 1; n <= digits.length; n++) {
      const region = regionOfCallingCode(digits.slice(0, n));
      if (region) {
        count(counts, region);
        break;
      }
    }
  }
  for (const m of countryNames(text)) count(counts, countryOfName(m[0]));
  const regions = [...counts].sort((a, b) => b[1] - a[1]).map(([region]) => region);
  const languages = ANY_LANGUAGE_WORD.test(text) ? LANGUAGE_REGIONS : [];
  const cues =
    MAYBE_SCRIPT_REGION.test(text) && ANY_SCRIPT_REGION.test(text)
      ? [...SCRIPT_REGIONS, ...languages]
      : languages;
  for (const [cue, region] of cues) if (!regions.includes(region) && cue.test(text)) regions.push(region);
  return regions;
}

// A function, not a closure in contextRegions: under tsx, which the service runs on, creating a
// named closure also calls __name (5% of this function's time).
function count(counts: Map<string, number>, region: string | undefined): void {
  if (region && knownRegion(region)) counts.set(region, (counts.get(region) ?? 0) + 1);
}
