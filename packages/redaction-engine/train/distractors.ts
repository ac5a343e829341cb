// Words that are not names, in every script the tagger reads (decision 0037): faker's word lists,
// product and department words, colours, foods and place names, kept per script and without any
// word of the name pools. The training text gets lines of them, so the model learns that an
// unknown word of a script without capitals, a lower-case word or a capitalised city is not a name.
import { allFakers } from "@faker-js/faker";
import { Script, scriptOf } from "../src/tagger/tagger-tokens.js";
import { namePool } from "./name-pools.js";

const PATHS = [
  "lorem.word",
  "word.adjective",
  "word.adverb",
  "word.noun",
  "word.verb",
  "word.conjunction",
  "word.preposition",
  "commerce.department",
  "commerce.product_name.adjective",
  "commerce.product_name.material",
  "commerce.product_name.product",
  "color.human",
  "food.fruit",
  "food.vegetable",
  "food.ingredient",
  "food.dish",
  "hacker.noun",
  "hacker.verb",
  "vehicle.type",
  "location.city_name",
  "location.state",
  "location.country",
];

function at(defs: unknown, path: string): string[] {
  let v: unknown = defs;
  for (const key of path.split(".")) v = (v as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && !/[{#\d]/.test(x)) : [];
}

const cache = new Map<string, readonly string[]>();

/** Words and phrases of a script at faker paths of every locale, minus name-pool words, sorted. */
export function fakerWords(script: Script, paths: readonly string[]): readonly string[] {
  const key = `${script}|${paths.join(",")}`;
  const seen = cache.get(key);
  if (seen) return seen;
  const pool = namePool(script);
  const names = new Set([...pool.first, ...pool.last].map((n) => n.toLowerCase()));
  const out = new Set<string>();
  for (const faker of Object.values(allFakers as unknown as Record<string, { rawDefinitions: unknown }>))
    for (const path of paths)
      for (const phrase of at(faker.rawDefinitions, path)) {
        const first = [...phrase].find((c) => scriptOf(c.charCodeAt(0)) !== Script.PUNCT);
        if (!first || scriptOf(first.charCodeAt(0)) !== script) continue;
        if (phrase.split(/\s+/).some((w) => names.has(w.toLowerCase()))) continue;
        out.add(phrase);
      }
  const list = [...out].sort();
  cache.set(key, list);
  return list;
}

/** Non-name words and phrases of a script, sorted (deterministic). */
export function distractors(script: Script): readonly string[] {
  return fakerWords(script, PATHS);
}
