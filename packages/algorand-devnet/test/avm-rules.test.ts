import { createPrivateKey, sign } from "node:crypto";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxMinBalance } from "../src/index.js";
import { type Clients, funded, startClients } from "./fixtures.js";

/** Consensus rules the evaluator enforces, each shown with a small program on a live devnet. */
let c: Clients;
let deployer: algosdk.Account;
beforeAll(async () => {
  c = await startClients();
  deployer = funded(c.devnet, 3);
});
afterAll(() => c.devnet.close());

const params = async () => c.algod.getTransactionParams().do();

/** Programs approve their own creation (no app args) and do their work on a call with arguments. */
const onCall = (body: string) =>
  `#pragma version 10\ntxn NumAppArgs\nbz done\n${body}\ndone:\npushint 1\nreturn\n`;

async function compile(source: string): Promise<Uint8Array> {
  return algosdk.base64ToBytes((await c.algod.compile(source).do()).result);
}

async function send(txns: algosdk.Transaction[], signer = deployer) {
  if (txns.length > 1) algosdk.assignGroupID(txns);
  await c.algod.sendRawTransaction(txns.map((t) => t.signTxn(signer.sk))).do();
  return algosdk.waitForConfirmation(c.algod, txns.at(-1)!.txID(), 4);
}

async function deploy(source: string): Promise<number> {
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: deployer.addr,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: await compile(source),
    clearProgram: await compile("#pragma version 10\npushint 1\n"),
    numGlobalByteSlices: 0,
    numGlobalInts: 1,
    numLocalByteSlices: 0,
    numLocalInts: 0,
    suggestedParams: await params(),
  });
  const confirmed = await send([txn]);
  const appId = Number(confirmed.applicationIndex);
  // The application account's base minimum balance, as deploy funds it.
  await send([pay(algosdk.getApplicationAddress(appId), 100_000, await params())]);
  return appId;
}

function pay(receiver: algosdk.Address | string, amount: number, suggestedParams: algosdk.SuggestedParams) {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: deployer.addr,
    receiver,
    amount,
    suggestedParams,
  });
}

function appCall(
  appId: number,
  suggestedParams: algosdk.SuggestedParams,
  args: Uint8Array[] = [new Uint8Array([1])],
  boxes: Uint8Array[] = [],
) {
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender: deployer.addr,
    appIndex: appId,
    appArgs: args,
    boxes: boxes.map((name) => ({ appIndex: 0, name })),
    suggestedParams,
  });
}

