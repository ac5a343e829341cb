import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRY_METHODS, REPUTATION_METHODS } from "../src/index.js";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
let operator: algosdk.Account;
beforeAll(async () => {
  c = await startClients();
  const address = c.devnet.accounts.roles.operator![0]!;
  operator = algosdk.mnemonicToSecretKey(c.devnet.accounts.mnemonics[address]!);
});
afterAll(() => c.devnet.close());

/** The boxes a well-behaved client references for a call (decision 0001's names). */
async function boxesFor(appId: number, signature: string, args: algosdk.ABIValue[]): Promise<Uint8Array[]> {
  const key = (address: algosdk.ABIValue) => algosdk.decodeAddress(address as string).publicKey;
  if (signature === REPUTATION_METHODS.record) {
    const aggregate = new Uint8Array([97, ...key(args[0]!)]);
    const seq = await c.algod
      .getApplicationBoxByName(appId, aggregate)
      .do()
      .then((box) => algosdk.decodeUint64(box.value.slice(96, 104), "bigint"))
      .catch(() => 0n);
    return [aggregate, new Uint8Array([101, ...key(args[0]!), ...algosdk.encodeUint64(seq)])];
  }
  if (signature === REGISTRY_METHODS.addDelegation || signature === REGISTRY_METHODS.revokeDelegation)
    return [new Uint8Array([100, ...key(args[1]!), ...key(args[0]!)])];
  return [];
}

async function call(
  appId: number,
  signer: algosdk.Account,
  signature: string,
  args: algosdk.ABIValue[],
  boxes?: Uint8Array[],
) {
  const method = algosdk.ABIMethod.fromSignature(signature);
  const appArgs = [
    method.getSelector(),
    ...method.args.map((a, i) => (a.type as algosdk.ABIType).encode(args[i]!)),
  ];
  const suggestedParams = await c.algod.getTransactionParams().do();
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: signer.addr,
    appIndex: appId,
    appArgs,
    boxes: (boxes ?? (await boxesFor(appId, signature, args))).map((name) => ({ appIndex: 0, name })),
    suggestedParams,
  });
  const { txid } = await c.algod.sendRawTransaction(txn.signTxn(signer.sk)).do();
  return algosdk.waitForConfirmation(c.algod, txid, 4);
}

describe("registry application", () => {
  it("adds a delegation box naming the real sponsor and agent, and revoking deletes it whole", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const sponsor = c.devnet.accounts.roles.established![2]!;
    const agent = c.devnet.accounts.roles.fresh![2]!;
    await call(registry, operator, REGISTRY_METHODS.addDelegation, [sponsor, agent, 250_000_000n]);

    const name = new Uint8Array([
      100,
      ...algosdk.decodeAddress(agent).publicKey,
      ...algosdk.decodeAddress(sponsor).publicKey,
    ]);
    const box = await c.algod.getApplicationBoxByName(registry, name).do();
    expect(algosdk.encodeAddress(box.value.slice(0, 32))).toBe(sponsor);
    expect(algosdk.encodeAddress(box.value.slice(32, 64))).toBe(agent);
    expect(algosdk.decodeUint64(box.value.slice(64, 72), "bigint")).toBe(250_000_000n);
    expect(box.value).toHaveLength(88);

    const prefix = `b64:${Buffer.from(name.slice(0, 33)).toString("base64")}`;
    const listed = (await (
      await fetch(
        `${c.devnet.algodUrl}/v2/applications/${registry}/boxes?prefix=${encodeURIComponent(prefix)}`,
      )
    ).json()) as { boxes: unknown[] };
    expect(listed.boxes).toHaveLength(1);

    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [sponsor, agent, 1n]),
    ).rejects.toThrow(/already exists/);
    await call(registry, operator, REGISTRY_METHODS.revokeDelegation, [sponsor, agent]);
    await expect(c.algod.getApplicationBoxByName(registry, name).do()).rejects.toThrow(/box not found/);
  });

  it("refuses writers other than the creator and operator, and sponsor equal to agent", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const stranger = funded(c.devnet, 0);
    const a = c.devnet.accounts.roles.fresh![3]!;
    const b = c.devnet.accounts.roles.fresh![0]!;
    await expect(call(registry, stranger, REGISTRY_METHODS.addDelegation, [a, b, 1n])).rejects.toThrow(
      /neither the creator nor the operator/,
    );
    await expect(call(registry, operator, REGISTRY_METHODS.addDelegation, [a, a, 1n])).rejects.toThrow(
      /must differ/,
    );
  });

  it("refuses to touch a box the transaction does not reference, as the AVM does", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const a = c.devnet.accounts.roles.customer![12]!;
    const b = c.devnet.accounts.roles.customer![13]!;
    await expect(
      call(registry, operator, REGISTRY_METHODS.addDelegation, [a, b, 1n], [new Uint8Array([100, 1, 2])]),
    ).rejects.toThrow(/invalid Box reference 0x64/);
  });

  it("is seeded with a sponsor tree rooted at the trust anchor", async () => {
    const registry = c.devnet.accounts.apps.registry;
    const { boxes } = await c.algod.getApplicationBoxes(registry).do();
    expect(boxes.length).toBeGreaterThanOrEqual(14);
    const anchor = c.devnet.accounts.roles.trustAnchor![0]!;
    const app = await c.algod.getApplicationByID(registry).do();
    expect(app.params!.creator.toString()).toBe(anchor);
  });
});

