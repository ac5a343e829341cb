import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
beforeAll(async () => {
  c = await startClients();
});
afterAll(() => c.devnet.close());

describe("algod API through algosdk", () => {
  it("reports status and suggested params", async () => {
    const status = await c.algod.status().do();
    expect(status.lastRound).toBeGreaterThan(39_000_000n);
    const params = await c.algod.getTransactionParams().do();
    expect(params.genesisID).toBe("devnet-v1");
    expect(params.minFee).toBe(1000n);
  });

  it("gives account info with every required field and no creation round", async () => {
    const address = c.devnet.accounts.roles.established![0]!;
    const info = await c.algod.accountInformation(address).do();
    expect(info.address).toBe(address);
    expect(info.amount).toBeGreaterThan(0n);
    expect(info.minBalance).toBe(200_000n);
    expect(info.totalAssetsOptedIn).toBe(1);
    const raw = (await (await fetch(`${c.devnet.algodUrl}/v2/accounts/${address}`)).json()) as Record<
      string,
      unknown
    >;
    expect(raw).not.toHaveProperty("created-at-round");
  });

  it("round-trips a payment: submitted, confirmed, balances moved, indexed newest first", async () => {
    const sender = funded(c.devnet, 0);
    const receiver = c.devnet.accounts.roles.fresh![0]!;
    const before = (await c.algod.accountInformation(receiver).do()).amount;
    const suggestedParams = await c.algod.getTransactionParams().do();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver,
      amount: 1_234_567,
      suggestedParams,
    });
    const { txid } = await c.algod.sendRawTransaction(txn.signTxn(sender.sk)).do();
    expect(txid).toBe(txn.txID());
    const confirmed = await algosdk.waitForConfirmation(c.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    expect((await c.algod.accountInformation(receiver).do()).amount).toBe(before + 1_234_567n);
    const page = await c.indexer.lookupAccountTransactions(receiver).limit(1).do();
    expect(page.transactions[0]?.id).toBe(txid);
    expect(page.transactions[0]?.paymentTransaction?.amount).toBe(1_234_567n);
  });

  it("rejects a transaction with a bad signature, and an overspend, with algod's message shape", async () => {
    const sender = funded(c.devnet, 1);
    const other = funded(c.devnet, 2);
    const suggestedParams = await c.algod.getTransactionParams().do();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver: other.addr,
      amount: 1,
      suggestedParams,
    });
    const forged = await fetch(`${c.devnet.algodUrl}/v2/transactions`, {
      method: "POST",
      headers: { "content-type": "application/x-binary" },
      body: txn.signTxn(other.sk),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: "At least one signature didn't pass verification" });

    const huge = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver: other.addr,
      amount: 10n ** 15n,
      suggestedParams,
    });
    const overspend = await fetch(`${c.devnet.algodUrl}/v2/transactions`, {
      method: "POST",
      headers: { "content-type": "application/x-binary" },
      body: huge.signTxn(sender.sk),
    });
    expect(overspend.status).toBe(400);
    expect(((await overspend.json()) as { message: string }).message).toMatch(/^overspend/);
  });

  it("applies an atomic group all or nothing", async () => {
    const a = funded(c.devnet, 3);
    const b = funded(c.devnet, 4);
    const suggestedParams = await c.algod.getTransactionParams().do();
    const ok = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 5,
      suggestedParams,
    });
    const bad = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: a.addr,
      amount: 10n ** 15n,
      suggestedParams,
    });
    algosdk.assignGroupID([ok, bad]);
    const before = (await c.algod.accountInformation(b.addr).do()).amount;
    await expect(c.algod.sendRawTransaction([ok.signTxn(a.sk), bad.signTxn(b.sk)]).do()).rejects.toThrow(
      /overspend/,
    );
    expect((await c.algod.accountInformation(b.addr).do()).amount).toBe(before);
  });

  it("pools fees over a group: a member may pay 0 when another pays for both, not alone", async () => {
    const a = funded(c.devnet, 3);
    const b = funded(c.devnet, 4);
    const params = await c.algod.getTransactionParams().do();
    const pay = (from: typeof a, to: typeof a, fee: bigint) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to.addr,
        amount: 1,
        note: crypto.getRandomValues(new Uint8Array(8)),
        suggestedParams: { ...params, fee, flatFee: true },
      });
    const alone = pay(a, b, 0n);
    await expect(c.algod.sendRawTransaction(alone.signTxn(a.sk)).do()).rejects.toThrow(
      "txgroup had 0 in fees, which is less than the minimum 1 * 1000",
    );
    const short = [pay(a, b, 0n), pay(b, a, 1999n)];
    algosdk.assignGroupID(short);
    await expect(
      c.algod.sendRawTransaction([short[0]!.signTxn(a.sk), short[1]!.signTxn(b.sk)]).do(),
    ).rejects.toThrow("txgroup had 1999 in fees, which is less than the minimum 2 * 1000");
    const before = (await c.algod.accountInformation(a.addr).do()).amount;
    const pooled = [pay(a, b, 0n), pay(b, a, 2000n)];
    algosdk.assignGroupID(pooled);
    const { txid } = await c.algod
      .sendRawTransaction([pooled[0]!.signTxn(a.sk), pooled[1]!.signTxn(b.sk)])
      .do();
    expect(txid).toBe(pooled[0]!.txID());
    expect((await c.algod.accountInformation(a.addr).do()).amount).toBe(before);
  });

  it("answers unknown routes, bad addresses and unknown transactions in algod's error shape", async () => {
    const bad = await fetch(`${c.devnet.algodUrl}/v2/accounts/NOTANADDRESS`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "failed to parse the address" });
    const missing = await fetch(`${c.devnet.algodUrl}/v2/transactions/pending/NOPE`);
    expect(missing.status).toBe(404);
    const route = await fetch(`${c.devnet.algodUrl}/v2/nothing`);
    expect(route.status).toBe(404);
    expect(await route.json()).toHaveProperty("message");
  });

  it("checks the API token when one is configured", async () => {
    const guarded = await startClients({ algodToken: "a".repeat(64), indexerToken: "b".repeat(64) });
    try {
      expect((await guarded.algod.status().do()).lastRound).toBeGreaterThan(0n);
      const refused = await fetch(`${guarded.devnet.algodUrl}/v2/status`);
      expect(refused.status).toBe(401);
      const indexerRefused = await fetch(`${guarded.devnet.indexerUrl}/v2/transactions`, {
        headers: { "X-Indexer-API-Token": "wrong" },
      });
      expect(indexerRefused.status).toBe(401);
      expect((await guarded.indexer.searchForTransactions().limit(1).do()).transactions).toHaveLength(1);
    } finally {
      await guarded.devnet.close();
    }
  });
});
