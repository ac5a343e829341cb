import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerEN_IN,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPT_BR,
} from "@faker-js/faker";
import type { EntityType } from "../src/entity-type.js";
import { IBAN_LENGTHS } from "../src/patterns/iban-countries.js";
import type { GoldSpan, LabelledDoc } from "./labelled-doc.js";

/** mulberry32: a small seeded PRNG, so the corpus is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Slot = { type: EntityType; value: string } | string;
type Template = (v: Values) => Slot[];

const FAKERS: readonly Faker[] = [
  fakerEN_US,
  fakerEN_GB,
  fakerDE,
  fakerFR,
  fakerES,
  fakerIT,
  fakerNL,
  fakerPT_BR,
  fakerEN_IN,
];
const ORG_SUFFIXES = [
  "Inc.",
  "LLC",
  "Ltd",
  "Group",
  "Holdings",
  "Capital",
  "Partners",
  "Bank",
  "GmbH",
  "Labs",
  "PLC",
  "Corp.",
];

class Values {
  constructor(
    readonly r: () => number,
    readonly f: Faker,
  ) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.r() * items.length)]!;
  }
  digits(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  person = (): Slot => ({
    type: "PERSON",
    value: `${this.f.person.firstName()} ${this.f.person.lastName()}`.replace(/\s+/g, " "),
  });
  org = (): Slot => {
    // The last word of a surname ("van der Pol" -> "Pol"), as firms are usually named.
    const surname = () => this.f.person.lastName().split(" ").at(-1)!;
    const value =
      this.r() < 0.3
        ? `${surname()} & ${surname()} ${this.pick(ORG_SUFFIXES)}`
        : `${surname()} ${this.pick(ORG_SUFFIXES)}`;
    return { type: "ORG", value };
  };
  email = (): Slot => ({ type: "EMAIL", value: this.f.internet.email().toLowerCase() });
  url = (): Slot => ({
    type: "URL",
    value: `${this.pick(["https://", "http://", "https://www."])}${this.f.internet.domainWord()}.${this.pick(["com", "org", "io", "de", "co.uk"])}/${this.f.lorem.slug(2)}`,
  });
  ipv4 = (): Slot => ({
    type: "IPV4",
    value: [this.int(1, 223), this.int(0, 255), this.int(0, 255), this.int(1, 254)].join("."),
  });
  ssn = (): Slot => {
    let area = this.int(1, 899);
    if (area === 666) area = 667;
    return {
      type: "SSN",
      value: `${String(area).padStart(3, "0")}-${String(this.int(1, 99)).padStart(2, "0")}-${String(this.int(1, 9999)).padStart(4, "0")}`,
    };
  };
  phone = (): Slot => {
    const a = `${this.int(2, 9)}${this.digits(2)}`;
    const e = `${this.int(2, 9)}${this.digits(2)}`;
    const n = this.digits(4);
    const value = this.pick([
      `(${a}) ${e}-${n}`,
      `${a}-${e}-${n}`,
      `${a}.${e}.${n}`,
      `+1 ${a} ${e} ${n}`,
      `+1-${a}-${e}-${n}`,
      `020 7946 ${this.digits(4)}`,
      `07700 900${this.digits(3)}`,
      `+44 20 7946 ${this.digits(4)}`,
      `+49 30 ${this.int(2, 9)}${this.digits(6)}`,
      `+33 1 ${this.digits(2)} ${this.digits(2)} ${this.digits(2)} ${this.digits(2)}`,
    ]);
    return { type: "PHONE_E164", value };
  };
  cardDigits(): string {
    const [prefix, len] = this.pick([
      ["4", 16],
      [`5${this.int(1, 5)}`, 16],
      [this.pick(["34", "37"]), 15],
      ["6011", 16],
    ] as const);
    const body = prefix + this.digits(len - prefix.length - 1);
    for (let d = 0; d <= 9; d++) if (luhn(body + d)) return body + d;
    throw new Error("unreachable");
  }
  card = (): Slot => ({
    type: "CREDIT_CARD",
    value: groupCard(this.cardDigits(), this.pick([" ", "-", ""])),
  });
  ibanCompact(): string {
    const country = this.pick(["DE", "GB", "FR", "NL", "ES", "IT", "BE", "CH"]);
    const len = IBAN_LENGTHS[country]!;
    let bban =
      country === "GB" || country === "NL" ? this.pick(["WEST", "ABNA", "BARC", "RABO", "INGB"]) : "";
    bban += this.digits(len - 4 - bban.length);
    return country + checkDigits(country, bban) + bban;
  }
  iban = (): Slot => {
    const compact = this.ibanCompact();
    return { type: "IBAN", value: this.r() < 0.6 ? compact.replace(/(.{4})(?=.)/g, "$1 ") : compact };
  };
  // Values that look like entities but fail their validators: they must stay in the text.
  badCard = (): string => {
    const good = this.cardDigits();
    return groupCard(good.slice(0, -1) + ((Number(good.at(-1)) + this.int(1, 9)) % 10), " ");
  };
  badIban = (): string => {
    const compact = this.ibanCompact();
    return compact.slice(0, -1) + ((Number(compact.at(-1)) + 1) % 10);
  };
  version = (): string =>
    `${this.pick(["version", "v", "release", "build"])} ${this.int(1, 9)}.${this.int(0, 20)}.${this.int(0, 9)}.${this.int(0, 99)}`;
  badIp = (): string => `${this.int(256, 999)}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(0, 255)}`;
  badSsn = (): string =>
    this.pick(["000", "666", String(this.int(900, 999))]) + `-${this.digits(2)}-${this.digits(4)}`;
  amount = (): string => `$${this.int(1, 999)},${this.digits(3)}.${this.digits(2)}`;
  order = (): string =>
    `${this.pick(["Order", "Ticket", "Invoice", "Case"])} #${this.digits(this.int(6, 9))}`;
  product = (): string =>
    this.pick([
      "the iPhone 15",
      "Windows Update",
      "Excel",
      "the Apple Watch",
      "Google Sheets",
      "Microsoft Teams",
      "Jira",
      "the Galaxy S24",
    ]);
}

function luhn(d: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let x = d.charCodeAt(i) - 48;
    if (dbl) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
    sum += x;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

function groupCard(digits: string, sep: string): string {
  if (sep === "") return digits;
  if (digits.length === 15) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].join(sep);
  return digits.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
}

function checkDigits(country: string, bban: string): string {
  const numeric = (bban + country + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return String(98 - rem).padStart(2, "0");
}

const TEMPLATES: readonly Template[] = [
  (v) => ["Hi ", v.person(), ", please send the signed contract to ", v.email(), " by Friday."],
  (v) => [v.person(), " from ", v.org(), " called about ", v.order(), "."],
  (v) => [
    "Customer card ",
    v.card(),
    " was charged twice; the number ",
    v.badCard(),
    " on the form is a typo.",
  ],
  (v) => ["Wire the refund to ", v.iban(), " (not ", v.badIban(), ", which fails the check)."],
  (v) => ["SSN on file: ", v.ssn(), ". Test value ", v.badSsn(), " must be ignored."],
  (v) => [
    "Login from ",
    v.ipv4(),
    " blocked; ",
    v.badIp(),
    " is not an address and ",
    v.version(),
    " is a version.",
  ],
  (v) => ["Call me on ", v.phone(), " or write to ", v.email(), "."],
  (v) => ["Docs: ", v.url(), ". Contact ", v.person(), " for access."],
  (v) => ["According to ", v.person(), ", ", v.org(), " will close the deal next quarter."],
  (v) => ["The upgrade to ", v.version(), " broke ", v.product(), " for ", v.person(), "."],
  (v) => ["Amount due ", v.amount(), " for ", v.order(), "; pay ", v.org(), " at ", v.iban(), "."],
  (v) => ["Thanks, ", v.person(), " | ", v.org(), " | ", v.phone()],
  (v) => ["Meeting with ", v.person(), " and ", v.person(), " moved to Thursday."],
  (v) => ["Server ", v.ipv4(), " serves ", v.url(), " for ", v.org(), "."],
  (v) => ["Please update ", v.product(), " before the audit."],
  (v) => ["Card ending in ", v.digits(4), " belongs to ", v.person(), "; full number ", v.card(), "."],
  (v) => ["Dear ", v.person(), ", your account with ", v.org(), " is now active."],
  (v) => ["Escalated by ", v.email(), ": customer SSN ", v.ssn(), ", phone ", v.phone(), "."],
];

export interface CorpusOptions {
  readonly documents?: number;
  readonly seed?: number;
}

/** Generates the labelled corpus: each document is 2-5 sentences from varied templates. */
export function generateCorpus({ documents = 600, seed = 20261122 }: CorpusOptions = {}): LabelledDoc[] {
  const r = prng(seed);
  const docs: LabelledDoc[] = [];
  for (let d = 0; d < documents; d++) {
    const f = FAKERS[d % FAKERS.length]!;
    f.seed(seed + d);
    const v = new Values(r, f);
    let text = "";
    const spans: GoldSpan[] = [];
    const sentences = v.int(2, 5);
    for (let s = 0; s < sentences; s++) {
      if (s > 0) text += v.pick([" ", "\n", "\n\n"]);
      for (const slot of v.pick(TEMPLATES)(v)) {
        if (typeof slot === "string") text += slot;
        else {
          spans.push({ start: text.length, end: text.length + slot.value.length, type: slot.type });
          text += slot.value;
        }
      }
    }
    docs.push({ id: `gen-${d}`, text, spans });
  }
  return docs;
}
