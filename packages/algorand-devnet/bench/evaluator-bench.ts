/**
 * Evaluator cost per application call (issue 20): the AVM evaluator alone running the registry's
 * `add_delegation` and the reputation `record` programs in process (median and p99 per call, and
 * the opcode budget each uses), beside the whole round trip of the trust service's POST /delegate
 * against an instant-round devnet (validate, build and sign the [payment, app call] group, submit,
 * evaluate, confirm, answer). Prints a markdown table; it records no result file (the lead runs
 * benches on a quiet machine).
 *
 * BENCH_EVAL_CALLS (default 5000 per program), BENCH_DELEGATE_CALLS (default 200).
 */
import { createPrivateKey, randomBytes, sign } from "node:crypto";
import { startChild, stopChildren } from "@platform/service-kit/bench";
import algosdk from "algosdk";
import { textKey } from "../src/apps/app-state.js";
import {
  aggregateBoxName,
  compiledContracts,
  eventBoxName,
  REGISTRY_METHODS,
  REPUTATION_METHODS,
} from "../src/apps/contracts.js";
import type { EvalEnv } from "../src/avm/eval-env.js";
import { runProgram } from "../src/avm/evaluator.js";
import { GroupRun } from "../src/ledger/app-calls.js";

const evalCalls = Number(process.env.BENCH_EVAL_CALLS ?? 5000);
const delegateCalls = Number(process.env.BENCH_DELEGATE_CALLS ?? 200);
const here = (p: string) => new URL(p, import.meta.url).pathname;

const operator = algosdk.generateAccount();
const suggestedParams: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  firstValid: 1n,
  lastValid: 1000n,
  genesisID: "bench",
  genesisHash: new Uint8Array(32),
  flatFee: true,
};

function encodeArgs(signature: string, args: algosdk.ABIValue[]): Uint8Array[] {
  const method = algosdk.ABIMethod.fromSignature(signature);
  return [method.getSelector(), ...method.args.map((a, i) => (a.type as algosdk.ABIType).encode(args[i]!))];
}

/** A fresh environment per call (new boxes), so every call does the full work of a first write. */
function environment(
  appId: number,
  txn: algosdk.Transaction,
  globals: [string, bigint | Uint8Array][],
  budgetCalls: algosdk.Transaction[] = [],
): EvalEnv {
  // Budget calls join the group only to pool their opcode budget, as the service's signed writes do.
  const group = new GroupRun([txn, ...budgetCalls]);
  return {
    appId,
    appAddress: algosdk.getApplicationAddress(appId).publicKey,
    creator: operator.addr.publicKey,
    group: group.views,
    groupIndex: 0,
    round: 100,
    timestamp: 1_700_000_000,
    budget: group.budget,
    global: new Map(globals),
    boxes: new Map(),
    boxBudget: group.boxBudget(appId),
    logs: [],
    account: () => undefined,
    innerPay: () => {},
  };
}

function delegationCall(): EvalEnv {
  const sponsor = algosdk.encodeAddress(randomBytes(32));
  const agent = algosdk.encodeAddress(randomBytes(32));
  const name = new Uint8Array([
    ...algosdk.decodeAddress(agent).publicKey,
    ...algosdk.decodeAddress(sponsor).publicKey,
  ]);
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: operator.addr,
    appIndex: 1001,
    appArgs: encodeArgs(REGISTRY_METHODS.addDelegation, [sponsor, agent, 5_000_000n]),
    boxes: [{ appIndex: 0, name }],
    suggestedParams,
  });
  return environment(1001, txn, [
    [textKey("operator"), operator.addr.publicKey],
    [textKey("total"), 0n],
  ]);
}

/** add_delegation_signed: the sponsor's Ed25519 signature checked by ed25519verify_bare (decision 0014). */
function signedDelegationCall(): EvalEnv {
  const sponsor = algosdk.generateAccount();
  const agent = algosdk.encodeAddress(randomBytes(32));
  const expiry = 2_000_000_000n;
  const message = Buffer.concat([
    Buffer.from("trust-registry:delegate:v1"),
    algosdk.encodeUint64(1001),
    algosdk.decodeAddress(agent).publicKey,
    algosdk.encodeUint64(5_000_000n),
    algosdk.encodeUint64(expiry),
  ]);
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), sponsor.sk.subarray(0, 32)]),
    format: "der",
    type: "pkcs8",
  });
  const raw = new Uint8Array(sign(null, message, key));
  const name = new Uint8Array([...algosdk.decodeAddress(agent).publicKey, ...sponsor.addr.publicKey]);
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: operator.addr,
    appIndex: 1001,
    appArgs: encodeArgs(REGISTRY_METHODS.addDelegationSigned, [
      sponsor.addr.toString(),
      agent,
      5_000_000n,
      expiry,
      raw,
    ]),
    boxes: [{ appIndex: 0, name }],
    suggestedParams,
  });
  const budget = [0, 1].map((i) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: operator.addr,
      appIndex: 1001,
      appArgs: encodeArgs(REGISTRY_METHODS.budget, []),
      note: new Uint8Array([i]),
      suggestedParams,
    }),
  );
  return environment(
    1001,
    txn,
    [
      [textKey("operator"), operator.addr.publicKey],
      [textKey("total"), 0n],
    ],
    budget,
  );
}

