import { ConfigError, env, readConfig } from "@platform/service-kit";
import algosdk from "algosdk";
import { isPrivateEd25519Jwk } from "./passport/signing-keys.js";
import { DEFAULT_CIRCULAR_MAX_HOPS } from "./scoring/circular.js";

const TESTNET_ALGOD = "https://testnet-api.algonode.cloud";
const TESTNET_INDEXER = "https://testnet-idx.algonode.cloud";
const PUBLIC_FACILITATOR = "https://facilitator.x402.org";

function overridesShape(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return 'must be a JSON object like {"GET /score":{"max":100}}';
  for (const [key, rule] of Object.entries(value)) {
    if (!/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S*$/.test(key))
      return `key "${key}" must be "METHOD /path"`;
    const max = (rule as { max?: unknown })?.max;
    if (!Number.isInteger(max) || (max as number) < 1) return `"${key}".max must be a positive integer`;
  }
  return undefined;
}

/** Every variable of the spec's configuration table, with its default. */
export const trustConfigSchema = {
  PORT: env.int({ default: 3000, min: 0, max: 65535 }),
  HOST: env.string({ default: "0.0.0.0" }),
  NODE_ENV: env.oneOf(["development", "production", "test"] as const, { default: "development" }),
  LOG_LEVEL: env.oneOf(["debug", "info", "warn", "error"] as const, { default: "info" }),
  LOG_FILE: env.string<string | undefined>(),
  LOG_ERROR_FILE: env.string<string | undefined>(),
  CORS_ALLOWED_ORIGINS: env.list({ default: ["*"] }),
  REQUEST_TIMEOUT_MS: env.int({ default: 10_000, min: 1 }),
  ALGOD_URL: env.url({ default: TESTNET_ALGOD }),
  ALGOD_TOKEN: env.string({ default: "" }),
  INDEXER_URL: env.url({ default: TESTNET_INDEXER }),
  INDEXER_TOKEN: env.string({ default: "" }),
  ALGO_NETWORK: env.string({ default: "testnet" }),
  REGISTRY_APP_ID: env.int({ default: 0, min: 0 }),
  REPUTATION_APP_ID: env.int({ default: 0, min: 0 }),
  OPERATOR_MNEMONIC: env.string<string | undefined>(),
  /** Issue 20: "required" or "optional"; unset = required when NODE_ENV=production, else optional. */
  DELEGATION_CONSENT: env.string<string | undefined>(),
  DEPLOYER_MNEMONIC: env.string<string | undefined>(),
  X402_ENABLED: env.bool({ default: false }),
  X402_FACILITATOR_URL: env.url({ default: PUBLIC_FACILITATOR }),
  X402_PAYMENT_RECIPIENT: env.string<string | undefined>(),
  X402_NETWORK: env.string({ default: "algorand-testnet" }),
  /** Issue 28: the facilitator's fee payer, announced in `extra.feePayer`; unset, payers pay their own fee. */
  X402_FEE_PAYER: env.string<string | undefined>(),
  RATE_LIMIT_MAX: env.int({ default: 600, min: 1 }),
  RATE_LIMIT_TRUSTED_IPS: env.list(),
  RATE_LIMIT_PERSISTENCE_PATH: env.string({ default: "data/rate-limit.json" }),
  RATE_LIMIT_OVERRIDES: env.json<Record<string, { max: number }>>({ default: {}, validate: overridesShape }),
  EXPOSURE_PERSISTENCE_PATH: env.string({ default: "data/system-exposure.json" }),
  WEBHOOKS_PERSISTENCE_PATH: env.string({ default: "data/webhooks.json" }),
  /** Not in the spec's table: allow webhook URLs on loopback or private networks (off by default). */
  WEBHOOKS_ALLOW_PRIVATE: env.bool({ default: false }),
  WEBHOOK_MAX_ATTEMPTS: env.int({ default: 8, min: 1, max: 50 }),
  WEBHOOK_RETRY_BASE_MS: env.int({ default: 1000, min: 1 }),
  HMAC_SECRET: env.string<string | undefined>({ minLength: 32 }),
  /**
   * Not in the spec's table: the private Ed25519 JWK that signs passports; unset, one is generated
   * and kept in passport-keys.json beside the state files.
   */
  PASSPORT_SIGNING_KEY: env.string<string | undefined>(),
  /** Not in the spec's table: a fixed ALGO price in USD; wins over ALGO_PRICE_URL. */
  ALGO_USD_PRICE: env.number<number | undefined>({ min: 0 }),
  /** Not in the spec's table: a price feed answering {"algoUsd": <number>}. */
  ALGO_PRICE_URL: env.url<string | undefined>(),
  /** Not in the spec's table: how long a price read from ALGO_PRICE_URL is used. */
  ALGO_PRICE_REFRESH_MS: env.int({ default: 60_000, min: 1_000 }),
  /** Not in the spec's table: run NODE_ENV=production without HMAC_SECRET (writes unsigned, open). */
  ALLOW_UNSIGNED_WRITES: env.bool({ default: false }),
  HMAC_TIMESTAMP_SKEW_MS: env.int({ default: 60_000, min: 1 }),
  SANCTIONS_EXTRA_DENY: env.list(),
  LOAD_TEST_MODE: env.bool({ default: false }),
  /** Not in the spec's table: the indexer page cap per wallet (1 000 transactions a page). */
  HISTORY_PAGE_CAP: env.int({ default: 5, min: 1, max: 100 }),
  /** Not in the spec's table: payments back at their sender within this many transfers are not volume. */
  CIRCULAR_MAX_HOPS: env.int({ default: DEFAULT_CIRCULAR_MAX_HOPS, min: 2, max: 8 }),
  /** Not in the spec's table: the USDC ASA id; by default the one of X402_NETWORK (testnet or mainnet). */
  USDC_ASSET_ID: env.int<number | undefined>({ min: 1 }),
  MAX_SYSTEM_EXPOSURE_USDC: env.number({ default: 100_000, min: 0 }),
  MAX_WALLET_EXPOSURE_USDC: env.number({ default: 10_000, min: 0 }),
  /** Not in the spec's table: with a URL, every piece of shared state lives in Redis (replicas). */
  REDIS_URL: env.url<string | undefined>({ protocols: ["redis:", "rediss:"] }),
  /** Not in the spec's table: prefix of every Redis key and channel, so deployments can share a server. */
  REDIS_KEY_PREFIX: env.string({ default: "trust:" }),
  /** Not in the spec's table: a webhook delivery held this long by a silent replica is taken over. */
  WEBHOOK_CLAIM_IDLE_MS: env.int({ default: 30_000, min: 100 }),
};

