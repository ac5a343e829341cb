import type { Action, Category, Severity } from "./finding.js";

export interface RuleInfo {
  id: string;
  category: Category;
  severity: Severity;
  description: string;
}

const rule = (id: string, severity: Severity, description: string): RuleInfo => ({
  id,
  category: id.slice(0, id.indexOf(".")) as Category,
  severity,
  description,
});

/**
 * Every rule the scanner can report, by id (`<category>.<name>`). docs/prompt-firewall.md lists the
 * same table; a test keeps the two in step. A rule's severity is its usual one: a few rules report a
 * weaker one for some matches (a Stripe test-mode key is medium).
 */
export const RULES: readonly RuleInfo[] = [
  rule(
    "pii.email",
    "medium",
    "e-mail address (reserved example domains and role inboxes such as support@ are not reported)",
  ),
  rule(
    "pii.phone",
    "medium",
    "phone number: international (+ or 00 and a country code, checked against the numbering plan); national formats of the US, UK and India, and of the country the text points to (its e-mail domains, IBANs, script); bare digit runs need a word like 'call' or 'phone' before them",
  ),
  rule(
    "pii.credit_card",
    "high",
    "payment card number: 13-19 digits, known issuer prefix, Luhn checksum (well-known test card numbers are not reported)",
  ),
  rule("pii.iban", "high", "IBAN: country length and ISO 7064 mod-97 checksum"),
  rule(
    "pii.us_ssn",
    "high",
    "US social security number: AAA-GG-SSSS with valid area, group and serial (bare 9 digits need 'SSN' nearby)",
  ),
  rule(
    "pii.in_aadhaar",
    "high",
    "India Aadhaar number: 12 digits, first 2-9, Verhoeff checksum (unseparated digits need 'Aadhaar' nearby)",
  ),
  rule("pii.in_pan", "high", "India PAN: AAAAA9999A with a valid holder-type letter"),
  rule("pii.uk_nino", "high", "UK National Insurance number with valid prefix letters and suffix A-D"),
  rule(
    "secret.private_key",
    "critical",
    "PEM private key block (RSA, EC, DSA, OpenSSH, PKCS#8, encrypted, PGP)",
  ),
  rule("secret.openai_api_key", "critical", "OpenAI API key (sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…)"),
  rule("secret.anthropic_api_key", "critical", "Anthropic API key (sk-ant-api03-…, sk-ant-admin01-…)"),
  rule("secret.aws_access_key_id", "high", "AWS access key id (AKIA…, ASIA… and the other IAM prefixes)"),
  rule(
    "secret.aws_secret_access_key",
    "critical",
    "AWS secret access key (40 characters after an aws_secret_access_key label)",
  ),
  rule("secret.github_token", "critical", "GitHub token (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_)"),
  rule(
    "secret.slack_token",
    "high",
    "Slack token (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xapp-) or incoming-webhook URL",
  ),
  rule(
    "secret.stripe_key",
    "critical",
    "Stripe secret or restricted key (sk_live_, rk_live_; sk_test_/rk_test_ as medium) or webhook secret (whsec_)",
  ),
  rule("secret.google_api_key", "high", "Google API key (AIza…)"),
  rule("secret.jwt", "high", "JSON Web Token whose header decodes to JSON with an alg"),
  rule(
    "secret.connection_string",
    "high",
    "database or broker URL with an inline password (postgres, mysql, mongodb, redis, amqp, mssql)",
  ),
  rule(
    "secret.generic_credential",
    "medium",
    "high-entropy value assigned to a name like api_key, secret, token or password",
  ),
  rule(
    "injection.ignore_instructions",
    "high",
    "asks to ignore, forget or override previous or system instructions (also in es, fr, de, pt, it, ru, zh)",
  ),
  rule(
    "injection.system_prompt_exfiltration",
    "high",
    "asks to reveal, repeat or encode the system prompt or the text above",
  ),
  rule(
    "injection.policy_bypass",
    "high",
    "asks to bypass, disable or override safety filters, guardrails or content policy",
  ),
  rule(
    "injection.fake_system_message",
    "high",
    "poses as a system or administrator message ('SYSTEM OVERRIDE', 'new system prompt:')",
  ),
  rule(
    "injection.special_tokens",
    "high",
    "chat-template control tokens in content (<|im_start|>, [INST], <<SYS>>, <|eot_id|> …)",
  ),
  rule(
    "injection.indirect_instruction",
    "high",
    "text addressed to an AI that reads it ('note to the AI', 'if you are an AI reading this')",
  ),
  rule(
    "injection.data_exfiltration",
    "medium",
    "asks to send conversation, credentials or secrets to an external address",
  ),
  rule("injection.encoded_payload", "high", "base64 or rot13 text that decodes to an injection"),
  rule(
    "injection.jailbreak_dan",
    "high",
    "DAN-style persona jailbreaks ('Do Anything Now', DAN/STAN/AIM/AntiGPT modes)",
  ),
  rule(
    "injection.jailbreak_developer_mode",
    "high",
    "'developer mode', 'god mode', 'jailbreak mode' and similar switched on for the model",
  ),
  rule(
    "injection.jailbreak_unrestricted",
    "high",
    "asks the model to be an unrestricted, unfiltered or amoral AI, or to follow no rules",
  ),
  rule(
    "injection.jailbreak_roleplay",
    "high",
    "a role-play set-up ('from now on you', 'pretend') together with refusal-suppression ('never refuse', 'no warnings')",
  ),
  rule(
    "injection.quoted_mention",
    "low",
    "an injection phrase inside quotes or a code block of a text that discusses attacks or defences (allowed by default)",
  ),
  rule(
    "invisible.tag_characters",
    "critical",
    "Unicode tag characters U+E0000-U+E007F (ASCII smuggling); emoji flag tag sequences are not reported",
  ),
  rule(
    "invisible.bidi_control",
    "high",
    "bidirectional embedding, override or isolate controls (U+202A-U+202E, U+2066-U+2069)",
  ),
  rule(
    "invisible.zero_width",
    "medium",
    "zero-width and invisible formatting characters (U+200B, U+2060-U+2064, U+180E, U+FEFF inside text; U+200C/U+200D between Latin letters)",
  ),
  rule(
    "invisible.variation_selectors",
    "high",
    "a run of two or more variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF), used to hide data after an emoji",
  ),
];

export const RULE_BY_ID: ReadonlyMap<string, RuleInfo> = new Map(RULES.map((r) => [r.id, r]));

export function ruleInfo(id: string): RuleInfo {
  const info = RULE_BY_ID.get(id);
  if (!info) throw new Error(`unknown firewall rule ${id}`);
  return info;
}

/** The built-in policy: what an organisation gets until it stores its own. */
export const DEFAULT_CATEGORY_ACTIONS: Readonly<Record<Category, Action>> = {
  pii: "warn",
  secret: "block",
  injection: "block",
  invisible: "block",
};

export const DEFAULT_RULE_ACTIONS: Readonly<Record<string, Action>> = {
  "invisible.zero_width": "warn",
  "injection.quoted_mention": "allow",
};
