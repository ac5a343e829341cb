import { redactText } from "./redaction/redact.js";

/**
 * The event platform's error catalogue. Each error has a stable `code`; callers branch on the class
 * or the code, never on the message. The daemon renders errors as `{error, status_code}`.
 */
export class EventPlatformError extends Error {
  readonly code: string = "EVENTPLAT_ERROR";
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Invalid event content (a non-finite number, a missing field, a malformed id): dead-lettered. */
export class ProtocolError extends EventPlatformError {
  override readonly code = "protocol_error";
}

/** A signature that does not match `source_key`, or a key the source may not use: event dropped. */
export class AuthzError extends EventPlatformError {
  override readonly code = "authz_error";
}

/** The subscriber's token bucket is empty: event dead-lettered as `rate_limited`. */
export class RateLimitError extends EventPlatformError {
  override readonly code = "rate_limited";
}

/** The subscriber's circuit is open: event dead-lettered as `circuit_open`, handler not called. */
export class CircuitBreakerOpenError extends EventPlatformError {
  override readonly code = "circuit_open";
}

/** The subscriber's service is restarting or permanently unhealthy: event dead-lettered. */
export class ServiceUnavailableError extends EventPlatformError {
  override readonly code = "service_unavailable";
}

/** A migration statement failed; that migration was rolled back, earlier ones stay applied. */
export class MigrationError extends EventPlatformError {
  override readonly code = "migration_error";
  constructor(
    readonly version: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The store is locked, corrupt or unreadable, closed, or its schema is behind the code (pending
 * migrations while auto-apply is off).
 */
export class StoreError extends EventPlatformError {
  override readonly code = "store_error";
  constructor(
    readonly kind: "locked" | "corrupt" | "io" | "closed" | "schema",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A bad setting that stops start-up (the spec's ValueError), e.g. --require-auth without a token. */
export class ConfigurationError extends EventPlatformError {
  override readonly code = "configuration_error";
}

/** A name that is not in the service registry. */
export class UnknownServiceError extends EventPlatformError {
  override readonly code = "unknown_service";
}

/** Every code above, for the docs test that checks they are unique and documented. */
export const ERROR_CODES = [
  "protocol_error",
  "authz_error",
  "rate_limited",
  "circuit_open",
  "service_unavailable",
  "migration_error",
  "store_error",
  "configuration_error",
  "unknown_service",
] as const;

/**
 * `{type, message}` of anything thrown, the message redacted (national ids, cards, OTPs, tokens,
 * passwords): what a dead-letter record, a saga record or a replay report says about an error.
 */
export function describeError(error: unknown): { type: string; message: string } {
  if (error instanceof Error) return { type: error.name, message: redactText(error.message) };
  return { type: "Error", message: redactText(String(error)) };
}
