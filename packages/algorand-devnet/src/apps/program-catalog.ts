import { createHash } from "node:crypto";
import algosdk from "algosdk";
import { LedgerError } from "../ledger/types.js";
import type { AppKind } from "./app-state.js";
import { REGISTRY_METHODS } from "./registry-app.js";
import { REPUTATION_METHODS } from "./reputation-app.js";

/**
 * The devnet does not assemble TEAL. It recognises the programs it models natively (decision 0001)
 * and "compiles" each to a short tagged byte string, so that an application-create transaction
 * built from real `algod.compile()` output instantiates the matching model. Anything else is refused
 * with a clear error instead of being accepted and then behaving unlike a real node.
 */
export type ProgramKind = AppKind | "clear";

const MAGIC = new TextEncoder().encode("DEVNET");
const KIND_CODES: Record<ProgramKind, number> = { registry: 1, reputation: 2, clear: 3 };

export interface CompiledProgram {
  /** The program's address, as algod's `hash`. */
  hash: string;
  /** base64 program bytes, as algod's `result`. */
  result: string;
  kind: ProgramKind;
}

export function compileTeal(source: string): CompiledProgram {
  const lines = source
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/, "").trim())
    .filter((line) => line.length > 0);
  const pragma = /^#pragma version (\d+)$/.exec(lines[0] ?? "");
  if (!pragma) throw new LedgerError("1: #pragma version must be the first line of the program");
  const version = Number(pragma[1]);
  const kind = recognise(lines.slice(1));
  const digest = createHash("sha256").update(source).digest().subarray(0, 16);
  const bytes = new Uint8Array([version, ...MAGIC, KIND_CODES[kind], ...digest]);
  return { hash: programAddress(bytes), result: Buffer.from(bytes).toString("base64"), kind };
}

/** The model an approval or clear program's bytes stand for, or undefined when it is not one of ours. */
export function programKind(bytes: Uint8Array): ProgramKind | undefined {
  const tag = bytes.subarray(1, 1 + MAGIC.length);
  if (Buffer.compare(Buffer.from(tag), Buffer.from(MAGIC)) !== 0) return undefined;
  const code = bytes[1 + MAGIC.length];
  return (Object.keys(KIND_CODES) as ProgramKind[]).find((kind) => KIND_CODES[kind] === code);
}

function recognise(body: string[]): ProgramKind {
  const routes = (methods: Record<string, string>) =>
    Object.values(methods).every((signature) => body.includes(`method "${signature}"`));
  if (routes(REGISTRY_METHODS)) return "registry";
  if (routes(REPUTATION_METHODS)) return "reputation";
  const approvesAll = body.join(";");
  if (["int 1", "pushint 1", "int 1;return", "pushint 1;return"].includes(approvesAll)) return "clear";
  throw new LedgerError(
    "the devnet does not assemble arbitrary TEAL: it models the registry and reputation programs of " +
      "decision 0001 and an approve-all clear program",
  );
}

function programAddress(bytes: Uint8Array): string {
  const digest = createHash("sha512-256").update("Program").update(bytes).digest();
  return algosdk.encodeAddress(new Uint8Array(digest));
}