function recordCall(): EvalEnv {
  const subject = algosdk.encodeAddress(randomBytes(32));
  const key = algosdk.decodeAddress(subject).publicKey;
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: operator.addr,
    appIndex: 1002,
    appArgs: encodeArgs(REPUTATION_METHODS.record, [subject, 0, 1_000_000n, subject, 7n]),
    boxes: [aggregateBoxName(key), eventBoxName(key, 0)].map((name) => ({ appIndex: 0, name })),
    suggestedParams,
  });
  return environment(1002, txn, [
    [textKey("operator"), operator.addr.publicKey],
    [textKey("totalEvents"), 0n],
  ]);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function timeEvaluator(title: string, program: Uint8Array, make: () => EvalEnv) {
  const envs = Array.from({ length: evalCalls }, make);
  // Warm up the JIT on separate environments.
  for (let i = 0; i < 200; i++) runProgram(program, make());
  const micros: number[] = [];
  let cost = 0;
  for (const env of envs) {
    const started = process.hrtime.bigint();
    const result = runProgram(program, env);
    micros.push(Number(process.hrtime.bigint() - started) / 1000);
    if (!result.approved) throw new Error(`${title}: the program refused the call`);
    cost = result.cost;
  }
  micros.sort((a, b) => a - b);
  return { title, median: quantile(micros, 0.5), p99: quantile(micros, 0.99), cost };
}

const contracts = compiledContracts();
const rows = [
  timeEvaluator("evaluator: registry add_delegation", contracts.registry, delegationCall),
  timeEvaluator(
    "evaluator: registry add_delegation_signed (ed25519verify_bare)",
    contracts.registry,
    signedDelegationCall,
  ),
  timeEvaluator("evaluator: reputation record (first event)", contracts.reputation, recordCall),
];

// The whole POST /delegate round trip, through the trust service and the devnet.
const devnet = await startChild(here("./devnet-process.ts"), { DEVNET_WALLETS: "1000" }, "json");
const roles = devnet.accounts.roles as Record<string, string[]>;
const port = 3990 + Math.floor(Math.random() * 9);
await startChild(
  here("../../../services/trust/src/main.ts"),
  {
    HOST: "127.0.0.1",
    PORT: String(port),
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_NETWORK: "algorand-devnet",
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    OPERATOR_MNEMONIC: (devnet.accounts.mnemonics as Record<string, string>)[roles.operator![0]!]!,
    RATE_LIMIT_PERSISTENCE_PATH: "/tmp/evaluator-bench/rate-limit.json",
    EXPOSURE_PERSISTENCE_PATH: "/tmp/evaluator-bench/exposure.json",
    WEBHOOKS_PERSISTENCE_PATH: "/tmp/evaluator-bench/webhooks.json",
    LOAD_TEST_MODE: "1",
    LOG_LEVEL: "info",
  },
  /trust service ready/,
);
const sponsor = roles.established![0]!;
const millis: number[] = [];
for (let i = 0; i < delegateCalls; i++) {
  const agent = algosdk.generateAccount().addr.toString();
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/delegate`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `evaluator-bench-${i}-${agent}` },
    body: JSON.stringify({ sponsor, agent, amount: 1 }),
  });
  const body = await response.text();
  millis.push(performance.now() - started);
  if (response.status !== 201) throw new Error(`POST /delegate answered ${response.status}: ${body}`);
}
millis.sort((a, b) => a - b);
stopChildren();

console.log("\n| Measure | median | p99 | opcode cost |\n|---|---|---|---|");
for (const r of rows)
  console.log(`| ${r.title} | ${r.median.toFixed(1)} µs | ${r.p99.toFixed(1)} µs | ${r.cost} |`);
console.log(
  `| POST /delegate round trip (${delegateCalls} sequential) | ${quantile(millis, 0.5).toFixed(2)} ms | ${quantile(millis, 0.99).toFixed(2)} ms | — |`,
);
console.log("\nShared machine: these numbers are a smoke run, not a measurement.");
process.exit(0);
