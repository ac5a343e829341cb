import algosdk from "algosdk";
import { errors } from "../errors.js";

const WALLET = /^[A-Z2-7]{58}$/;

/** A query or body wallet: missing and malformed each get the spec's message. */
export function requireWallet(value: unknown, field?: string): string {
  if (value === undefined || value === null || value === "")
    throw field ? errors.missingField(field) : errors.missingWallet();
  if (typeof value !== "string" || !WALLET.test(value) || !algosdk.isValidAddress(value))
    throw errors.invalidWallet();
  return value;
}

export function optionalWallet(value: unknown): string | undefined {
  return value === undefined || value === "" ? undefined : requireWallet(value);
}

/** The contracts store amounts as uint64 micro-units (USDC has 6 decimals). */
export const MICRO_UNITS = 1_000_000;
export const MAX_MICRO_UNITS = 2n ** 64n - 1n;

/** An amount in whole units as the contracts' micro-units, rounded to the nearest micro-unit. */
export function toMicroUnits(amount: number): bigint {
  return BigInt(Math.round(amount * MICRO_UNITS));
}

/**
 * Optional amount: absent, or a JSON number that is positive and finite (null, strings and 0 are
 * refused), at least one micro-unit and at most what fits the contracts' uint64 micro-units, so
 * nothing a write route accepts can fail or round to zero in the chain layer.
 */
export function optionalAmount(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw errors.invalidAmount();
  const micro = toMicroUnits(value);
  if (micro < 1n) throw errors.amountOutOfRange("Amount must be at least 0.000001 (one micro-unit).");
  if (micro > MAX_MICRO_UNITS)
    throw errors.amountOutOfRange(
      "Amount must be at most 18446744073709.551615 (the contracts' uint64 micro-units).",
    );
  return value;
}

export function jsonBody(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
