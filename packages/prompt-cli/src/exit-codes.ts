/** promptctl's exit codes (documented in docs/prompt-clients.md). */
export const ExitCode = {
  /** The command did what it was asked. */
  OK: 0,
  /** It worked, and the answer is "no": the gate failed, the scan blocked, the execution failed. */
  FAILED_CHECK: 1,
  /** Bad arguments or options, or missing configuration (no API key, no workspace). */
  USAGE: 2,
  /** The platform answered with an error (any non-2xx status). */
  API_ERROR: 3,
  /** The platform could not be reached (connection refused, DNS, timeout). */
  UNREACHABLE: 4,
  /** Anything else (a bug, an unreadable file): the message says what. */
  INTERNAL: 5,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A problem with how promptctl was called or configured: printed as is, exit 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** Thrown after a command printed a negative answer (gate failed, scan blocked): exit 1, no more output. */
export class CheckFailed extends Error {
  override readonly name = "CheckFailed";
}
