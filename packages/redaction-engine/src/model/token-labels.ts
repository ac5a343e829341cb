import { EntityType } from "../entity-type.js";

/**
 * Where a token sits in an entity, in the IOB2 (BIO) scheme and its relatives: `B` begins, `I`
 * continues, `E`/`L` ends, `S`/`U` is a one-token entity, `O` is outside. A label with no prefix
 * (`PER`) continues an entity of the same name, as Hugging Face's pipelines read it.
 */
export type LabelPosition = "B" | "I" | "E" | "S" | "O";

export interface TokenLabel {
  /** The label as the model's config.json names it (`B-PER`). */
  readonly label: string;
  readonly position: LabelPosition;
  /** The entity name without its prefix, upper-case (`PER`); empty for `O`. */
  readonly entity: string;
  /** The engine type it maps to; null when the engine has none (`LOC`, `MISC`): ignored. */
  readonly type: EntityType | null;
}

/** The types a model may produce: those without a validated pattern recogniser. */
export const MODEL_TYPES: readonly EntityType[] = [
  EntityType.PERSON,
  EntityType.ORG,
  EntityType.MRN,
  EntityType.DATE_OF_BIRTH,
];

/**
 * Entity names (upper-case, letters and digits only) of common NER and clinical de-identification
 * models (CoNLL, OntoNotes, i2b2, OpenMed-style PII sets) and the engine type of each.
 */
const DEFAULT_LABEL_TYPES: Readonly<Record<string, EntityType>> = {
  PER: EntityType.PERSON,
  PERSON: EntityType.PERSON,
  PERSONNAME: EntityType.PERSON,
  NAME: EntityType.PERSON,
  FULLNAME: EntityType.PERSON,
  FIRSTNAME: EntityType.PERSON,
  GIVENNAME: EntityType.PERSON,
  MIDDLENAME: EntityType.PERSON,
  LASTNAME: EntityType.PERSON,
  SURNAME: EntityType.PERSON,
  FAMILYNAME: EntityType.PERSON,
  PATIENT: EntityType.PERSON,
  PATIENTNAME: EntityType.PERSON,
  DOCTOR: EntityType.PERSON,
  STAFF: EntityType.PERSON,
  ORG: EntityType.ORG,
  ORGANIZATION: EntityType.ORG,
  ORGANISATION: EntityType.ORG,
  COMPANY: EntityType.ORG,
  COMPANYNAME: EntityType.ORG,
  HOSPITAL: EntityType.ORG,
  MRN: EntityType.MRN,
  MEDICALRECORD: EntityType.MRN,
  MEDICALRECORDNUMBER: EntityType.MRN,
  DOB: EntityType.DATE_OF_BIRTH,
  DATEOFBIRTH: EntityType.DATE_OF_BIRTH,
  BIRTHDATE: EntityType.DATE_OF_BIRTH,
};

/** `first_name`, `First-Name` and `FIRSTNAME` are one entity name. */
export function entityKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

const POSITIONS: Readonly<Record<string, LabelPosition>> = {
  B: "B",
  I: "I",
  E: "E",
  L: "E",
  S: "S",
  U: "S",
};

/**
 * Reads the model's labels (index = class id) with the default mapping, changed by `overrides`
 * (entity name -> engine type, or null to ignore it).
 */
export function parseTokenLabels(
  labels: readonly string[],
  overrides: Readonly<Record<string, EntityType | null>> = {},
): TokenLabel[] {
  const mapping = new Map<string, EntityType | null>(Object.entries(DEFAULT_LABEL_TYPES));
  for (const [name, type] of Object.entries(overrides)) mapping.set(entityKey(name), type);
  return labels.map((label) => {
    const trimmed = label.trim();
    if (/^o$/i.test(trimmed)) return { label, position: "O", entity: "", type: null };
    const prefixed = /^([BIELSU])[-_](.+)$/i.exec(trimmed);
    const position = prefixed ? POSITIONS[prefixed[1]!.toUpperCase()]! : "I";
    const entity = entityKey(prefixed ? prefixed[2]! : trimmed);
    return { label, position, entity, type: mapping.get(entity) ?? null };
  });
}
