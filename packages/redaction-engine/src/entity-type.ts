/**
 * Every kind of value the engine can find. Placeholders are built from these names:
 * `[EMAIL_0001]`, `[PERSON_0012]`.
 */
export const EntityType = {
  PERSON: "PERSON",
  ORG: "ORG",
  EMAIL: "EMAIL",
  PHONE_E164: "PHONE_E164",
  CREDIT_CARD: "CREDIT_CARD",
  IBAN: "IBAN",
  SSN: "SSN",
  /** National identifiers other than the SSN: Aadhaar, Indian PAN, UK NINO. */
  NATIONAL_ID: "NATIONAL_ID",
  IPV4: "IPV4",
  URL: "URL",
  MRN: "MRN",
  DATE_OF_BIRTH: "DATE_OF_BIRTH",
} as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];

export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

/** Types found by deterministic validated patterns (the pattern stage). */
export const PATTERN_TYPES: readonly EntityType[] = [
  EntityType.EMAIL,
  EntityType.PHONE_E164,
  EntityType.CREDIT_CARD,
  EntityType.IBAN,
  EntityType.SSN,
  EntityType.NATIONAL_ID,
  EntityType.IPV4,
  EntityType.URL,
];

/** Types whose values are names, so the lookalike action can apply to them. */
export const NAME_TYPES: readonly EntityType[] = [EntityType.PERSON, EntityType.ORG];

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === "string" && (ENTITY_TYPES as readonly string[]).includes(value);
}
