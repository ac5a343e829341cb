// Generated training documents for the tagger (decision 0040): tickets, e-mails, chat logs,
// clinical notes, statements and CVs in the languages of the issue, built from the frames of
// document-frames.ts with people and organisations of faker's locales in each script. They add
// what rewrites of the 2026 tuning half cannot: names joined to particles and prefixes, CJK names
// inside prose, lower-case chat names, names that are English words beside the same words used
// as words, organisations without a legal form and capitalised non-names (products, job titles,
// drugs, sales) that are no entity. Deterministic for a seed; returns marked documents.
import { allFakers } from "@faker-js/faker";
import { Script } from "../src/tagger/tagger-tokens.js";
import { chatOpener, interjections, places } from "./chat-openers.js";
import { chatSpeakers, LEADING_SPEAKER } from "./chat-speakers.js";
import { distractors } from "./distractors.js";
import { GENRES, type Genre, LANGUAGES, type Language } from "./document-frames.js";
import { namePool, WORD_NAMES } from "./name-pools.js";
import { rng } from "./training-data.js";

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

// Capitalised words that are no entity: what the issue saw taken for names (`Summer Sale`,
// `Data Scientist`, `Mastercard`), drugs of clinical notes, and faker's products and job titles.
const FIXED_DISTRACTORS = [
  "Summer Sale",
  "Black Friday",
  "Data Scientist",
  "Mastercard",
  "Visa Debit",
  "Apple Pay",
  "Ibuprofen",
  "Metformin",
  "Amoxicillin",
  "Lisinopril",
  "Atorvastatin",
  "Paracetamol",
  "Omeprazole",
  "Sertraline",
  "Warfarin",
  "Java 21",
  "Windows 11",
  "Premium Plan",
  "Customer Success Manager",
  "Head of Sales",
];

// Products and services named by brand and product (two capitalised words a name pattern fits):
// the older sets' false positives were of this kind (`Samsung Galaxy`, `Google Sheets`).
const BRAND_PRODUCTS =
  "Samsung Galaxy|Google Pixel|Google Sheets|Google Drive|Google Meet|Microsoft Teams|Microsoft Word|Microsoft Excel|Apple Watch|Apple Music|Adobe Acrobat|Adobe Photoshop|Amazon Prime|Amazon Echo|Sony Bravia|Dell XPS|Lenovo ThinkPad|Visual Studio|Jira|Slack|Zoom|Salesforce|Dropbox|Outlook|OneDrive|SharePoint|WhatsApp|Spotify|Netflix|Kindle|iPhone 15|Galaxy Tab|Surface Pro|PlayStation 5|Xbox Live|Oracle Cloud|SAP Concur|Tableau|Zendesk|HubSpot|Trello|Notion|Figma|Confluence|GitHub Actions".split(
    "|",
  );