describe("box rules", () => {
  it("refuses a 65-byte box name and a box over 32 768 bytes, in algod's words", async () => {
    // A literal 65-byte name is refused when assembling, as algod's type check refuses it...
    const literal = await fetch(`${c.devnet.algodUrl}/v2/teal/compile`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: onCall(`pushbytes 0x${"ab".repeat(65)}\npushint 8\nbox_create\npop`),
    });
    expect(literal.status).toBe(400);
    expect(await literal.json()).toEqual({
      message: "1 error: 6: box_create arg 0 wanted type boxName got [65]byte",
    });
    // ...and one built at run time is refused by the AVM.
    const appId = await deploy(
      onCall(`pushbytes 0x${"ab".repeat(64)}\npushbytes 0xab\nconcat\npushint 8\nbox_create\npop`),
    );
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /logic eval error: name too long: length was 65, maximum is 64\. Details: app=\d+, pc=\d+/,
    );
    const big = await deploy(onCall("pushbytes 0x01\npushint 32769\nbox_create\npop"));
    await expect(send([appCall(big, await params(), undefined, [new Uint8Array([1])])])).rejects.toThrow(
      /logic eval error: box size too large: 32769, maximum is 32768/,
    );
  });

  it("holds box writes to 1 024 bytes per box reference in the group", async () => {
    const appId = await deploy(onCall("pushbytes 0x01\npushint 2000\nbox_create\npop"));
    const name = new Uint8Array([1]);
    const mbr = boxMinBalance(1, 2000);
    const sp = await params();
    await expect(
      send([pay(algosdk.getApplicationAddress(appId), mbr, sp), appCall(appId, sp, undefined, [name])]),
    ).rejects.toThrow(/logic eval error: write budget exceeded \(2000 > 1024\) while creating box 0x01/);
    // An empty reference adds budget without naming a box.
    await send([
      pay(algosdk.getApplicationAddress(appId), mbr, sp),
      appCall(appId, sp, undefined, [name, new Uint8Array()]),
    ]);
    const box = await c.algod.getApplicationBoxByName(appId, name).do();
    expect(box.value).toHaveLength(2000);
  });

  it("refuses a box the group does not pay for, and leaves nothing behind", async () => {
    const appId = await deploy(onCall("pushbytes 0x02\npushint 16\nbox_create\npop"));
    const name = new Uint8Array([2]);
    await expect(send([appCall(appId, await params(), undefined, [name])])).rejects.toThrow(
      new RegExp(
        `account ${algosdk.getApplicationAddress(appId)} balance 100000 below min ${100_000 + boxMinBalance(1, 16)}`,
      ),
    );
    await expect(c.algod.getApplicationBoxByName(appId, name).do()).rejects.toThrow(/box not found/);
  });

  it("refuses more than 8 references in one transaction", async () => {
    const appId = await deploy(onCall("pushint 1\npop"));
    const boxes = Array.from({ length: 9 }, (_, i) => new Uint8Array([i + 1]));
    await expect(send([appCall(appId, await params(), undefined, boxes)])).rejects.toThrow(
      /tx references exceed MaxAppTotalTxnReferences = 8/,
    );
  });
});

describe("opcode budget", () => {
  const loop = onCall("pushint 150\nstore 0\nloop:\nload 0\npushint 1\n-\ndup\nstore 0\nbnz loop");

  it("stops a call that runs past 700", async () => {
    const appId = await deploy(loop);
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /logic eval error: dynamic cost budget exceeded, executing [\w-]+: local program cost was 70\d\./,
    );
  });

  it("pools the budget over the group's application calls", async () => {
    const appId = await deploy(loop);
    const sp = await params();
    // The first call uses about 900; the second (no arguments) only 4 of the pooled 1 400.
    await send([appCall(appId, sp), appCall(appId, sp, [])]);
  });
});

describe("groups, failures and signatures", () => {
  it("is all or nothing: a failing call undoes the payment before it", async () => {
    const appId = await deploy(onCall("err"));
    const receiver = algosdk.generateAccount().addr;
    const sp = await params();
    await expect(send([pay(receiver, 200_000, sp), appCall(appId, sp)])).rejects.toThrow(
      /logic eval error: err opcode executed\. Details: app=\d+, pc=\d+/,
    );
    expect(Number((await c.algod.accountInformation(receiver).do()).amount)).toBe(0);
  });

  it("answers a program that returns 0 as algod does", async () => {
    const appId = await deploy(onCall("pushint 0\nreturn"));
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /transaction \w+: transaction rejected by ApprovalProgram/,
    );
  });

  it("reports the pc of a failed assert", async () => {
    const appId = await deploy(onCall("pushint 0\nassert"));
    // version(1) txn NumAppArgs(2) bz(3) pushint 0(2): the assert is at pc 8.
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /logic eval error: assert failed pc=8\. Details: app=\d+, pc=8/,
    );
  });

  it("fails an op the devnet does not run with a clear message", async () => {
    const appId = await deploy(onCall("pushbytes 0x00\nbase64_decode StdEncoding\npop"));
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /logic eval error: base64_decode is not supported by the devnet's evaluator/,
    );
  });

  it("verifies Ed25519 signatures with ed25519verify_bare (1 900 of budget: three calls' pool)", async () => {
    const appId = await deploy(
      onCall(
        "txna ApplicationArgs 0\ntxna ApplicationArgs 1\ntxna ApplicationArgs 2\ned25519verify_bare\nassert",
      ),
    );
    const signer = algosdk.generateAccount();
    const seed = Buffer.from(signer.sk.subarray(0, 32));
    const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]);
    const key = createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
    const message = new TextEncoder().encode("consent");
    const signature = new Uint8Array(sign(null, message, key));
    const pk = signer.addr.publicKey;
    const verify = async (sig: Uint8Array, calls: number) => {
      const sp = await params();
      const padding = Array.from({ length: calls - 1 }, (_, i) =>
        appCall(appId, sp, [], [new Uint8Array([i])]),
      );
      return send([appCall(appId, sp, [message, sig, pk]), ...padding]);
    };
    await expect(verify(signature, 1)).rejects.toThrow(
      /dynamic cost budget exceeded, executing ed25519verify_bare: local program cost was 5\./,
    );
    await verify(signature, 3);
    const forged = new Uint8Array(signature);
    forged[0]! ^= 1;
    await expect(verify(forged, 3)).rejects.toThrow(/logic eval error: assert failed pc=\d+/);
  });
});

