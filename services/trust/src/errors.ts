/**
 * The trust service's error catalogue. Every error renders as `{error, code?}`; the message is the
 * spec's, to the letter. Routes throw these; one handler renders them.
 */
export class TrustError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "TrustError";
  }
}

export const ErrorCode = {
  badRequest: "BAD_REQUEST",
  invalidWallet: "INVALID_WALLET",
  walletNotFound: "WALLET_NOT_FOUND",
  rateLimited: "RATE_LIMITED",
  registryNotConfigured: "REGISTRY_NOT_CONFIGURED",
  internal: "INTERNAL_ERROR",
  bodyTooLarge: "BODY_TOO_LARGE",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const Messages = {
  missingWallet: "Missing required query parameter: wallet",
  invalidWallet: "Invalid wallet address. Must be 58-character base32 (A-Z, 2-7).",
  missingField: (field: string) => `Missing required field: ${field}`,
  invalidAmount: "Amount must be a positive finite number.",
  rateLimited: "Too many requests. Try again later.",
  internal: "Internal server error",
  walletNotFound: (network: string) => `Wallet not found on ${network}`,
} as const;

export const errors = {
  missingWallet: () => new TrustError(400, Messages.missingWallet),
  invalidWallet: () => new TrustError(400, Messages.invalidWallet, ErrorCode.invalidWallet),
  missingField: (field: string) => new TrustError(400, Messages.missingField(field)),
  invalidAmount: () => new TrustError(400, Messages.invalidAmount),
  amountOutOfRange: (message: string) => new TrustError(400, message, "AMOUNT_OUT_OF_RANGE"),
  badRequest: (message: string) => new TrustError(400, message, ErrorCode.badRequest),
  walletNotFound: (network: string) =>
    new TrustError(404, Messages.walletNotFound(network), ErrorCode.walletNotFound),
  rateLimited: () => new TrustError(429, Messages.rateLimited, ErrorCode.rateLimited),
};

/** Thrown by chain adapters when algod or the indexer cannot be reached or fails. */
export class ChainUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChainUnavailableError";
  }
}
