/** The shape of one setting: config-schema lists them, and each section (lending, transport) adds its own. */
export type FieldType =
  /** `words`: values accepted besides numbers, such as "auto". */
  | { kind: "number"; min?: number; max?: number; integer?: boolean; words?: readonly string[] }
  | { kind: "boolean" }
  | { kind: "string" }
  | { kind: "list" }
  | { kind: "oneOf"; values: readonly string[] };

export interface ConfigField {
  /** Dotted path in the config files, e.g. "bus.rate_limit". */
  path: string;
  type: FieldType;
  default: unknown;
  doc: string;
}
