import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Clients, funded, startClients } from "./fixtures.js";

let c: Clients;
beforeAll(async () => {
  c = await startClients();
});
afterAll(() => c.devnet.close());

describe("ledger simulate (what the facilitator's verify runs)", () => {
  it("answers the rejection or nothing, and leaves balances, history and lazy wallets as they were", async () => {
    const { ledger } = c.devnet.chain;
    const payer = funded(c.devnet, 2);
    // A wallet of the generated population nobody has looked up yet: the group materialises it.
    const lazy = c.devnet.accounts.roles.population![19]!;
    const params = await c.algod.getTransactionParams().do();
    const pay = (amount: number | bigint) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: payer.addr,
        receiver: lazy,
        amount,
        suggestedParams: params,
      });
    const round = ledger.round;
    const txCount = ledger.txs.length;
    const payerBefore = ledger.account(payer.addr.toString())!.amount;

    const ok = pay(1_000);
    expect(ledger.simulate([algosdk.decodeSignedTransaction(ok.signTxn(payer.sk))])).toBeUndefined();
    const overspend = pay(10n ** 15n);
    expect(ledger.simulate([algosdk.decodeSignedTransaction(overspend.signTxn(payer.sk))])).toMatch(
      /^overspend/,
    );

    expect(ledger.round).toBe(round);
    expect(ledger.txs).toHaveLength(txCount);
    expect(ledger.pending(ok.txID())).toBeUndefined();
    expect(ledger.account(payer.addr.toString())!.amount).toBe(payerBefore);
    const generated = ledger.account(lazy);
    const generatedAmount = generated?.amount ?? 0;
    expect(generatedAmount).toBeGreaterThan(0);
    expect(ledger.history(lazy).length).toBe(
      (await c.indexer.lookupAccountTransactions(lazy).do()).transactions.length,
    );
    // The simulated payment can still be submitted for real, once.
    await c.algod.sendRawTransaction(ok.signTxn(payer.sk)).do();
    expect(ledger.account(lazy)!.amount).toBe(generatedAmount + 1_000);
    expect(ledger.simulate([algosdk.decodeSignedTransaction(ok.signTxn(payer.sk))])).toMatch(
      /^transaction already in ledger/,
    );
  });
});
