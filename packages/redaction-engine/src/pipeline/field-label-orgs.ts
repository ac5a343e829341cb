import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";

// A one-word organisation before a number through a number word, a bracket or a colon (`NHS No.
// 423 929 2441`, `Medicaid ID 4410892217`, `Medicare (NB): 207 418 553`, `CBC: WBC 11.2`), or an
// acronym of at most four capitals right before one (`BP 124/78`), labels a field or a
// measurement: the number is the value, the word names its scheme, not an organisation the text is
// about. A bank before an account number (`전북은행 3333-21-7740915`) and a shop before its branch
// number (`WAITROSE 0471`, `Pharmaprix #112`) stay: there the number follows with no label.
const LABELLED_VALUE =
  /^(?:\.?[ \t]?(?:no|nr|id|ref|number)\b\.?[ \t]?:?|[ \t]?\([^()\n]{1,8}\)[ \t]?:?|:)[ \t]?(?:\p{Lu}{2,5}[ \t])?\d/iu;
const BARE_VALUE = /^[ \t]\d/;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;
const ACRONYM = /^\p{Lu}{2,4}$/u;
// The value's text is read only this far past the label.
const WINDOW = 24;

/** `spans` without one-word organisations that label the number after them. */
export function dropFieldLabelOrgs(text: string, spans: readonly Finding[]): Finding[] {
  return spans.filter((f) => {
    if (f.type !== EntityType.ORG) return true;
    const value = text.slice(f.start, f.end);
    if (!ONE_WORD.test(value)) return true;
    const after = text.slice(f.end, f.end + WINDOW);
    return !LABELLED_VALUE.test(after) && !(ACRONYM.test(value) && BARE_VALUE.test(after));
  });
}
