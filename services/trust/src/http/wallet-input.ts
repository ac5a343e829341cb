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

/** Optional amount: absent, or a JSON number that is positive and finite (null, strings and 0 are refused). */
export function optionalAmount(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw errors.invalidAmount();
  return value;
}

export function jsonBody(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