export type TrustConfig = ReturnType<typeof readTrustConfig>;

export function readTrustConfig(source: Record<string, string | undefined>) {
  const config = readConfig(trustConfigSchema, source);
  const problems: string[] = [];
  if (config.X402_ENABLED && !config.X402_PAYMENT_RECIPIENT)
    problems.push("X402_PAYMENT_RECIPIENT is required when X402_ENABLED is true");
  if (config.X402_FEE_PAYER && !algosdk.isValidAddress(config.X402_FEE_PAYER))
    problems.push("X402_FEE_PAYER must be an Algorand address");
  if (config.X402_PAYMENT_RECIPIENT && !algosdk.isValidAddress(config.X402_PAYMENT_RECIPIENT)) {
    problems.push("X402_PAYMENT_RECIPIENT must be an Algorand address");
  }
  if (config.OPERATOR_MNEMONIC && !isMnemonic(config.OPERATOR_MNEMONIC))
    problems.push("OPERATOR_MNEMONIC must be a valid 25-word mnemonic");
  if (
    config.DELEGATION_CONSENT !== undefined &&
    !["required", "optional"].includes(config.DELEGATION_CONSENT)
  )
    problems.push("DELEGATION_CONSENT must be required or optional");
  if (config.WEBHOOK_CLAIM_IDLE_MS <= config.REQUEST_TIMEOUT_MS) {
    // A live replica may hold a delivery for the receiver's whole timeout; taking it over sooner
    // would deliver it twice.
    problems.push("WEBHOOK_CLAIM_IDLE_MS must be greater than REQUEST_TIMEOUT_MS");
  }
  if (config.PASSPORT_SIGNING_KEY && !isPrivateEd25519Jwk(parseJson(config.PASSPORT_SIGNING_KEY)))
    problems.push(
      'PASSPORT_SIGNING_KEY must be a private Ed25519 JWK ({"kty":"OKP","crv":"Ed25519","x":…,"d":…})',
    );
  if (config.NODE_ENV === "production" && !config.HMAC_SECRET && !config.ALLOW_UNSIGNED_WRITES) {
    // Without a secret every write route is open; in production that must be a deliberate choice.
    problems.push(
      "HMAC_SECRET is required when NODE_ENV=production (without it every write is open); set ALLOW_UNSIGNED_WRITES=true to run unsigned deliberately",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Whether a delegation or revocation must carry a consent signature (decision 0014). */
export function delegationConsent(config: TrustConfig): "required" | "optional" {
  if (config.DELEGATION_CONSENT === "required" || config.DELEGATION_CONSENT === "optional") {
    return config.DELEGATION_CONSENT;
  }
  return config.NODE_ENV === "production" ? "required" : "optional";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isMnemonic(words: string): boolean {
  try {
    algosdk.mnemonicToSecretKey(words);
    return true;
  } catch {
    return false;
  }
}
