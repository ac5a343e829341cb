import table from "./avm-v10-opcodes.json" with { type: "json" };
import type { EvalEnv } from "./eval-env.js";
import { AvmError, Machine, type StackValue } from "./machine.js";
import { OPS, type OpSpec } from "./opcodes.js";
import { CORE_OPS, type Handler, typeName } from "./ops-core.js";
import { FLOW_OPS } from "./ops-flow.js";
import { INNER_OPS } from "./ops-inner.js";
import { STATE_OPS } from "./ops-state.js";

/**
 * Runs an application program (approval or clear) as the AVM does in application mode: each op is
 * checked for mode, stack depth and argument types, priced against the group's pooled budget, then
 * run. An op the devnet does not implement fails the call with a message that says so.
 */
export interface RunResult {
  approved: boolean;
  /** Opcode budget this program used. */
  cost: number;
}

/** A failed run: algod's message for it and the pc of the op that failed. */
export class EvalFailure extends Error {
  constructor(
    readonly reason: string,
    readonly pc: number,
  ) {
    super(reason);
    this.name = "EvalFailure";
  }
}

const HANDLERS: Record<string, Handler> = { ...CORE_OPS, ...FLOW_OPS, ...STATE_OPS, ...INNER_OPS };
const APP_MODE = 2;

type ArgKind = "uint" | "bytes" | "any";
const kindOf = (type: string): ArgKind =>
  type === "uint64" || type === "bool" ? "uint" : type === "any" ? "any" : "bytes";

const rawArgs = new Map((table.ops as { name: string; args: string[] }[]).map((op) => [op.name, op.args]));
const ARGS = new Map(OPS.map((op) => [op.name, (rawArgs.get(op.name) ?? []).map(kindOf)]));
const ARG_NAMES = new Map(OPS.map((op) => [op.name, rawArgs.get(op.name) ?? []]));

const COSTS = new Map(OPS.map((op) => [op.name, /^\d+$/.test(op.cost) ? Number(op.cost) : undefined]));

function checkArgs(op: OpSpec, stack: StackValue[]): void {
  const kinds = ARGS.get(op.name)!;
  if (stack.length < kinds.length) throw new AvmError(`stack underflow in ${op.name}`);
  const first = stack.length - kinds.length;
  kinds.forEach((kind, i) => {
    const value = stack[first + i]!;
    if (kind === "any" || (kind === "uint") === (typeof value === "bigint")) return;
    const wanted = ARG_NAMES.get(op.name)![i];
    throw new AvmError(`${op.name} arg ${i} wanted ${wanted} but got ${typeName(value)}`);
  });
}

export function runProgram(program: Uint8Array, env: EvalEnv): RunResult {
  let m: Machine | undefined;
  try {
    m = new Machine(program, env);
    while (!m.done && m.pc < program.length) {
      const op = m.opAt(m.pc);
      if ((op.modes & APP_MODE) === 0) throw new AvmError(`${op.name} not allowed in current mode`);
      checkArgs(op, m.stack);
      const handler = HANDLERS[op.name];
      const cost = COSTS.get(op.name);
      if (!handler || cost === undefined) {
        throw new AvmError(`${op.name} is not supported by the devnet's evaluator`);
      }
      if (cost > env.budget.remaining) {
        throw new AvmError(
          `dynamic cost budget exceeded, executing ${op.name}: local program cost was ${m.cost}`,
        );
      }
      env.budget.remaining -= cost;
      m.cost += cost;
      m.next = op.size > 0 ? m.pc + op.size : -1;
      handler(m);
      if (m.next < 0 && !m.done) throw new Error(`devnet evaluator: ${op.name} did not set the next pc`);
      m.pc = m.next;
    }
    if (m.stack.length !== 1) throw new AvmError(`stack len is ${m.stack.length} instead of 1`);
    const result = m.stack[0]!;
    if (typeof result !== "bigint") throw new AvmError("stack finished with bytes not int");
    return { approved: result !== 0n, cost: m.cost };
  } catch (error) {
    if (error instanceof AvmError) throw new EvalFailure(error.message, m?.pc ?? 0);
    throw error;
  }
}