type Definitions = Record<string, Record<string, unknown> | undefined>;
const raw = (locale: string) =>
  (allFakers as unknown as Record<string, { rawDefinitions: Definitions }>)[locale]?.rawDefinitions;
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && !/[{#\d]/.test(x)) : [];

let latinDistractors: readonly string[] | undefined;

function englishDistractors(): readonly string[] {
  if (latinDistractors) return latinDistractors;
  const en = raw("en")!;
  const product = (en["commerce"]?.["product_name"] ?? {}) as Record<string, unknown>;
  const adjectives = strings(product["adjective"]);
  const products = strings(product["product"]);
  const job = en["person"] ?? {};
  const descriptors = strings(job["job_descriptor"]);
  const areas = strings(job["job_area"]);
  const types = strings(job["job_type"]);
  const out = [...FIXED_DISTRACTORS, ...BRAND_PRODUCTS, ...BRAND_PRODUCTS];
  for (let i = 0; i < products.length; i++) out.push(`${adjectives[i % adjectives.length]} ${products[i]}`);
  for (let i = 0; i < areas.length; i++)
    out.push(`${descriptors[i % descriptors.length]} ${areas[i]} ${types[i % types.length]}`);
  latinDistractors = out.sort();
  return latinDistractors;
}

const cityCache = new Map<string, readonly string[]>();
function cities(lang: Language): readonly string[] {
  const seen = cityCache.get(lang.code);
  if (seen) return seen;
  const list = strings(raw(lang.cityLocale)?.["location"]?.["city_name"]);
  const out = list.length > 0 ? list : namePool(lang.script).last;
  cityCache.set(lang.code, out);
  return out;
}

// Syllables of made-up brand names (`Velora`, `Zentrix`): capitalised words no list knows.
const SYLLABLES = "ve lo ra zen trix nu vio ka mi sol ar ion qua dex flo ra ti nova lux eta ko".split(" ");

function brand(r: Random): string {
  const n = 2 + Math.floor(r() * 2);
  let s = "";
  for (let i = 0; i < n; i++) s += pick(r, SYLLABLES);
  return s[0]!.toUpperCase() + s.slice(1);
}

/** Fills one frame; each slot's text is marked with its type, the rest is left as written. */
function fill(frame: string, lang: Language, r: Random): string {
  const pool = namePool(lang.script);
  const latin = lang.script === Script.LATIN;
  const joined = lang.surnameFirst;
  const first = () => pick(r, pool.first);
  const last = () => pick(r, pool.last);
  const person = () => {
    const x = r();
    if (joined) {
      if (x < 0.7) return `${last()}${lang.code === "ja" && r() < 0.2 ? " " : ""}${first()}`;
      return x < 0.78 ? last() : first();
    }
    const f = latin && r() < 0.1 ? pick(r, WORD_NAMES) : first();
    if (x < 0.75) return `${f} ${last()}`;
    return x < 0.9 ? f : last();
  };
  const organisation = () => {
    const stem = latin && r() < 0.3 ? brand(r) : r() < 0.3 ? `${last()} ${last()}` : last();
    const sep = joined ? "" : " ";
    if (pool.prefixes.length > 0 && r() < 0.4) return `${pick(r, pool.prefixes)}${sep}${stem}`;
    return pool.suffixes.length > 0 ? `${stem}${sep}${pick(r, pool.suffixes)}` : stem;
  };
  const institution = () =>
    pick(r, lang.institutions)
      .replace("{L}", last())
      .replace("{C}", pick(r, cities(lang)))
      .replace("{F}", first());
  const distractor = () => {
    if (latin) return pick(r, englishDistractors());
    const words = distractors(lang.script);
    return words.length > 0 ? pick(r, words) : "";
  };
  const mark = (type: string, value: string) => `[[${type}|${value.replace(/[[\]|]/g, "")}]]`;
  return frame.replace(/\{([PFLpWQOHBXCGIN])\}/g, (_, slot: string) => {
    switch (slot) {
      case "P":
        return mark("PERSON", person());
      case "F":
        return mark("PERSON", latin && r() < 0.1 ? pick(r, WORD_NAMES) : first());
      case "L":
        return mark("PERSON", last());
      case "p": {
        const name = r() < 0.15 && latin ? pick(r, WORD_NAMES) : r() < 0.6 ? first() : `${first()} ${last()}`;
        return mark("PERSON", name.toLowerCase());
      }
      case "W":
        return mark("PERSON", pick(r, WORD_NAMES));
      case "Q":
        return mark("PERSON", `${pick(r, WORD_NAMES)} ${last()}`);
      case "O":
        return mark("ORG", organisation());
      case "H":
        return mark("ORG", institution());
      case "B":
        return mark("ORG", latin ? brand(r) : organisation());
      case "X":
        return distractor();
      case "C":
        return pick(r, cities(lang));
      case "G":
        return pick(r, places(r() < 0.8 ? lang.script : Script.LATIN));
      case "I":
        return pick(r, interjections(lang.script)).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
      default:
        return String(1000 + Math.floor(r() * 90000));
    }
  });
}

function documentSpeakers(lang: Language, r: Random) {
  const pool = namePool(lang.script);
  const latin = lang.script === Script.LATIN;
  const person = () =>
    [latin && r() < 0.15 ? pick(r, WORD_NAMES) : pick(r, pool.first), pick(r, pool.last)] as const;
  return chatSpeakers(r, person, lang.surnameFirst, (name) => `[[PERSON|${name.replace(/[[\]|]/g, "")}]]`);
}

function language(r: Random): Language {
  const total = LANGUAGES.reduce((n, [, w]) => n + w, 0);
  let x = r() * total;
  for (const [lang, w] of LANGUAGES) {
    x -= w;
    if (x < 0) return lang;
  }
  return LANGUAGES[0]![0];
}

/** One marked document: a language, a genre, three to seven of its frames (one of another genre sometimes). */
export function generateDocument(r: Random, contrast = false): string {
  const lang = language(r);
  const genre: Genre = pick(r, GENRES);
  const lines: string[] = [];
  const count = 3 + Math.floor(r() * 5);
  // The genre's frames in a drawn order, so a short list is not repeated line after line.
  // Without `contrast` the frames with a place or an interjection ({G}, {I}) and the chat openers
  // are left out: the training text is then the one of the shipped model.
  const usable = (genre: Genre) => lang.frames[genre].filter((f) => contrast || !/\{[GI]\}/.test(f));
  const frames = [...usable(genre)];
  for (let i = frames.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [frames[i], frames[j]] = [frames[j]!, frames[i]!];
  }
  // Most chats get one speaker layout and a few participants for all their lines (chat-speakers.ts).
  const speakers = genre === "chat" && r() < 0.7 ? documentSpeakers(lang, r) : undefined;
  const pool = namePool(lang.script);
  const vocative = () =>
    lang.script === Script.LATIN && r() < 0.1 ? pick(r, WORD_NAMES) : pick(r, pool.first);
  const mark = (name: string) => `[[PERSON|${name.replace(/[[\]|]/g, "")}]]`;
  for (let i = 0; i < count; i++) {
    const frame = r() < 0.15 ? pick(r, usable(pick(r, GENRES))) : frames[i % frames.length]!;
    // A chat message opens with an interjection, an ordinary word or a vocative name (chat-openers.ts).
    const opener = contrast && genre === "chat" ? chatOpener(r, lang.script, vocative, mark) : "";
    if (speakers) lines.push(speakers.head() + opener + fill(frame.replace(LEADING_SPEAKER, ""), lang, r));
    else {
      const head = opener ? (LEADING_SPEAKER.exec(frame)?.[0] ?? "") : "";
      lines.push(fill(head, lang, r) + opener + fill(frame.slice(head.length), lang, r));
    }
  }
  return lines.join("\n");
}

/** `count` marked documents for a seed, the same every run. */
export function generatedDocuments(count: number, seed: number, contrast = false): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(generateDocument(r, contrast));
  return out;
}
