import type { Severity } from "./finding.js";
import { type PatternSpec, patternRecognizer, type Recognizer } from "./recognizer.js";
import { charClasses, entropy, looksLikePlaceholder, markedAsFake } from "./secret-checks.js";

/** Drops documentation values and keys on a line that says they are fake. */
const real =
  (minEntropy: number, randomPart: (token: string) => string = (t) => t) =>
  (m: RegExpExecArray, text: string): boolean => {
    const token = m[0];
    if (looksLikePlaceholder(token)) return false;
    if (entropy(randomPart(token)) < minEntropy) return false;
    return !markedAsFake(text, m.index, m.index + token.length);
  };

const privateKey: PatternSpec = {
  ruleId: "secret.private_key",
  pattern:
    /-----BEGIN (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP|SSH2) )?PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP|SSH2) )?PRIVATE KEY(?: BLOCK)?-----|$)/g,
  prefilter: (t) => t.includes("PRIVATE KEY"),
  // A documentation block ("-----BEGIN PRIVATE KEY-----\n...\n-----END…") has no key material.
  validate: (m) => /[A-Za-z0-9+/=]{40,}/.test(m[0].replace(/\r?\n/g, "")) && !/\.\.\.|…/.test(m[0]),
};

const anthropic: PatternSpec = {
  ruleId: "secret.anthropic_api_key",
  pattern: /(?<![\w-])sk-ant-(?:api|admin|sid|oat)\d{2}-[A-Za-z0-9_-]{32,}(?![\w-])/g,
  prefilter: (t) => t.includes("sk-ant-"),
  validate: real(3.5, (t) => t.slice(14)),
};

const openai: PatternSpec = {
  ruleId: "secret.openai_api_key",
  pattern: /(?<![\w-])sk-(?!ant-)(?:(?:proj|svcacct|admin|None)-)?[A-Za-z0-9_-]{20,}(?![\w-])/g,
  prefilter: (t) => t.includes("sk-"),
  validate: (m, text) => {
    const body = m[0].replace(/^sk-(?:(?:proj|svcacct|admin|None)-)?/, "");
    // Real keys are random base62: mixed case and digits. "sk-learn-tutorial-for-beginners" is not.
    return charClasses(body) === 3 && real(3.5, () => body)(m, text);
  },
};

const awsKeyId: PatternSpec = {
  ruleId: "secret.aws_access_key_id",
  pattern:
    /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
  validate: real(2.5, (t) => t.slice(4)),
};

const awsSecret: PatternSpec = {
  ruleId: "secret.aws_secret_access_key",
  pattern:
    /(?:aws_?secret_?access_?key|aws[_ .-]?secret(?:[_ .-]?key)?|secretaccesskey)["'\s]*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/dgi,
  group: 1,
  validate: (m, text) => m[1] !== undefined && real(4, () => m[1]!)(m, text),
};

const github: PatternSpec = {
  ruleId: "secret.github_token",
  pattern: /(?<![\w-])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![\w-])/g,
  validate: real(3.5, (t) => t.slice(4)),
};

const slack: PatternSpec = {
  ruleId: "secret.slack_token",
  pattern:
    /(?<![\w-])(?:xox[abposr]-[A-Za-z0-9-]{20,}|xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]{20,})(?![\w-])|https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,}/g,
  prefilter: (t) => t.includes("xox") || t.includes("xapp-") || t.includes("hooks.slack.com"),
  validate: real(3),
};

const stripe: PatternSpec = {
  ruleId: "secret.stripe_key",
  pattern: /(?<![\w-])(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}|whsec_[A-Za-z0-9]{32,})(?![\w-])/g,
  validate: (m, text): boolean | Severity => {
    if (!real(3.5, (t) => t.replace(/^(?:sk|rk)_(?:live|test)_|^whsec_/, ""))(m, text)) return false;
    return m[0].includes("_test_") ? "medium" : true;
  },
};

const google: PatternSpec = {
  ruleId: "secret.google_api_key",
  pattern: /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g,
  prefilter: (t) => t.includes("AIza"),
  validate: real(3.5),
};

/** jwt.io's sample token (sub 1234567890, John Doe): public, in every tutorial. */
const SAMPLE_JWT_SIGNATURES = new Set(["SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"]);

const jwt: PatternSpec = {
  ruleId: "secret.jwt",
  pattern: /(?<![\w-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![\w-])/g,
  prefilter: (t) => t.includes("eyJ"),
  validate: (m, text) => {
    const [header, , signature] = m[0].split(".");
    if (SAMPLE_JWT_SIGNATURES.has(signature!)) return false;
    try {
      const parsed = JSON.parse(Buffer.from(header!, "base64url").toString("utf8")) as { alg?: unknown };
      if (typeof parsed.alg !== "string") return false;
    } catch {
      return false;
    }
    return !markedAsFake(text, m.index, m.index + m[0].length);
  },
};

const PASSWORD_PLACEHOLDER =
  /^(?:password|passwd|pass|pwd|secret|changeme|admin|root|user|test|\*+|x+|\.+)$/i;
const connectionString: PatternSpec = {
  ruleId: "secret.connection_string",
  pattern:
    /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver):\/\/[^\s:/@]*:([^\s@/]{3,})@[^\s/'"]+/dg,
  prefilter: (t) => t.includes("://"),
  validate: (m, text) => {
    const password = m[1]!;
    if (PASSWORD_PLACEHOLDER.test(password) || looksLikePlaceholder(password) || /^[$%{<]/.test(password))
      return false;
    return !markedAsFake(text, m.index, m.index + m[0].length);
  },
};

const generic: PatternSpec = {
  ruleId: "secret.generic_credential",
  pattern:
    /\b(api[_-]?key|apikey|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|refresh[_-]?token|bearer|private[_-]?token|secret|token|password|passwd|pwd)\b["']?\s*(?:[:=]|=>)\s*["']?([A-Za-z0-9_\-+/=.!@#$%^&*~]{8,200})/dgi,
  group: 2,
  validate: (m, text) => {
    const name = m[1]!.toLowerCase();
    const value = m[2]!.replace(/["',;]+$/, "");
    if (
      /^(?:process\.env|os\.environ|env\.|getenv|config\.|settings\.|self\.|this\.|vault:|ssm:|arn:)/i.test(
        value,
      )
    )
      return false;
    if (looksLikePlaceholder(value) || markedAsFake(text, m.index, m.index + m[0].length)) return false;
    const isPassword = /^(?:password|passwd|pwd)$/.test(name);
    if (isPassword) return value.length >= 8 && charClasses(value) >= 2 && entropy(value) >= 2.8;
    return value.length >= 16 && charClasses(value) >= 2 && entropy(value) >= 3.5;
  },
};

const bearer: PatternSpec = {
  ruleId: "secret.generic_credential",
  pattern: /\bbearer\s+([A-Za-z0-9_\-.~+/]{20,}=*)/dgi,
  group: 1,
  validate: (m, text) =>
    !looksLikePlaceholder(m[1]!) &&
    charClasses(m[1]!) >= 2 &&
    entropy(m[1]!) >= 3.5 &&
    !markedAsFake(text, m.index, m.index + m[0].length),
};

const patterns = patternRecognizer("secrets", [
  privateKey,
  anthropic,
  openai,
  awsKeyId,
  awsSecret,
  github,
  slack,
  stripe,
  google,
  jwt,
  connectionString,
  generic,
  bearer,
]);

/** Provider API keys, tokens, private keys, credentials in URLs and assignments. */
export const secretRecognizer: Recognizer = patterns;
