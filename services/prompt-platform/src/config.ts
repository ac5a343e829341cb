import { ConfigError, env, readConfig } from "@platform/service-kit";
import { DEFAULT_PRICES, parsePriceTable } from "./executions/pricing.js";

/** Every variable the prompt platform reads, with its default (docs/prompt-platform.md lists them). */
export const promptConfigSchema = {
  PORT: env.int({ default: 8080, min: 0, max: 65535 }),
  /** Unset: 0.0.0.0 with PLATFORM_AUTH=true, 127.0.0.1 without (see listenHost). */
  HOST: env.string<string | undefined>(),
  LOG_LEVEL: env.oneOf(["debug", "info", "warn", "error"] as const, { default: "info" }),
  /** postgres://… for PostgreSQL; `memory:` for an in-memory PGlite; unset for PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: env.string<string | undefined>(),
  PGLITE_DATA_DIR: env.string({ default: "./data/prompt-platform" }),
  DATABASE_POOL_SIZE: env.int({ default: 10, min: 1, max: 200 }),
  /** Named prepared statements on PostgreSQL; false behind PgBouncer in transaction mode (< 1.21). */
  DATABASE_PREPARED_STATEMENTS: env.bool({ default: true }),
  /** false (development default): X-User-Id / X-Org-Id headers are accepted. */
  PLATFORM_AUTH: env.bool({ default: false }),
  PLATFORM_SVID_PUBLIC_KEY_PEM: env.string<string | undefined>(),
  /** An SVID older than this (by its `iat`) is refused, whatever its `exp`. */
  PLATFORM_SVID_MAX_AGE_SEC: env.int({ default: 300, min: 1, max: 86_400 }),
  PLATFORM_SVID_AUDIENCE: env.string<string | undefined>(),
  PLATFORM_SESSION_TTL_HOURS: env.int({ default: 12, min: 1, max: 24 * 30 }),
  /** auto: Secure cookies when PLATFORM_AUTH is true. */
  // Segregation of duties (issue 24): organisations may override both in PUT /api/org/approval-policy.
  /** Approvals count only from members not invited by the release's creator; auto: PLATFORM_AUTH. */
  PLATFORM_INDEPENDENT_APPROVERS: env.oneOf(["auto", "true", "false"] as const, { default: "auto" }),
  /** With independent approvers: membership age an approver needs (default 24 with PLATFORM_AUTH, else 0). */
  PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: env.int<number | undefined>({ min: 0, max: 24 * 365 }),
  PLATFORM_INVITATION_TTL_HOURS: env.int({ default: 72, min: 1, max: 24 * 30 }),
  PLATFORM_COOKIE_SECURE: env.oneOf(["auto", "true", "false"] as const, { default: "auto" }),
  /** The built web console served at `/`: unset for packages/prompt-console/dist, `off` for none. */
  PLATFORM_CONSOLE_DIR: env.string<string | undefined>(),
  /** With the default console dir: build the console at start when its build is missing or stale. */
  PLATFORM_CONSOLE_BUILD: env.bool({ default: true }),
  /** PKCS#8 PEM of the Ed25519 key that signs audit checkpoints; else PLATFORM_AUDIT_KEY_FILE is used. */
  PLATFORM_AUDIT_SIGNING_KEY_PEM: env.string<string | undefined>(),
  /** Created (0600) on first start when absent; `memory:` keeps an ephemeral key. */
  PLATFORM_AUDIT_KEY_FILE: env.string({ default: "./data/prompt-platform-audit-key.pem" }),
  IDEMPOTENCY_TTL_HOURS: env.int({ default: 24, min: 1, max: 24 * 30 }),
  BODY_LIMIT_BYTES: env.int({ default: 1_048_576, min: 1024 }),
  /** API keys' last-used time is written at most this often per key, so reads stay reads. */
  API_KEY_LAST_USED_RESOLUTION_SEC: env.int({ default: 60, min: 0 }),
  /**
   * A verified API key is trusted this long per process without asking the database (0 = off). A key
   * revoked, or a member removed or re-roled, on another replica is honoured there within this time.
   */
  API_KEY_CACHE_TTL_SEC: env.int({ default: 5, min: 0, max: 60 }),
  API_KEY_CACHE_MAX_ENTRIES: env.int({ default: 10_000, min: 0 }),
  /** Chunks of the audit chain verified at once on PostgreSQL (each holds one pool connection). */
  AUDIT_VERIFY_PARALLELISM: env.int({ default: 2, min: 1, max: 32 }),
  /** Most frames one statement appends when appends outside a transaction arrive together (1 = off). */
  AUDIT_GROUP_COMMIT_MAX: env.int({ default: 64, min: 1, max: 1000 }),
  // Executions, model providers and budgets (issue 6).
  /** An OpenAI-compatible API (`…/v1`); unset leaves the `openai` provider unconfigured. */
  PLATFORM_OPENAI_BASE_URL: env.string<string | undefined>(),
  PLATFORM_OPENAI_API_KEY: env.string<string | undefined>(),
  PLATFORM_OPENAI_TIMEOUT_MS: env.int({ default: 30_000, min: 1, max: 600_000 }),
  PLATFORM_OPENAI_MAX_RETRIES: env.int({ default: 2, min: 0, max: 10 }),
  PLATFORM_OPENAI_RETRY_BASE_MS: env.int({ default: 250, min: 0, max: 60_000 }),
  /** JSON {"<provider>[:<model>]": {"input": USD per 1K tokens, "output": USD per 1K tokens}}. */
  PLATFORM_MODEL_PRICES: env.string<string | undefined>(),
  PLATFORM_EXECUTION_MAX_PARALLEL: env.int({ default: 8, min: 1, max: 100 }),
  /** The answer length assumed for a node without maxTokens when estimating cost against budgets. */
  PLATFORM_DEFAULT_MAX_TOKENS: env.int({ default: 256, min: 1, max: 1_000_000 }),
  PLATFORM_BUDGET_RESERVATION_TTL_SEC: env.int({ default: 600, min: 1, max: 86_400 }),
  PLATFORM_EVAL_CONCURRENCY: env.int({ default: 4, min: 1, max: 64 }),
  // Firewall sidecar (issue 7; docs/prompt-firewall.md).
  /** false: the sidecar listener is not started (the policy API stays). */
  PLATFORM_SIDECAR_ENABLED: env.bool({ default: true }),
  PLATFORM_SIDECAR_PORT: env.int({ default: 8081, min: 0, max: 65535 }),
  /** An OpenAI-compatible API (`…/v1`) allowed calls go to; unset: the built-in simulator answers. */
  PLATFORM_SIDECAR_UPSTREAM_URL: env.string<string | undefined>(),
  PLATFORM_SIDECAR_UPSTREAM_API_KEY: env.string<string | undefined>(),
  /** Until the upstream's response headers arrive (a stream may then run longer). */
  PLATFORM_SIDECAR_UPSTREAM_TIMEOUT_MS: env.int({ default: 60_000, min: 1, max: 600_000 }),
  PLATFORM_SIDECAR_BODY_LIMIT_BYTES: env.int({ default: 1_048_576, min: 1024 }),
  /** An organisation's firewall policy is kept this long per process (changes on this replica apply at once). */
  PLATFORM_FIREWALL_POLICY_CACHE_SEC: env.int({ default: 5, min: 0, max: 300 }),
};

