import nlp from "compromise";
import { EntityType } from "../entity-type.js";
import type { Detector, Finding } from "../finding.js";
import { lowerCase } from "./letter-case.js";
import { HONORIFICS } from "./word-lists.js";
// Installs the faster (output-identical) bulk matcher in compromise before the first parse.
import "./compromise-sweep.js";

/** A person or organisation span found by compromise, with offsets into the analysed text. */
export interface CompromiseSpan {
  readonly start: number;
  readonly end: number;
  readonly type: typeof EntityType.PERSON | typeof EntityType.ORG;
}

interface OffsetJson {
  text: string;
  offset: { start: number; length: number };
}

/**
 * compromise's `people()` and `organizations()` over `text`, trimmed of honorifics and
 * possessives; `people()` only when `organizations` is false (the entity stage reads only people).
 */
export function compromiseSpans(text: string, { organizations = true } = {}): CompromiseSpan[] {
  const doc = organizations ? nlp(text) : parseForPeople(text);
  const people = organizations ? doc.people().json({ offset: true }) : peopleOffsets(doc);
  const out: CompromiseSpan[] = [];
  const add = (matches: OffsetJson[], type: CompromiseSpan["type"]) => {
    for (const m of matches) {
      let start = m.offset.start;
      let end = start + m.offset.length;
      const raw = text.slice(start, end);
      const honorific = /^([A-Za-z]+)\.?\s+/.exec(raw);
      if (type === EntityType.PERSON && honorific && HONORIFICS.has(honorific[1]!.toLowerCase()))
        start += honorific[0].length;
      const tail = /(?:['’]s)?[\s.,;:!?)"']*$/.exec(text.slice(start, end));
      if (tail) end -= tail[0].length;
      if (
        type === EntityType.ORG &&
        /^(Inc|Ltd|Corp|Co)$/.test(text.slice(end - 4, end).replace(/^.*\s/, ""))
      ) {
        if (text[end] === ".") end++;
      }
      if (end > start) out.push({ start, end, type });
    }
  };
  add(people as OffsetJson[], EntityType.PERSON);
  if (organizations) add(doc.organizations().json({ offset: true }) as OffsetJson[], EntityType.ORG);
  return out;
}

const world = nlp.world() as { hooks: string[] };

/**
 * `nlp(text)` without the last of compromise's parse steps, the chunker: it only groups words
 * into noun and verb phrases (it sets no tag), and `people()` matches tags, so people come out
 * the same (test/compromise-sweep.test.ts checks it) for less work. The hook list is swapped only
 * for this synchronous call.
 */
function parseForPeople(text: string): ReturnType<typeof nlp> {
  const hooks = world.hooks;
  if (hooks[hooks.length - 1] !== "chunks") return nlp(text);
  world.hooks = hooks.slice(0, -1);
  try {
    return nlp(text);
  } finally {
    world.hooks = hooks;
  }
}

// compromise's people() (3-three/topics/people/find.js, 14.x; ifNo is its notIf) with its match statements parsed
// once (nlp.parseMatch, compromise's documented way to reuse a match) instead of on every call,
// and without People.json's name parsing and gender guess, which the entity stage never reads.
const PEOPLE = {
  comma: nlp.parseMatch("@hasComma"),
  person: nlp.parseMatch("#Honorific+? #Person+"),
  possessive: nlp.parseMatch("#Possessive"),
  hisHer: nlp.parseMatch("(his|her)"),
};

/** The spans (text and offset) `doc.people().json({ offset: true })` gives, for less work. */
function peopleOffsets(doc: ReturnType<typeof nlp>): unknown[] {
  let m = doc.splitAfter(PEOPLE.comma).match(PEOPLE.person);
  const possessive = m.match(PEOPLE.possessive).ifNo(PEOPLE.hisHer);
  m = m.splitAfter(possessive);
  return m.json({ offset: true }) as unknown[];
}

export const NAIVE_COMPROMISE_DETECTOR = "compromise";

/**
 * compromise used naively: `people()` and `organizations()` over the whole text. Kept as a
 * baseline for the benchmark and as an opt-in detector; the default entity stage is
 * `createEntityDetector`, which is about two orders of magnitude faster.
 */
export function createNaiveCompromiseDetector({ confidence = 0.7 } = {}): Detector {
  return {
    name: NAIVE_COMPROMISE_DETECTOR,
    types: [EntityType.PERSON, EntityType.ORG],
    detect(text) {
      return compromiseSpans(text).map(
        (s): Finding => ({
          ...s,
          confidence,
          detector: NAIVE_COMPROMISE_DETECTOR,
          verdict: "unvalidated",
          normalized: normalizeName(text.slice(s.start, s.end)),
        }),
      );
    },
  };
}

/** The entity key form of a name: NFKC, lower-case, single spaces, no periods or commas. */
export function normalizeName(value: string): string {
  // Most names are already in that form but for their case; NFKC goes through ICU.
  if (plainAscii(value)) return lowerCase(value);
  return value.normalize("NFKC").toLowerCase().replace(/[.,]/g, "").replace(/\s+/g, " ").trim();
}

/** ASCII, single spaces inside, none at the ends, no other space and no period or comma. */
function plainAscii(value: string): boolean {
  const last = value.length - 1;
  for (let i = 0; i <= last; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 128 || unit === 46 || unit === 44 || (unit >= 9 && unit <= 13)) return false;
    if (unit === 32 && (i === 0 || i === last || value.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}
