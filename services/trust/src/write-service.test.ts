import { describe, expect, it } from "vitest";
import type { ChainReader } from "./chain/chain-reader.js";
import { type ChainWriter, ContractRejectedError } from "./chain/chain-writer.js";
import { MemoryReputationLedger, type ReputationLedger } from "./reputation/reputation-ledger.js";
import { WriteService } from "./write-service.js";

/** A contract writer whose next `failures` record calls are refused. */
function flakyWriter(failures: number): ChainWriter & { calls: number } {
  const writer = {
    calls: 0,
    async recordReputation() {
      writer.calls++;
      if (writer.calls <= failures) throw new ContractRejectedError("box reference race");
      return { txId: `TX${writer.calls}`, round: writer.calls };
    },
    addDelegation: () => Promise.reject(new Error("unused")),
    revokeDelegation: () => Promise.reject(new Error("unused")),
  };
  return writer;
}

function writes(writer: ChainWriter, ledger: ReputationLedger, logged: unknown[] = []) {
  return new WriteService({
    chain: {} as ChainReader,
    writer,
    ledger,
    registryAppId: 0,
    reputationAppId: 7,
    invalidate: async () => {},
    onWrite: async () => {},
    logger: { error: (obj) => logged.push(obj) },
  });
}

describe("WriteService.record and the reputation ledger", () => {
  it("withdraws the admission when the contract refuses, so a retry is not a duplicate", async () => {
    const writer = flakyWriter(1);
    const service = writes(writer, new MemoryReputationLedger({ keepAggregates: false }));
    const event = { wallet: "A", eventType: "payment" as const, amount: 2_000_000, counterparty: "B" };
    await expect(service.record(event)).rejects.toMatchObject({ status: 409, code: "CONTRACT_REJECTED" });
    expect(await service.record(event)).toMatchObject({ recorded: true, txId: "TX2" });
    await expect(service.record(event)).rejects.toMatchObject({ status: 409, code: "DUPLICATE_EVENT" });
    expect(writer.calls).toBe(2);
  });

  it("drops the edge of an endorsement that was not written", async () => {
    const service = writes(flakyWriter(1), new MemoryReputationLedger({ keepAggregates: false }));
    const endorse = (endorser: string, subject: string) =>
      service.record({ wallet: subject, eventType: "endorsement", amount: 0, counterparty: endorser });
    await expect(endorse("A", "B")).rejects.toMatchObject({ code: "CONTRACT_REJECTED" });
    expect(await endorse("B", "A")).toMatchObject({ recorded: true });
    await expect(endorse("A", "B")).rejects.toMatchObject({ status: 409, code: "ENDORSEMENT_CYCLE" });
  });

  it("logs an admission it could not withdraw and answers with the write's own error", async () => {
    const ledger = new MemoryReputationLedger();
    ledger.withdraw = () => Promise.reject(new Error("redis down"));
    const logged: unknown[] = [];
    const service = writes(flakyWriter(1), ledger, logged);
    await expect(service.record({ wallet: "A", eventType: "service", amount: 0 })).rejects.toMatchObject({
      code: "CONTRACT_REJECTED",
    });
    expect(logged).toHaveLength(1);
  });
});
