export { parseClinicalDate } from "./clinical/clinical-date.js";
export { CLINICAL_DETECTOR, createClinicalDetector } from "./clinical/clinical-detector.js";
export {
  type CompromiseSpan,
  compromiseSpans,
  createNaiveCompromiseDetector,
  NAIVE_COMPROMISE_DETECTOR,
  normalizeName,
} from "./entities/compromise-recognizer.js";
export {
  createEntityDetector,
  ENTITY_DETECTOR,
  type EntityDetectorOptions,
} from "./entities/entity-detector.js";
export { defaultGazetteer, type Gazetteer } from "./entities/gazetteer.js";
export { ENTITY_TYPES, EntityType, isEntityType, NAME_TYPES, PATTERN_TYPES } from "./entity-type.js";
export type { AnyDetector, AsyncDetector, DetectContext, Detector, Finding, Verdict } from "./finding.js";
export { hmacSha256Hex, sha256Hex } from "./hashing.js";
export { findCreditCards } from "./patterns/credit-card-recognizer.js";
export { findEmails } from "./patterns/email-recognizer.js";
export { findIbans, ibanChecksumValid } from "./patterns/iban-recognizer.js";
export { findIpv4s } from "./patterns/ipv4-recognizer.js";
export { luhnValid } from "./patterns/luhn.js";
export {
  findAadhaars,
  findIndianPans,
  findNationalIds,
  findUkNinos,
} from "./patterns/national-id-recognizer.js";
export { createPatternDetector, PATTERN_DETECTOR } from "./patterns/pattern-detector.js";
export { findPhones } from "./patterns/phone-recognizer.js";
export { PHONE_REGION_CODES, PHONE_REGIONS, type PhoneRegion } from "./patterns/phone-regions.js";
export {
  PATTERN_RECOGNIZERS,
  type PatternRecognizer,
  runRecognizers,
  selectRecognizers,
} from "./patterns/recognizer-registry.js";
export { findSsns, ssnValid } from "./patterns/ssn-recognizer.js";
export { findUrls } from "./patterns/url-recognizer.js";
export { verhoeffValid } from "./patterns/verhoeff.js";
export type { AuditEntity, AuditRecord } from "./pipeline/audit.js";
export {
  createDefaultDetectors,
  type DefaultDetectorOptions,
  DetectorChoice,
  parseDetectorChoice,
} from "./pipeline/default-detectors.js";
export { fuse } from "./pipeline/fusion.js";
export {
  createRedactor,
  type Detection,
  MIN_SECRET_LENGTH,
  type RedactionResult,
  type RedactionSpan,
  type Redactor,
  type RedactorOptions,
} from "./pipeline/redactor.js";
export { RedactorConfigError } from "./pipeline/redactor-config-error.js";
export { parsePolicy, validatePolicy } from "./policy/parse-policy.js";
export {
  ACTIONS,
  Action,
  allowKey,
  DEFAULT_MIN_CONFIDENCE,
  DEFAULT_PHONE_REGIONS,
  DEFAULT_POLICY,
  type Policy,
  type TypeRule,
} from "./policy/policy.js";
export { PolicyError, type PolicyIssue } from "./policy/policy-error.js";
export { createLookalikes } from "./replacement/lookalike.js";
export { maskValue } from "./replacement/mask.js";
export { formatPlaceholder, PLACEHOLDER_PATTERN } from "./replacement/placeholder.js";
export { MemoryPlaceholderStore, type PlaceholderStoreSnapshot } from "./store/memory-placeholder-store.js";
export type { PlaceholderRequest, PlaceholderStore } from "./store/placeholder-store.js";
export { countingMeter, type WorkMeter } from "./work-meter.js";