describe("application lifecycle", () => {
  it("creates an app by running its approval program: indexed, counted, refused when it refuses", async () => {
    const before = Number((await c.algod.accountInformation(deployer.addr).do()).totalCreatedApps);
    const source = "#pragma version 10\ntxn ApplicationID\n!\nreturn\n"; // approves only its creation
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: deployer.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: await compile(source),
      clearProgram: await compile("#pragma version 10\npushint 1\n"),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      suggestedParams: await params(),
    });
    const appId = Number((await send([create])).applicationIndex);
    const indexed = await c.indexer.lookupTransactionByID(create.txID()).do();
    expect(Number(indexed.transaction.createdApplicationIndex)).toBe(appId);
    expect(Number((await c.algod.accountInformation(deployer.addr).do()).totalCreatedApps)).toBe(before + 1);
    const app = await c.algod.getApplicationByID(appId).do();
    expect(Buffer.from(app.params!.approvalProgram).toString("hex")).toBe("0a31181443");
    // Any later call is refused by the same program.
    await expect(send([appCall(appId, await params(), [])])).rejects.toThrow(
      /transaction rejected by ApprovalProgram/,
    );

    const refusing = algosdk.makeApplicationCreateTxnFromObject({
      sender: deployer.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: await compile("#pragma version 10\npushint 0\n"),
      clearProgram: await compile("#pragma version 10\npushint 1\n"),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      suggestedParams: await params(),
    });
    await expect(send([refusing])).rejects.toThrow(/transaction rejected by ApprovalProgram/);
    expect(Number((await c.algod.accountInformation(deployer.addr).do()).totalCreatedApps)).toBe(before + 1);
  });

  it("refuses global state beyond the app's schema", async () => {
    const appId = await deploy(
      onCall('pushbytes "a"\npushint 1\napp_global_put\npushbytes "b"\npushint 2\napp_global_put'),
    );
    await expect(send([appCall(appId, await params())])).rejects.toThrow(
      /store integer count 2 exceeds schema integer count 1/,
    );
  });
});

describe("POST /v2/teal/compile", () => {
  it("answers a source it cannot assemble with 400 and a message naming the line", async () => {
    const response = await fetch(`${c.devnet.algodUrl}/v2/teal/compile`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "#pragma version 10\npushint 1\nbogus_opcode\n",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "1 error: 3: unknown opcode: bogus_opcode" });
  });

  it("assembles what algod assembles: hash is the program's address", async () => {
    const compiled = await c.algod.compile("#pragma version 10\nint 2\nint 3\n+\n").do();
    expect(Buffer.from(compiled.result, "base64").toString("hex")).toBe("0a81028103" + "08");
    const program = algosdk.base64ToBytes(compiled.result);
    expect(compiled.hash).toBe(new algosdk.LogicSigAccount(program).address().toString());
  });
});
