// A bank written as one word joined to `bank` (`Nedbank`, `Kiwibank`, `Handelsbanken`-like
// brands) names an organisation even with no other word beside it, unlike German kinds of bank
// (`Hausbank`, `Direktbank`, `Zentralbank`), which are ordinary nouns. The kinds are a closed
// vocabulary of German banking words, not names.
const KIND_STEMS = new Set(
  (
    "haus direkt online internet privat groß gross zentral landes kantonal noten filial partner genossenschafts " +
    "geschäfts investment handels spar volks bürger welt förder entwicklungs hypotheken pfandbrief regional " +
    "universal kredit giro post auto staats bundes reserve smartphone neo direct"
  ).split(" "),
);
const JOINED_BANK = /^(\p{Lu}\p{Ll}{2,})bank$/u;

/** The head is one word joined to `bank` whose first part is no kind of bank. */
export function namedJoinedBank(head: string): boolean {
  const m = JOINED_BANK.exec(head);
  return m !== null && !KIND_STEMS.has(m[1]!.toLowerCase());
}
