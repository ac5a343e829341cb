import {
  type AppCall,
  type AppState,
  arg,
  authorize,
  concat,
  hex,
  readU64,
  referencedBox,
  reject,
  selector,
  setOperator,
  u64,
} from "./app-state.js";

/** Native model of contracts/reputation.approval.teal (decision 0001). */
export const REPUTATION_METHODS = {
  record: "record(address,uint8,uint64,address,uint64)void",
  setOperator: "set_operator(address)void",
} as const;

export const EVENT_TYPES = ["payment", "purchase", "dispute", "refund", "endorsement", "service"] as const;
export const AGGREGATE_SIZE = 104;

const RECORD = selector(REPUTATION_METHODS.record);
const SET_OPERATOR = selector(REPUTATION_METHODS.setOperator);
const encoder = new TextEncoder();

export const aggregateBoxName = (subject: Uint8Array) => concat(encoder.encode("a"), subject);
export const eventBoxName = (subject: Uint8Array, seq: number) =>
  concat(encoder.encode("e"), subject, u64(seq));

export function callReputation(app: AppState, call: AppCall): void {
  const method = call.args[0] ? hex(call.args[0]) : "";
  if (method === RECORD) {
    record(app, call);
    return;
  }
  if (method === SET_OPERATOR) {
    setOperator(app, call);
    return;
  }
  reject(app, "unknown method");
}

function record(app: AppState, call: AppCall): void {
  authorize(app, call.sender);
  if (call.args.length !== 6) reject(app, "record takes 5 arguments");
  const subject = arg(call, 1, 32, app);
  const type = arg(call, 2, 1, app)[0]!;
  const amount = arg(call, 3, 8, app);
  const counterparty = arg(call, 4, 32, app);
  const refRound = arg(call, 5, 8, app);
  if (type >= EVENT_TYPES.length) reject(app, "unknown event type");

  const name = referencedBox(app, call, aggregateBoxName(subject));
  const aggregate = new Uint8Array(app.boxes.get(name) ?? new Uint8Array(AGGREGATE_SIZE));
  const countAt = type * 16;
  aggregate.set(u64(readU64(aggregate, countAt) + 1), countAt);
  aggregate.set(u64(readU64(aggregate, countAt + 8) + readU64(amount, 0)), countAt + 8);
  const seq = readU64(aggregate, 96);
  aggregate.set(u64(seq + 1), 96);
  app.boxes.set(name, aggregate);

  app.boxes.set(
    referencedBox(app, call, eventBoxName(subject, seq)),
    concat(new Uint8Array([type]), amount, counterparty, refRound, u64(call.round), u64(call.timestamp)),
  );
  app.global.set("totalEvents", { uint: (app.global.get("totalEvents")?.uint ?? 0) + 1 });
}
