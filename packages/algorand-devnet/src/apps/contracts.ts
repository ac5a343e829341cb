import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import algosdk from "algosdk";
import { assemble } from "../avm/assembler.js";

/**
 * The trust service's contracts as the devnet deploys them: compiled from
 * services/trust/contracts/*.teal by the devnet's assembler, so the seeded applications hold the
 * real program bytes and every call runs them. Names and layouts here are decision 0013's.
 */
export const REGISTRY_METHODS = {
  addDelegation: "add_delegation(address,address,uint64)void",
  addDelegationSigned: "add_delegation_signed(address,address,uint64,uint64,byte[64])void",
  revokeDelegation: "revoke_delegation(address,address)void",
  revokeDelegationSigned: "revoke_delegation_signed(address,address,uint64,byte[64],address)void",
  budget: "budget()void",
  setOperator: "set_operator(address)void",
} as const;

export const REPUTATION_METHODS = {
  record: "record(address,uint8,uint64,address,uint64)void",
  setOperator: "set_operator(address)void",
} as const;

export const EVENT_TYPES = ["payment", "purchase", "dispute", "refund", "endorsement", "service"] as const;
export const AGGREGATE_SIZE = 104;
/** sponsor ‖ agent ‖ amount ‖ round ‖ unix time ‖ consented (decision 0014). */
export const DELEGATION_SIZE = 89;
export const EVENT_SIZE = 65;

const encoder = new TextEncoder();
const join2 = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** Registry box: agent ‖ sponsor, 64 bytes (the AVM's longest box name). */
export const delegationBoxName = (agent: Uint8Array, sponsor: Uint8Array) => join2(agent, sponsor);
export const aggregateBoxName = (subject: Uint8Array) => join2(encoder.encode("a"), subject);
export const eventBoxName = (subject: Uint8Array, seq: number) =>
  join2(encoder.encode("e"), subject, algosdk.encodeUint64(seq));

/** Walks up from this file to the repository's services/trust/contracts (src and dist alike). */
function contractsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "services", "trust", "contracts");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("services/trust/contracts not found above the devnet package");
    dir = parent;
  }
}

export interface CompiledContracts {
  registry: Uint8Array;
  reputation: Uint8Array;
  clear: Uint8Array;
}

let cached: CompiledContracts | undefined;

export function compiledContracts(): CompiledContracts {
  if (!cached) {
    const dir = contractsDir();
    const program = (file: string) => assemble(readFileSync(join(dir, file), "utf8")).program;
    cached = {
      registry: program("registry.approval.teal"),
      reputation: program("reputation.approval.teal"),
      clear: program("clear.teal"),
    };
  }
  return cached;
}
