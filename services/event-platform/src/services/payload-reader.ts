import { ProtocolError } from "../errors.js";
import type { Payload } from "../events/envelope.js";

/** Business ids: the same characters as correlation ids, so they can serve as one. */
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * Reads typed fields out of an event payload. A missing or malformed field throws ProtocolError
 * naming the event type and the field, so the bus dead-letters the event with a clear message.
 */
export class PayloadReader {
  constructor(
    private readonly payload: Payload,
    private readonly eventType: string,
  ) {}

  id(field: string): string {
    const value = this.payload[field];
    if (typeof value !== "string" || !ID.test(value))
      this.fail(field, "an id of 1-128 letters, digits or . _ : -");
    return value as string;
  }

  optionalId(field: string): string | undefined {
    return this.payload[field] === undefined ? undefined : this.id(field);
  }

  string(field: string): string {
    const value = this.payload[field];
    if (typeof value !== "string" || value.trim() === "") this.fail(field, "a non-empty string");
    return value as string;
  }

  optionalString(field: string): string | undefined {
    return this.payload[field] === undefined ? undefined : this.string(field);
  }

  oneOf<T extends string>(field: string, values: readonly T[]): T {
    const value = this.payload[field];
    if (typeof value !== "string" || !values.includes(value as T))
      this.fail(field, `one of ${values.join(", ")}`);
    return value as T;
  }

  number(
    field: string,
    { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, integer = false } = {},
  ): number {
    const value = this.payload[field];
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      const range = [
        min > Number.NEGATIVE_INFINITY ? `>= ${min}` : "",
        max < Number.POSITIVE_INFINITY ? `<= ${max}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      this.fail(field, `${integer ? "an integer" : "a number"}${range ? ` ${range}` : ""}`);
    }
    return value as number;
  }

  optionalNumber(
    field: string,
    options: { min?: number; max?: number; integer?: boolean } = {},
  ): number | undefined {
    return this.payload[field] === undefined ? undefined : this.number(field, options);
  }

  boolean(field: string): boolean {
    const value = this.payload[field];
    if (typeof value !== "boolean") this.fail(field, "true or false");
    return value as boolean;
  }

  optionalBoolean(field: string): boolean | undefined {
    return this.payload[field] === undefined ? undefined : this.boolean(field);
  }

  /** An ISO-8601 time as epoch ms; `fallback` when the field is absent. */
  time(field: string, fallback?: number): number {
    const value = this.payload[field];
    if (value === undefined && fallback !== undefined) return fallback;
    const ms = typeof value === "string" ? Date.parse(value) : Number.NaN;
    if (!Number.isFinite(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(value as string))
      this.fail(field, "an ISO-8601 time");
    return ms;
  }

  stringList(field: string, { min = 0 } = {}): string[] {
    const value = this.payload[field];
    if (
      !Array.isArray(value) ||
      value.length < min ||
      value.some((v) => typeof v !== "string" || !ID.test(v))
    ) {
      this.fail(field, `a list of at least ${min} ids`);
    }
    return [...new Set(value as string[])];
  }

  object(field: string): Payload {
    const value = this.payload[field];
    if (value === null || typeof value !== "object" || Array.isArray(value)) this.fail(field, "an object");
    return value as Payload;
  }

  optionalObject(field: string): Payload | undefined {
    return this.payload[field] === undefined ? undefined : this.object(field);
  }

  private fail(field: string, what: string): never {
    throw new ProtocolError(`${this.eventType}: ${field} must be ${what}`);
  }
}

/** Rounds an amount of rupees to paise, half away from zero. */
export function roundMoney(amount: number): number {
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

/** Rounds a rate in percent to two decimals (basis points). */
export function roundRate(percent: number): number {
  return Math.round((percent + Number.EPSILON) * 100) / 100;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
