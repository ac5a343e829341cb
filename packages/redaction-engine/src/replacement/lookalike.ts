import { EntityType } from "../entity-type.js";
import { hmacSha256Bytes } from "../hashing.js";
import {
  LOOKALIKE_FIRST_NAMES,
  LOOKALIKE_LAST_NAMES,
  LOOKALIKE_ORG_SUFFIXES,
  LOOKALIKE_ORG_WORDS,
} from "./lookalike-names.js";

/**
 * Lookalike names. A name is chosen from the entity's counter (which the store hands out once per
 * entity key) through a secret-keyed permutation of all name combinations, so:
 * - the same entity always gets the same lookalike (the counter is stable);
 * - two entities never share a lookalike until the combinations run out (a permutation of distinct
 *   counters gives distinct names), after which a counter suffix keeps them apart;
 * - without the secret, the lookalike says nothing about the original name or the order of arrival.
 */
export function createLookalikes(secret: string | Uint8Array): (type: EntityType, counter: number) => string {
  const person = permutation(
    secret,
    "lookalike:PERSON",
    LOOKALIKE_FIRST_NAMES.length * LOOKALIKE_LAST_NAMES.length,
  );
  const orgSize = LOOKALIKE_ORG_WORDS.length * LOOKALIKE_ORG_WORDS.length * LOOKALIKE_ORG_SUFFIXES.length;
  const org = permutation(secret, "lookalike:ORG", orgSize);
  return (type, counter) => {
    const round = Math.floor((counter - 1) / (type === EntityType.ORG ? orgSize : person.size));
    const tail = round > 0 ? ` ${round + 1}` : "";
    if (type === EntityType.ORG) {
      let i = org.at(counter - 1);
      const suffix = LOOKALIKE_ORG_SUFFIXES[i % LOOKALIKE_ORG_SUFFIXES.length]!;
      i = Math.floor(i / LOOKALIKE_ORG_SUFFIXES.length);
      const second = LOOKALIKE_ORG_WORDS[i % LOOKALIKE_ORG_WORDS.length]!;
      const first = LOOKALIKE_ORG_WORDS[Math.floor(i / LOOKALIKE_ORG_WORDS.length)]!;
      return `${first} ${first === second ? "" : `${second} `}${suffix}${tail}`;
    }
    const i = person.at(counter - 1);
    const first = LOOKALIKE_FIRST_NAMES[i % LOOKALIKE_FIRST_NAMES.length]!;
    const last = LOOKALIKE_LAST_NAMES[Math.floor(i / LOOKALIKE_FIRST_NAMES.length)]!;
    return `${first} ${last}${tail}`;
  };
}

/** An affine permutation i -> (a*i + b) mod size with a coprime to size, keyed by the secret. */
function permutation(
  secret: string | Uint8Array,
  label: string,
  size: number,
): { size: number; at(i: number): number } {
  const bytes = hmacSha256Bytes(secret, label);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let a = (view.getUint32(0) % size) | 1;
  while (gcd(a, size) !== 1) a = (a + 2) % size;
  const b = view.getUint32(4) % size;
  return { size, at: (i) => (((a * (i % size)) % size) + b) % size };
}

function gcd(x: number, y: number): number {
  return y === 0 ? x : gcd(y, x % y);
}
