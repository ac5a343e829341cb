// A labelled corpus may name the look-alikes it holds on purpose (a card with a bad Luhn digit, a
// version string shaped like an IPv4 address). Each must be in the corpus, stay unlabelled, and fail
// the check of the type it imitates; IPv4-shaped versions are valid addresses, so for them only the
// first two hold.
import { STRUCTURED_CHECK } from "./corpus-2026b/honesty.js";
import type { LabelledDoc } from "./labelled-doc.js";

/** What is wrong with a corpus's named look-alikes (type: values), one message per problem. */
export function namedLookalikeProblems(
  docs: readonly LabelledDoc[],
  lookalikes: Readonly<Record<string, readonly string[]>>,
): string[] {
  const bad: string[] = [];
  for (const [type, values] of Object.entries(lookalikes)) {
    for (const v of values) {
      const holding = docs.filter((d) => d.text.includes(v));
      if (holding.length === 0) bad.push(`${type} look-alike "${v}" not in the corpus`);
      const at = (d: LabelledDoc) => d.text.indexOf(v);
      const inSpan = holding.some((d) => d.spans.some((s) => s.start < at(d) + v.length && at(d) < s.end));
      if (inSpan) bad.push(`${type} look-alike "${v}" is labelled`);
      const check = STRUCTURED_CHECK[type];
      if (type !== "IPV4" && check?.(v)) bad.push(`${type} look-alike "${v}" validates`);
    }
  }
  return bad;
}
