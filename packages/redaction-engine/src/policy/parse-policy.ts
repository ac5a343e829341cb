import { parse, YAMLParseError } from "yaml";
import { ENTITY_TYPES, type EntityType, isEntityType, NAME_TYPES } from "../entity-type.js";
import { PHONE_REGION_CODES } from "../patterns/phone-regions.js";
import {
  ACTIONS,
  type Action,
  allowKey,
  DEFAULT_MIN_CONFIDENCE,
  DEFAULT_PHONE_REGIONS,
  type Policy,
  type TypeRule,
} from "./policy.js";
import { PolicyError, type PolicyIssue } from "./policy-error.js";

const TOP_KEYS = ["version", "detectors", "phoneRegions", "defaults", "types", "allow"];
const RULE_KEYS = ["action", "minConfidence", "keepLast", "maskChar", "allow"];
const DEFAULT_KEYS = ["action", "minConfidence", "keepLast", "maskChar"];

/**
 * Parses and validates a YAML policy document. Throws `PolicyError` listing every problem.
 *
 * @example
 * parsePolicy(`
 * version: "2026-11-22.1"
 * types:
 *   EMAIL: {}
 *   PERSON: { action: lookalike, minConfidence: 0.6 }
 *   CREDIT_CARD: { action: mask, keepLast: 4 }
 * allow: [support@example.com]
 * `)
 */
export function parsePolicy(yamlText: string): Policy {
  let doc: unknown;
  try {
    doc = parse(yamlText, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    const message = error instanceof YAMLParseError ? error.message.split("\n")[0]! : String(error);
    throw new PolicyError([{ path: "(document)", message: `not valid YAML: ${message}` }]);
  }
  return validatePolicy(doc);
}

/** Validates an already-parsed policy object (JSON bodies, tests). Throws `PolicyError`. */
export function validatePolicy(doc: unknown): Policy {
  const issues: PolicyIssue[] = [];
  const report = (path: string, message: string) => issues.push({ path, message });
  if (!isRecord(doc)) throw new PolicyError([{ path: "(document)", message: "must be a mapping" }]);
  unknownKeys(doc, TOP_KEYS, "", report);

  const version = doc["version"];
  if (typeof version !== "string" && typeof version !== "number") report("version", "is required (a string)");
  else if (String(version).trim() === "") report("version", "must not be empty");

  const detectors = stringList(doc["detectors"], "detectors", report);
  const phoneRegions = stringList(doc["phoneRegions"], "phoneRegions", report)?.map((r) => r.toUpperCase());
  for (const [i, r] of (phoneRegions ?? []).entries()) {
    if (!PHONE_REGION_CODES.includes(r))
      report(`phoneRegions[${i}]`, `unknown region "${r}" (known: ${PHONE_REGION_CODES.join(", ")})`);
  }

  const defaultsDoc = doc["defaults"] ?? {};
  if (!isRecord(defaultsDoc)) report("defaults", "must be a mapping");
  const defaults = isRecord(defaultsDoc) ? defaultsDoc : {};
  unknownKeys(defaults, DEFAULT_KEYS, "defaults.", report);
  const before = issues.length;
  const defaultRule = readRule(defaults, "defaults", undefined, report);
  // A bad default is reported once, not again under every type that inherits it.
  const base = issues.length === before ? defaultRule : undefined;

  const globalAllow = stringList(doc["allow"], "allow", report) ?? [];
  const typesDoc = doc["types"];
  const types = new Map<EntityType, TypeRule>();
  if (typesDoc !== undefined && !isRecord(typesDoc))
    report("types", "must be a mapping of entity type to rule");
  const entries: [string, unknown][] = isRecord(typesDoc)
    ? Object.entries(typesDoc)
    : ENTITY_TYPES.map((t) => [t, {}]);
  for (const [name, ruleDoc] of entries) {
    const path = `types.${name}`;
    if (!isEntityType(name)) {
      report(path, `unknown entity type (known: ${ENTITY_TYPES.join(", ")})`);
      continue;
    }
    const rule = ruleDoc ?? {};
    if (!isRecord(rule)) {
      report(path, "must be a mapping (use {} for the defaults)");
      continue;
    }
    unknownKeys(rule, RULE_KEYS, `${path}.`, report);
    const own = readRule(rule, path, base, report);
    if (own.action === "lookalike" && !NAME_TYPES.includes(name)) {
      report(`${path}.action`, `lookalike applies only to ${NAME_TYPES.join(" and ")}`);
    }
    const allow = stringList(rule["allow"], `${path}.allow`, report) ?? [];
    types.set(name, { ...own, allow: new Set([...globalAllow, ...allow].map(allowKey)) });
  }

  if (issues.length > 0) throw new PolicyError(issues);
  return Object.freeze({
    version: String(version).trim(),
    types,
    detectors,
    phoneRegions: phoneRegions ?? DEFAULT_PHONE_REGIONS,
  });
}

type Report = (path: string, message: string) => void;
type RuleCore = Omit<TypeRule, "allow">;

function readRule(
  doc: Record<string, unknown>,
  path: string,
  base: RuleCore | undefined,
  report: Report,
): RuleCore {
  const action = doc["action"] ?? base?.action ?? "placeholder";
  if (typeof action !== "string" || !(ACTIONS as readonly string[]).includes(action)) {
    report(`${path}.action`, `must be one of ${ACTIONS.join(", ")}`);
  }
  const minConfidence = doc["minConfidence"] ?? base?.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  if (typeof minConfidence !== "number" || !(minConfidence >= 0 && minConfidence <= 1)) {
    report(`${path}.minConfidence`, "must be a number from 0 to 1");
  }
  const keepLast = doc["keepLast"] ?? base?.keepLast ?? 0;
  if (typeof keepLast !== "number" || !Number.isInteger(keepLast) || keepLast < 0) {
    report(`${path}.keepLast`, "must be a whole number, 0 or more");
  }
  const maskChar = doc["maskChar"] ?? base?.maskChar ?? "*";
  if (typeof maskChar !== "string" || [...maskChar].length !== 1)
    report(`${path}.maskChar`, "must be one character");
  return {
    action: action as Action,
    minConfidence: minConfidence as number,
    keepLast: keepLast as number,
    maskChar: maskChar as string,
  };
}

function stringList(value: unknown, path: string, report: Report): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    report(path, "must be a list of strings");
    return undefined;
  }
  const out: string[] = [];
  value.forEach((item, i) => {
    if (typeof item === "string" && item.trim() !== "") out.push(item);
    else report(`${path}[${i}]`, "must be a non-empty string");
  });
  return out;
}

function unknownKeys(
  doc: Record<string, unknown>,
  known: readonly string[],
  prefix: string,
  report: Report,
): void {
  for (const key of Object.keys(doc)) {
    if (!known.includes(key)) report(`${prefix}${key}`, `unknown field (known: ${known.join(", ")})`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
