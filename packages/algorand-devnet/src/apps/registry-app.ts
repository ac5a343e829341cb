import {
  type AppCall,
  type AppState,
  arg,
  authorize,
  concat,
  hex,
  referencedBox,
  reject,
  selector,
  setOperator,
  u64,
} from "./app-state.js";

/** Native model of contracts/registry.approval.teal (decision 0001). */
export const REGISTRY_METHODS = {
  addDelegation: "add_delegation(address,address,uint64)void",
  revokeDelegation: "revoke_delegation(address,address)void",
  setOperator: "set_operator(address)void",
} as const;

const ADD = selector(REGISTRY_METHODS.addDelegation);
const REVOKE = selector(REGISTRY_METHODS.revokeDelegation);
const SET_OPERATOR = selector(REGISTRY_METHODS.setOperator);

export function delegationBoxName(agent: Uint8Array, sponsor: Uint8Array): Uint8Array {
  return concat(new TextEncoder().encode("d"), agent, sponsor);
}

export function callRegistry(app: AppState, call: AppCall): void {
  const method = call.args[0] ? hex(call.args[0]) : "";
  if (method === ADD) {
    addDelegation(app, call);
    return;
  }
  if (method === REVOKE) {
    revokeDelegation(app, call);
    return;
  }
  if (method === SET_OPERATOR) {
    setOperator(app, call);
    return;
  }
  reject(app, "unknown method");
}

function parties(app: AppState, call: AppCall) {
  const sponsor = arg(call, 1, 32, app);
  const agent = arg(call, 2, 32, app);
  if (hex(sponsor) === hex(agent)) reject(app, "sponsor and agent must differ");
  return { sponsor, agent, name: referencedBox(app, call, delegationBoxName(agent, sponsor)) };
}

function addDelegation(app: AppState, call: AppCall): void {
  authorize(app, call.sender);
  if (call.args.length !== 4) reject(app, "add_delegation takes 3 arguments");
  const amount = arg(call, 3, 8, app);
  const { sponsor, agent, name } = parties(app, call);
  if (app.boxes.has(name)) reject(app, "delegation already exists");
  app.boxes.set(name, concat(sponsor, agent, amount, u64(call.round), u64(call.timestamp)));
  bumpTotal(app, 1);
}

function revokeDelegation(app: AppState, call: AppCall): void {
  authorize(app, call.sender);
  if (call.args.length !== 3) reject(app, "revoke_delegation takes 2 arguments");
  const { name } = parties(app, call);
  if (!app.boxes.delete(name)) reject(app, "no such delegation");
  bumpTotal(app, -1);
}

function bumpTotal(app: AppState, delta: number): void {
  app.global.set("total", { uint: (app.global.get("total")?.uint ?? 0) + delta });
}
