import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aggregateBoxName,
  boxMinBalance,
  delegationBoxName,
  eventBoxName,
  REGISTRY_METHODS,
  REPUTATION_METHODS,
} from "../src/index.js";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
let operator: algosdk.Account;
beforeAll(async () => {
  c = await startClients();
  const address = c.devnet.accounts.roles.operator![0]!;
  operator = algosdk.mnemonicToSecretKey(c.devnet.accounts.mnemonics[address]!);
});
afterAll(() => c.devnet.close());

const key = (address: string) => algosdk.decodeAddress(address).publicKey;
const DELEGATION_MBR = boxMinBalance(64, 89);
const EVENT_MBR = boxMinBalance(41, 65);
const AGGREGATE_MBR = boxMinBalance(33, 104);

async function nextSeq(appId: number, subject: string): Promise<bigint> {
  return c.algod
    .getApplicationBoxByName(appId, aggregateBoxName(key(subject)))
    .do()
    .then((box) => algosdk.decodeUint64(box.value.slice(96, 104), "bigint"))
    .catch(() => 0n);
}

/** The boxes a well-behaved client references for a call (decision 0013's names). */
async function boxesFor(appId: number, signature: string, args: algosdk.ABIValue[]): Promise<Uint8Array[]> {
  if (signature === REPUTATION_METHODS.record) {
    const subject = args[0] as string;
    const seq = await nextSeq(appId, subject);
    return [aggregateBoxName(key(subject)), eventBoxName(key(subject), Number(seq))];
  }
  if (signature === REGISTRY_METHODS.addDelegation || signature === REGISTRY_METHODS.revokeDelegation)
    return [delegationBoxName(key(args[1] as string), key(args[0] as string))];
  return [];
}

interface CallOptions {
  boxes?: Uint8Array[];
  /** µAlgo paid to the application account in the same group (the new boxes' minimum balance). */
  pay?: number;
  fee?: number;
}

async function call(
  appId: number,
  signer: algosdk.Account,
  signature: string,
  args: algosdk.ABIValue[],
  options: CallOptions = {},
) {
  const method = algosdk.ABIMethod.fromSignature(signature);
  const appArgs = [
    method.getSelector(),
    ...method.args.map((a, i) => (a.type as algosdk.ABIType).encode(args[i]!)),
  ];
  const suggestedParams = await c.algod.getTransactionParams().do();
  const txns: algosdk.Transaction[] = [];
  if (options.pay) {
    txns.push(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: signer.addr,
        receiver: algosdk.getApplicationAddress(appId),
        amount: options.pay,
        suggestedParams,
      }),
    );
  }
  txns.push(
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: signer.addr,
      appIndex: appId,
      appArgs,
      boxes: (options.boxes ?? (await boxesFor(appId, signature, args))).map((name) => ({
        appIndex: 0,
        name,
      })),
      suggestedParams: { ...suggestedParams, fee: options.fee ?? 1000, flatFee: true },
    }),
  );
  if (txns.length > 1) algosdk.assignGroupID(txns);
  const signed = txns.map((t) => t.signTxn(signer.sk));
  await c.algod.sendRawTransaction(signed).do();
  return algosdk.waitForConfirmation(c.algod, txns.at(-1)!.txID(), 4);
}

const balance = async (address: string | algosdk.Address) =>
  Number((await c.algod.accountInformation(address).do()).amount);

