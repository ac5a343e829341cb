// The service benches' load: seeded support tickets of about 2 KB (one generator, so every bench
// measures the same texts).

/** Seeded documents of about 2 KB: support tickets, chat and notes with names, contacts and ids. */
export function benchDocuments(count: number): string[] {
  let state = 20261122;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const first = [
    "Alice",
    "Bruno",
    "Chen",
    "Divya",
    "Emeka",
    "Fatima",
    "George",
    "Hana",
    "Ivan",
    "Julia",
    "Kofi",
    "Lena",
  ];
  const last = [
    "Johnson",
    "Silva",
    "Wang",
    "Patel",
    "Okafor",
    "Haddad",
    "Miller",
    "Sato",
    "Petrov",
    "Novak",
    "Mensah",
  ];
  const orgs = [
    "Northwind Bank",
    "Acme Corp",
    "Globex Ltd.",
    "Initech Inc.",
    "Umbrella Health",
    "Stark Industries",
  ];
  const filler = [
    "The customer reported that the statement did not match the transactions shown in the mobile app.",
    "We reviewed the account history and found two pending authorisations that had not been reversed.",
    "Please confirm the delivery address before the replacement card is dispatched next week.",
    "The agent escalated the case to the disputes team with the notes below attached for reference.",
    "No further action is needed from the customer at this stage; we will follow up by email.",
    "Version 2.4.1 of the app shows the balance correctly after the cache is cleared on the device.",
  ];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts: string[] = [];
    while (parts.join(" ").length < 1900) {
      const name = `${pick(first)} ${pick(last)}`;
      const email = `${name.toLowerCase().replace(" ", ".")}${Math.floor(next() * 90)}@example.com`;
      parts.push(
        pick([
          `Dr. ${name} from ${pick(orgs)} wrote in about the charge.`,
          `Contact: ${email}, +1 415 555 ${String(1000 + Math.floor(next() * 8999))}.`,
          `Card 4111 1111 1111 1111 was used from 10.${Math.floor(next() * 255)}.4.${Math.floor(next() * 255)}.`,
          `Refund to IBAN GB82 WEST 1234 5698 7654 32 for Mr. ${name}.`,
          pick(filler),
          pick(filler),
        ]),
      );
    }
    out.push(parts.join(" ").slice(0, 2048));
  }
  return out;
}