describe("reputation application", () => {
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
    await call(reputation, operator, REPUTATION_METHODS.record, [
      subject,
      2,
      40_000_000n,
      counterparty,
      39_990_000n,
    ]);
    expect(await total()).toBe(before + 1n);
    const key = algosdk.decodeAddress(subject).publicKey;
    const aggregate = (await c.algod.getApplicationBoxByName(reputation, new Uint8Array([97, ...key])).do())
      .value;
    expect(aggregate).toHaveLength(104);
    expect(algosdk.decodeUint64(aggregate.slice(32, 40), "bigint")).toBe(1n);
    expect(algosdk.decodeUint64(aggregate.slice(40, 48), "bigint")).toBe(40_000_000n);
    const seq = algosdk.decodeUint64(aggregate.slice(96, 104), "bigint") - 1n;
    const event = (
      await c.algod
        .getApplicationBoxByName(reputation, new Uint8Array([101, ...key, ...algosdk.encodeUint64(seq)]))
        .do()
    ).value;
    expect(event[0]).toBe(2);
    expect(algosdk.encodeAddress(event.slice(9, 41))).toBe(counterparty);
  });

  it("refuses an unknown event type", async () => {
    const reputation = c.devnet.accounts.apps.reputation;
    const subject = c.devnet.accounts.roles.established![4]!;
    await expect(
      call(reputation, operator, REPUTATION_METHODS.record, [subject, 9, 0n, subject, 0n]),
    ).rejects.toThrow(/unknown event type/);
  });
});

describe("application creation from compiled TEAL", () => {
  const approval = (methods: Record<string, string>) =>
    ["#pragma version 10", ...Object.values(methods).map((m) => `  method "${m}" // route`)].join("\n");

  it("compiles the modelled programs and creates an application whose creator is the operator", async () => {
    const deployer = funded(c.devnet, 2);
    const compiled = await c.algod.compile(approval(REGISTRY_METHODS)).do();
    expect(algosdk.isValidAddress(compiled.hash)).toBe(true);
    const clear = await c.algod.compile("#pragma version 10\nint 1\n").do();
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: deployer.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: algosdk.base64ToBytes(compiled.result),
      clearProgram: algosdk.base64ToBytes(clear.result),
      numGlobalByteSlices: 1,
      numGlobalInts: 1,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    await c.algod.sendRawTransaction(txn.signTxn(deployer.sk)).do();
    const confirmed = await algosdk.waitForConfirmation(c.algod, txn.txID(), 4);
    const appId = Number(confirmed.applicationIndex);
    expect(appId).toBeGreaterThan(c.devnet.accounts.assets.usdc);

    const created = await c.algod.getApplicationByID(appId).do();
    expect(created.params!.creator.toString()).toBe(deployer.addr.toString());
    const indexed = await c.indexer.lookupTransactionByID(txn.txID()).do();
    expect(Number(indexed.transaction.createdApplicationIndex)).toBe(appId);
    const account = await c.algod.accountInformation(deployer.addr).do();
    expect(Number(account.totalCreatedApps)).toBe(1);

    // The creator may write at once (it is the operator until set_operator says otherwise).
    const a = c.devnet.accounts.roles.customer![10]!;
    const b = c.devnet.accounts.roles.customer![11]!;
    await call(appId, deployer, REGISTRY_METHODS.addDelegation, [a, b, 9n]);
    expect((await c.algod.getApplicationBoxes(appId).do()).boxes).toHaveLength(1);
  });

  it("refuses TEAL it does not model, with algod's error shape", async () => {
    const response = await fetch(`${c.devnet.algodUrl}/v2/teal/compile`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "#pragma version 10\nint 2\nint 3\n+\n",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /does not assemble arbitrary TEAL/,
    );
    await expect(c.algod.compile("int 1").do()).rejects.toThrow(/#pragma version/);
  });

  it("refuses an application whose programs were not compiled by the devnet", async () => {
    const deployer = funded(c.devnet, 2);
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: deployer.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: new Uint8Array([10, 0x81, 0x01]),
      clearProgram: new Uint8Array([10, 0x81, 0x01]),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    await expect(c.algod.sendRawTransaction(txn.signTxn(deployer.sk)).do()).rejects.toThrow(
      /not a devnet-modelled program/,
    );
  });
});
