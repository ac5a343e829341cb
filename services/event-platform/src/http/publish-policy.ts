import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { ConfigurationError } from "../errors.js";

/** In a policy's `publish` list: every type a service documents as external input. */
export const EXTERNAL = "@external";
/** In a policy's `publish` list: any event type (an operator's or a test harness's token). */
export const ANY = "*";
/** Shortest accepted API token: 32 characters (about 190 bits as base64). */
export const MIN_TOKEN_LENGTH = 32;

/**
 * The event types each service accepts from outside the platform (`POST /v1/publish`, `eventctl
 * run --stdin`), as documented in docs/event-platform.md. Everything else (`risk.scored`,
 * `pricing.quoted`, `loan.disbursed`, …) is emitted by a service and signed by it: a publisher
 * outside must not be able to forge it.
 */
export const EXTERNAL_INPUTS: Readonly<Record<string, readonly string[]>> = {
  mechanism: ["saga.start", "mechanism.ping"],
  fraud: ["loan.application.submitted"],
  risk: ["loan.application.submitted"],
  credit_bureau: ["credit_bureau.report.received"],
  consent: ["consent.grant", "consent.withdraw", "clock.tick"],
  kfs: ["kfs.accept"],
  pricing: ["fee.assess"],
  npa: ["loan.dpd.updated"],
  dsr: ["dsr.requested", "dsr.completed", "clock.tick"],
  breach: ["breach.detected", "breach.notified", "breach.closed", "clock.tick"],
  identity: ["identity.registered", "identity.rotated"],
};

/** Who publishes, and what it may publish. */
export interface Publisher {
  name: string;
  allows(eventType: string): boolean;
}

interface TokenPublisher extends Publisher {
  digest: Buffer;
}

/** The policy file: `{tokens: [{name, token_env, publish}], anonymous?: {publish}}`. */
interface PolicyFile {
  tokens?: Array<{ name?: unknown; token_env?: unknown; publish?: unknown }>;
  anonymous?: { publish?: unknown };
}

export interface PolicyOptions {
  /** The policy file's path; "" = the default policy. */
  file: string;
  env: Record<string, string | undefined>;
  /** External input types beyond EXTERNAL_INPUTS (services an embedder added). */
  extraExternal?: readonly string[];
}

const digest = (token: string) => createHash("sha256").update(token).digest();

/**
 * Which token may publish which event types. Tokens come from environment variables named in the
 * file (never the file itself); `EVENTPLAT_API_TOKEN`, when set and not named there, may publish the
 * external input types. Without auth (no `--require-auth`) the `anonymous` entry applies, by default
 * also the external input types. Every token must be at least 32 characters, or start-up stops.
 */
export class PublishPolicy {
  private constructor(
    private readonly tokens: readonly TokenPublisher[],
    readonly anonymous: Publisher,
  ) {}

  get tokenCount(): number {
    return this.tokens.length;
  }

  static load({ file, env, extraExternal = [] }: PolicyOptions): PublishPolicy {
    const external = new Set([...Object.values(EXTERNAL_INPUTS).flat(), ...extraExternal]);
    const parsed = file ? readPolicyFile(file) : {};
    const tokens: TokenPublisher[] = [];
    const named = new Set<string>();
    for (const [i, entry] of (parsed.tokens ?? []).entries()) {
      const where = `${file}: tokens[${i}]`;
      if (typeof entry?.name !== "string" || entry.name === "")
        throw new ConfigurationError(`${where}.name must be a non-empty string`);
      if (typeof entry.token_env !== "string" || entry.token_env === "")
        throw new ConfigurationError(`${where}.token_env must name an environment variable`);
      const token = env[entry.token_env];
      if (!token) throw new ConfigurationError(`${where}: ${entry.token_env} is not set`);
      checkLength(token, `${entry.token_env} (token of ${entry.name})`);
      named.add(entry.token_env);
      tokens.push({
        name: entry.name,
        digest: digest(token),
        ...rules(entry.publish, external, `${where}.publish`),
      });
    }
    const apiToken = env.EVENTPLAT_API_TOKEN;
    if (apiToken && !named.has("EVENTPLAT_API_TOKEN")) {
      checkLength(apiToken, "EVENTPLAT_API_TOKEN");
      tokens.push({ name: "default", digest: digest(apiToken), ...rules([EXTERNAL], external, "") });
    }
    const anonymous = {
      name: "anonymous",
      ...rules(parsed.anonymous?.publish ?? [EXTERNAL], external, `${file}: anonymous.publish`),
    };
    return new PublishPolicy(tokens, anonymous);
  }

  /**
   * The publisher whose token is `token`, or undefined. Every token is compared (hashed, in
   * constant time), so timing tells neither which one matched nor how much of it.
   */
  identify(token: string): Publisher | undefined {
    const given = digest(token);
    let found: Publisher | undefined;
    for (const publisher of this.tokens) if (timingSafeEqual(given, publisher.digest)) found ??= publisher;
    return found;
  }
}

function checkLength(token: string, what: string): void {
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new ConfigurationError(
      `${what} is ${token.length} characters; API tokens must be at least ${MIN_TOKEN_LENGTH} (e.g. openssl rand -base64 32)`,
    );
  }
}

function rules(
  list: unknown,
  external: ReadonlySet<string>,
  where: string,
): { allows(eventType: string): boolean } {
  if (!Array.isArray(list) || list.some((t) => typeof t !== "string")) {
    throw new ConfigurationError(`${where} must be a list of event types, "${EXTERNAL}" or "${ANY}"`);
  }
  const types = new Set<string>(list as string[]);
  const any = types.has(ANY);
  const outside = types.has(EXTERNAL);
  return { allows: (type) => any || types.has(type) || (outside && external.has(type)) };
}

function readPolicyFile(file: string): PolicyFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigurationError(`publish policy ${file} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`publish policy ${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new ConfigurationError(`publish policy ${file} must be a JSON object`);
  const policy = parsed as PolicyFile;
  if (policy.tokens !== undefined && !Array.isArray(policy.tokens))
    throw new ConfigurationError(`${file}: tokens must be a list`);
  return policy;
}