export type PromptConfig = ReturnType<typeof readPromptConfig>;

export function readPromptConfig(source: Record<string, string | undefined>) {
  const config = readConfig(promptConfigSchema, source);
  const problems: string[] = [];
  const url = config.DATABASE_URL;
  if (url !== undefined && url !== "memory:" && !/^postgres(ql)?:\/\//.test(url))
    problems.push(`DATABASE_URL must be postgres://…, postgresql://… or memory:, got "${url}"`);
  if (
    config.PLATFORM_SVID_PUBLIC_KEY_PEM &&
    !config.PLATFORM_SVID_PUBLIC_KEY_PEM.includes("BEGIN PUBLIC KEY")
  )
    problems.push("PLATFORM_SVID_PUBLIC_KEY_PEM must be a PEM public key (-----BEGIN PUBLIC KEY-----)");
  if (config.PLATFORM_AUDIT_SIGNING_KEY_PEM && !config.PLATFORM_AUDIT_SIGNING_KEY_PEM.includes("PRIVATE KEY"))
    problems.push("PLATFORM_AUDIT_SIGNING_KEY_PEM must be a PKCS#8 PEM private key");
  let modelPrices = DEFAULT_PRICES;
  if (config.PLATFORM_MODEL_PRICES !== undefined) {
    try {
      modelPrices = parsePriceTable(config.PLATFORM_MODEL_PRICES);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (
    config.PLATFORM_OPENAI_BASE_URL !== undefined &&
    !/^https?:\/\/[^\s]+$/.test(config.PLATFORM_OPENAI_BASE_URL)
  )
    problems.push(
      `PLATFORM_OPENAI_BASE_URL must be an http(s) URL, got "${config.PLATFORM_OPENAI_BASE_URL}"`,
    );
  if (
    config.PLATFORM_SIDECAR_UPSTREAM_URL !== undefined &&
    !/^https?:\/\/[^\s]+$/.test(config.PLATFORM_SIDECAR_UPSTREAM_URL)
  )
    problems.push(
      `PLATFORM_SIDECAR_UPSTREAM_URL must be an http(s) URL, got "${config.PLATFORM_SIDECAR_UPSTREAM_URL}"`,
    );
  if (problems.length > 0) throw new ConfigError(problems);
  const secureCookies =
    config.PLATFORM_COOKIE_SECURE === "auto"
      ? config.PLATFORM_AUTH
      : config.PLATFORM_COOKIE_SECURE === "true";
  const approvalDefaults = {
    independentApprovers:
      config.PLATFORM_INDEPENDENT_APPROVERS === "auto"
        ? config.PLATFORM_AUTH
        : config.PLATFORM_INDEPENDENT_APPROVERS === "true",
    approverMinMembershipHours:
      config.PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS ?? (config.PLATFORM_AUTH ? 24 : 0),
  };
  // Without authentication anyone who reaches the port can be any user (X-User-Id): loopback only,
  // unless the operator names an interface.
  const listenHost = config.HOST ?? (config.PLATFORM_AUTH ? "0.0.0.0" : "127.0.0.1");
  return Object.freeze({ ...config, secureCookies, modelPrices, approvalDefaults, listenHost });
}

/** The start-up warning for a deployment without authentication (undefined when there is none). */
export function insecureStartWarning(config: Pick<PromptConfig, "PLATFORM_AUTH" | "HOST" | "listenHost">) {
  if (config.PLATFORM_AUTH) return undefined;
  return (
    `PLATFORM_AUTH=false: every caller can act as any user with X-User-Id; listening on ${config.listenHost}` +
    (config.HOST === undefined
      ? " (set HOST to listen elsewhere)"
      : " (HOST is set: reachable beyond this machine)")
  );
}
