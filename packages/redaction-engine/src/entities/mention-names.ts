import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { Gazetteer } from "./gazetteer.js";
import { allMatches } from "./sticky-scan.js";

// Two more places that name a person whatever the case or script (decision 0041): an @-mention
// (`thanks @sunny`, `@李娜`; the `@` stays outside the span, as the corpus labels it) and a
// dash sign-off at the end of a line (`great work everyone — drew`, `– Mireille Hoffmann`).
const MENTION =
  /(?<![\p{L}\p{N}._%+-])@([\p{L}][\p{L}\p{M}\p{N}_.-]{0,30}[\p{L}\p{M}\p{N}])(?![\p{L}\p{N}(/@])/gu;
// Broadcasts, bots, teams and code annotations (`@media`, `@param`) are no people.
const NOT_A_PERSON =
  /^(?:here|channel|everyone|all|team|room|group|admin|admins|support|help|bot|mods?|media|import|param|returns?|override|types|interface|keyframes|deprecated|see|todo|example|font-face|author|version|since|throws)$|bot$|support$|team$|^(?:team|support|help|info|noreply|no-reply)[._-]|(?:^|[._-])(?:oncall|on-call|devops|ops|infra|sre|alerts?|deploy|ci|builds?|release|security|it|hr|sales|marketing|finance|billing|eng|engineering|qa|design|product|platform|backend|frontend|data)(?:$|[._-])/i;
// The dash is the trigger; the name is read right after it, up to the end of its line.
const DASH = /[—–][ \t]?|(?:^|[ \t])--?[ \t]/gm;
const NAME_TO_LINE_END = /(\p{L}[\p{L}\p{M}'’-]*(?: \p{L}[\p{L}\p{M}'’-]*)?)[ \t]*$/muy;

/**
 * PERSON spans for @-mentions and dash sign-offs. A sign-off counts when its first word is a
 * known first name (`— drew`, not `— see above`), or as two capitalised uncommon words.
 */
export function findMentionNames(
  text: string,
  detector: string,
  words: Pick<Gazetteer, "commonWords" | "firstNames">,
): Finding[] {
  const found: Finding[] = [];
  const push = (start: number, name: string, confidence: number) =>
    found.push({
      start,
      end: start + name.length,
      type: EntityType.PERSON,
      confidence,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  if (text.includes("@"))
    for (const m of allMatches(MENTION, text)) {
      const handle = m[1]!;
      if (NOT_A_PERSON.test(handle) || /^\d|\d{3}/.test(handle)) continue;
      push(m.index + 1, handle, 0.75);
    }
  for (const m of allMatches(DASH, text)) {
    const at = m.index + m[0].length;
    NAME_TO_LINE_END.lastIndex = at;
    const name = NAME_TO_LINE_END.exec(text)?.[1];
    if (!name) continue;
    const parts = name.split(" ");
    const known = words.firstNames.has(parts[0]!.toLowerCase());
    // Headings use the same dash (`Case 00918273 — Billing`, `KYC rejected`): unknown words
    // count only as two capitalised words neither of which is an ordinary word, and never
    // after a lone hyphen, which also separates list items (`Product - Zendesk`).
    const hyphen = !/[—–]|--/.test(m[0]);
    const unknownName =
      !hyphen &&
      parts.length === 2 &&
      parts.every((w) => /^\p{Lu}/u.test(w) && !words.commonWords.has(w.toLowerCase()));
    if (!known && !unknownName) continue;
    push(at, name, 0.7);
  }
  return found;
}