describe("registry application (the real TEAL, run by the evaluator)", () => {
  it("adds a delegation in a 64-byte box paid for in the group; revoking deletes it and refunds", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const appAccount = algosdk.getApplicationAddress(registry);
    const sponsor = c.devnet.accounts.roles.established![2]!;
    const agent = c.devnet.accounts.roles.fresh![2]!;
    const before = await balance(appAccount);
    await call(registry, operator, REGISTRY_METHODS.addDelegation, [sponsor, agent, 250_000_000n], {
      pay: DELEGATION_MBR,
    });
    expect(await balance(appAccount)).toBe(before + DELEGATION_MBR);

    const name = delegationBoxName(key(agent), key(sponsor));
    expect(name).toHaveLength(64);
    const box = await c.algod.getApplicationBoxByName(registry, name).do();
    expect(algosdk.encodeAddress(box.value.slice(0, 32))).toBe(sponsor);
    expect(algosdk.encodeAddress(box.value.slice(32, 64))).toBe(agent);
    expect(algosdk.decodeUint64(box.value.slice(64, 72), "bigint")).toBe(250_000_000n);
    expect(box.value).toHaveLength(89);
    expect(box.value[88]).toBe(0); // unsigned: not consented

    const prefix = `b64:${Buffer.from(key(agent)).toString("base64")}`;
    const listed = (await (
      await fetch(
        `${c.devnet.algodUrl}/v2/applications/${registry}/boxes?prefix=${encodeURIComponent(prefix)}`,
      )
    ).json()) as { boxes: unknown[] };
    expect(listed.boxes).toHaveLength(1);

    // A duplicate fails the program's assert (algod's wording: the pc of the failing assert).
    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [sponsor, agent, 1n], { pay: DELEGATION_MBR }),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+/);
    expect(await balance(appAccount)).toBe(before + DELEGATION_MBR);

    const operatorBefore = await balance(operator.addr);
    await call(registry, operator, REGISTRY_METHODS.revokeDelegation, [sponsor, agent], { fee: 2000 });
    await expect(c.algod.getApplicationBoxByName(registry, name).do()).rejects.toThrow(/box not found/);
    expect(await balance(appAccount)).toBe(before);
    expect(await balance(operator.addr)).toBe(operatorBefore - 2000 + DELEGATION_MBR);
  });

  it("refuses a delegation whose box nobody pays for: the app account would fall below its minimum", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const sponsor = c.devnet.accounts.roles.established![3]!;
    const agent = c.devnet.accounts.roles.fresh![3]!;
    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [sponsor, agent, 1n]),
    ).rejects.toThrow(
      new RegExp(`account ${algosdk.getApplicationAddress(registry)} balance \\d+ below min \\d+`),
    );
    await expect(
      c.algod.getApplicationBoxByName(registry, delegationBoxName(key(agent), key(sponsor))).do(),
    ).rejects.toThrow(/box not found/);
  });

  it("refuses writers other than the creator and operator, and sponsor equal to agent", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const stranger = funded(c.devnet, 0);
    const a = c.devnet.accounts.roles.fresh![3]!;
    const b = c.devnet.accounts.roles.fresh![0]!;
    await expect(
      call(registry, stranger, REGISTRY_METHODS.addDelegation, [a, b, 1n], { pay: DELEGATION_MBR }),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+/);
    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [a, a, 1n], { pay: DELEGATION_MBR }),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+/);
  });

  it("refuses to touch a box the transaction does not reference, as the AVM does", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const a = c.devnet.accounts.roles.customer![12]!;
    const b = c.devnet.accounts.roles.customer![13]!;
    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [a, b, 1n], {
        boxes: [new Uint8Array([100, 1, 2])],
        pay: DELEGATION_MBR,
      }),
    ).rejects.toThrow(/logic eval error: invalid Box reference 0x[0-9a-f]{128}\./);
  });

  it("is seeded with a sponsor tree rooted at the trust anchor, and shows the compiled program", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const { boxes } = await c.algod.getApplicationBoxes(registry).do();
    expect(boxes.length).toBeGreaterThanOrEqual(14);
    for (const box of boxes) expect(box.name.length).toBeLessThanOrEqual(64);
    const anchor = c.devnet.accounts.roles.trustAnchor![0]!;
    const app = await c.algod.getApplicationByID(registry).do();
    expect(app.params!.creator.toString()).toBe(anchor);
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(
      new URL("../../../services/trust/contracts/registry.approval.teal", import.meta.url),
      "utf8",
    );
    const compiled = await c.algod.compile(source).do();
    expect(Buffer.from(app.params!.approvalProgram).toString("base64")).toBe(compiled.result);
  });
});

describe("reputation application (the real TEAL, run by the evaluator)", () => {
  it("records an event: aggregate box, event box and totalEvents move", async () => {
    const reputation = c.devnet.accounts.apps.reputation;
    const subject = c.devnet.accounts.roles.established![4]!;
    const counterparty = c.devnet.accounts.roles.customer![0]!;
    const total = async () => {
      const app = await c.algod.getApplicationByID(reputation).do();
      const entry = app.params!.globalState?.find((kv) => Buffer.from(kv.key).toString() === "totalEvents");
      return entry?.value.uint ?? 0n;
    };
    const before = await total();
    const fresh = (await nextSeq(reputation, subject)) === 0n;
    await call(
      reputation,
      operator,
      REPUTATION_METHODS.record,
      [subject, 2, 40_000_000n, counterparty, 39_990_000n],
      { pay: EVENT_MBR + (fresh ? AGGREGATE_MBR : 0) },
    );
    expect(await total()).toBe(before + 1n);
    const aggregate = (await c.algod.getApplicationBoxByName(reputation, aggregateBoxName(key(subject))).do())
      .value;
    expect(aggregate).toHaveLength(104);
    expect(algosdk.decodeUint64(aggregate.slice(32, 40), "bigint")).toBe(1n);
    expect(algosdk.decodeUint64(aggregate.slice(40, 48), "bigint")).toBe(40_000_000n);
    const seq = algosdk.decodeUint64(aggregate.slice(96, 104), "bigint") - 1n;
    const event = (
      await c.algod.getApplicationBoxByName(reputation, eventBoxName(key(subject), Number(seq))).do()
    ).value;
    expect(event[0]).toBe(2);
    expect(algosdk.encodeAddress(event.slice(9, 41))).toBe(counterparty);
  });

  it("refuses an unknown event type with the failing assert's pc", async () => {
    const reputation = c.devnet.accounts.apps.reputation;
    const subject = c.devnet.accounts.roles.established![4]!;
    await expect(
      call(reputation, operator, REPUTATION_METHODS.record, [subject, 9, 0n, subject, 0n], {
        pay: EVENT_MBR + AGGREGATE_MBR,
      }),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+/);
  });
});
