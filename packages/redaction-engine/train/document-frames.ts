// The frames of the generated training documents (decisions 0040, 0054), grouped per language and
// genre from the tables: frame-languages.ts (the languages) and frames-*.ts (one row per frame).
// Slots: {P} a person (the language's order and spacing), {F} a first name, {L} a surname, {p} a
// chat name in lower case, {W} a first name that is also an English word, used as a name, {Q} such
// a first name and a surname (`Will Turner`), {N} a number, {O} an organisation with a legal form,
// {H} one without (hospital, university, bank, shop, charity), {B} a brand-only company, {X} a
// non-entity distractor (product, job title, drug, place, sale), {C} a city (not an entity), {G} a
// place of any faker locale, {I} an interjection or thanks (chat-openers.ts; neither an entity). A
// slot's text is written exactly where the frame puts it, so particles and prefixes stay joined to
// the name as the languages write them (`{P}님께서`, `ו{F}`).
import { LANGUAGE_TABLE, type LanguageRow } from "./frame-languages.js";
import { LATIN_FRAMES } from "./frames-latin.js";
import { OTHER_SCRIPT_FRAMES } from "./frames-other-scripts.js";

export type Genre = "ticket" | "email" | "chat" | "clinical" | "statement" | "cv";
export const GENRES: readonly Genre[] = ["ticket", "email", "chat", "clinical", "statement", "cv"];

/** One frame: the language's code, the genre, the text with slots. */
export type Frame = readonly [code: string, genre: Genre, text: string];

export interface Language extends LanguageRow {
  readonly frames: Readonly<Record<Genre, readonly string[]>>;
}

const FRAMES: readonly Frame[] = [...LATIN_FRAMES, ...OTHER_SCRIPT_FRAMES];

function withFrames(row: LanguageRow): Language {
  const frames = Object.fromEntries(GENRES.map((g) => [g, [] as string[]])) as Record<Genre, string[]>;
  for (const [code, genre, text] of FRAMES) if (code === row.code) frames[genre].push(text);
  for (const genre of GENRES)
    if (frames[genre].length === 0) throw new Error(`no ${genre} frame for language ${row.code}`);
  return { ...row, frames };
}

/** The languages, each with its frames per genre and its weight among generated documents. */
export const LANGUAGES: readonly (readonly [Language, number])[] = LANGUAGE_TABLE.map(
  (row) => [withFrames(row), row.weight] as const,
);
