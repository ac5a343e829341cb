import type { Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployContracts } from "../scripts/deploy-contracts.js";
import { AlgorandChain } from "../src/chain/algorand-chain.js";
import { AlgorandWriter, DELEGATION_MBR } from "../src/chain/chain-writer.js";
import { operatorEnv, sharedDevnet } from "./fixtures.js";

/**
 * Decision 0013: every write that creates a box pays its minimum balance in the same group, so a
 * freshly deployed registry funded with only the base 0.1 ALGO takes any number of records (the
 * previous layout ran dry after about 14 delegations). Runs the real TEAL on the devnet's evaluator.
 */
let devnet: Devnet;
let writer: AlgorandWriter;
let chain: AlgorandChain;
let algod: algosdk.Algodv2;
let apps: { registryAppId: number; reputationAppId: number };

beforeAll(async () => {
  devnet = await sharedDevnet();
  const url = new URL(devnet.algodUrl);
  algod = new algosdk.Algodv2("", `http://${url.hostname}`, url.port);
  const deployer = algosdk.mnemonicToSecretKey(devnet.accounts.mnemonics[devnet.accounts.roles.funded![2]!]!);
  const operator = devnet.accounts.roles.operator![0]!;
  apps = await deployContracts({ algod, deployer, operator, fundMicroAlgos: 100_000 });
  writer = new AlgorandWriter(devnet.algodUrl, "", operatorEnv(devnet).OPERATOR_MNEMONIC!, 10_000);
  chain = new AlgorandChain({
    algodUrl: devnet.algodUrl,
    algodToken: "",
    indexerUrl: devnet.indexerUrl,
    indexerToken: "",
    timeoutMs: 10_000,
  });
});
afterAll(() => devnet.close());

const balanceOf = async (appId: number) =>
  Number((await algod.accountInformation(algosdk.getApplicationAddress(appId)).do()).amount);

describe("a freshly deployed registry funded with the base minimum balance only", () => {
  it("takes 100 delegations in a row, each paying for its box, and a revocation refunds one", async () => {
    const sponsor = devnet.accounts.roles.established![0]!;
    const agents = Array.from({ length: 100 }, () => algosdk.generateAccount().addr.toString());
    for (const [i, agent] of agents.entries()) {
      await writer.addDelegation(apps.registryAppId, sponsor, agent, BigInt(i + 1));
    }
    const pairs = await chain.delegationPairs(apps.registryAppId);
    expect(pairs).toHaveLength(100);
    expect(new Set(pairs.map((p) => p.agent))).toEqual(new Set(agents));
    const last = await chain.delegation(apps.registryAppId, agents[99]!, sponsor);
    expect(last).toMatchObject({ sponsor, agent: agents[99], amount: 100 });
    expect(await balanceOf(apps.registryAppId)).toBe(100_000 + 100 * DELEGATION_MBR);

    await writer.revokeDelegation(apps.registryAppId, sponsor, agents[0]!);
    expect(await chain.delegation(apps.registryAppId, agents[0]!, sponsor)).toBeUndefined();
    expect(await balanceOf(apps.registryAppId)).toBe(100_000 + 99 * DELEGATION_MBR);
  });

  it("takes 100 reputation events in a row, over new and repeated subjects", async () => {
    const subjects = Array.from({ length: 10 }, () => algosdk.generateAccount().addr.toString());
    const counterparty = devnet.accounts.roles.customer![0]!;
    for (let i = 0; i < 100; i++) {
      await writer.recordReputation(apps.reputationAppId, {
        subject: subjects[i % 10]!,
        type: i % 6,
        microUsdc: BigInt(1_000 * (i + 1)),
        counterparty,
        refRound: i,
      });
    }
    for (const subject of subjects) {
      const aggregate = await chain.reputation(apps.reputationAppId, subject);
      expect(aggregate?.total).toBe(10);
    }
    const app = await algod.getApplicationByID(apps.reputationAppId).do();
    const total = app.params!.globalState?.find((kv) => Buffer.from(kv.key).toString() === "totalEvents");
    expect(total?.value.uint).toBe(100n);
  });
});
