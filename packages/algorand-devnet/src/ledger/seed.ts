import algosdk from "algosdk";
import { type AppState, boxesMinBalance, textKey } from "../apps/app-state.js";
import {
  AGGREGATE_SIZE,
  aggregateBoxName,
  compiledContracts,
  DELEGATION_SIZE,
  delegationBoxName,
  EVENT_SIZE,
  EVENT_TYPES,
  eventBoxName,
} from "../apps/contracts.js";
import { addressOnly, derive, type KeyedAccount, keyedAccount, prng, syntheticTxId } from "../keys.js";
import { appAddress } from "./app-calls.js";
import { BulkWallets } from "./bulk-wallets.js";
import { ALGO, REGISTRY_APP_ID, REPUTATION_APP_ID, START_ROUND, USDC, USDC_ASSET_ID } from "./genesis.js";
import { Ledger } from "./ledger.js";
import type { AccountState, LedgerTx } from "./types.js";

export { REGISTRY_APP_ID, REPUTATION_APP_ID, START_ROUND, USDC_ASSET_ID } from "./genesis.js";

export interface SeedOptions {
  seed: string;
  /** Size of the generic wallet population, generated lazily on first look-up. */
  wallets: number;
  genesisId: string;
  startTime: number;
}

export interface DevnetAccounts {
  network: string;
  genesisId: string;
  roles: Record<string, string[]>;
  apps: { registry: number; reputation: number };
  assets: { usdc: number };
  mnemonics: Record<string, string>;
}

/** Builds the deterministic ledger: role wallets with seeded histories, apps, USDC, and the bulk population. */
export function seedLedger({ seed, wallets, genesisId, startTime }: SeedOptions): {
  ledger: Ledger;
  accounts: DevnetAccounts;
} {
  const seeder = new Seeder(seed);
  const bulk = new BulkWallets(seed, wallets, seeder);
  const ledger = new Ledger({
    genesisId,
    genesisHash: derive(seed, "genesis"),
    startRound: START_ROUND,
    startTime,
    lazy: bulk,
  });
  seeder.ledger = ledger;
  const accounts = seeder.populate(genesisId, bulk);
  ledger.finishSeeding();
  return { ledger, accounts };
}

class Seeder {
  ledger!: Ledger;
  private readonly random: () => number;
  private txCounter = 0;
  readonly roles: Record<string, string[]> = {};
  readonly mnemonics: Record<string, string> = {};
  readonly merchants: string[] = [];

  constructor(private readonly seed: string) {
    this.random = prng(derive(seed, "seeder"));
  }

  private addRole(role: string, address: string): void {
    const list = this.roles[role] ?? [];
    list.push(address);
    this.roles[role] = list;
  }

  private keyed(role: string, label: string, showMnemonic: boolean): KeyedAccount {
    const account = keyedAccount(this.seed, label);
    this.addRole(role, account.address);
    if (showMnemonic) this.mnemonics[account.address] = account.mnemonic;
    return account;
  }

  private plain(role: string, label: string): string {
    const address = addressOnly(this.seed, label);
    this.addRole(role, address);
    return address;
  }

  private open(address: string, createdAtRound: number, algos: number, usdc?: number): AccountState {
    const account: AccountState = {
      address,
      amount: Math.round(algos * ALGO),
      createdAtRound,
      assets: new Map(usdc === undefined ? [] : [[USDC_ASSET_ID, Math.round(usdc * USDC)]]),
      createdApps: 0,
      createdAssets: 0,
    };
    this.ledger.addAccount(account);
    return account;
  }

  private between(low: number, high: number): number {
    return Math.floor(low + this.random() * (high - low));
  }

  pay(sender: string, receiver: string, amount: number, round: number, assetId?: number): void {
    const tx: LedgerTx = {
      id: syntheticTxId(this.seed, `seed-${this.txCounter++}`),
      round,
      intraRoundOffset: 0,
      sender,
      receiver,
      type: assetId ? "axfer" : "pay",
      fee: 1000,
      firstValid: round - 10,
      lastValid: round + 990,
      amount,
      assetId,
    };
    this.ledger.recordHistoric(tx);
  }

  populate(genesisId: string, bulk: BulkWallets): DevnetAccounts {
    const now = START_ROUND;
    const anchor = this.keyed("trustAnchor", "trust-anchor", true);
    const operator = this.keyed("operator", "operator", true);
    const issuer = this.plain("usdcIssuer", "usdc-issuer");
    this.open(anchor.address, now - 950_000, 5_000);
    this.open(operator.address, now - 900_000, 1_000);
    this.open(issuer, now - 990_000, 10_000).assets.set(USDC_ASSET_ID, 1e15);
    this.ledger.assets.set(USDC_ASSET_ID, {
      id: USDC_ASSET_ID,
      creator: issuer,
      name: "USD Coin (devnet)",
      unitName: "USDC",
      decimals: 6,
      total: 1e15,
    });
    this.ledger.accounts.get(issuer)!.createdAssets = 1;
    this.ledger.apps.set(
      REGISTRY_APP_ID,
      app(REGISTRY_APP_ID, compiledContracts().registry, anchor.address, operator.address, { total: 0 }),
    );
    this.ledger.apps.set(
      REPUTATION_APP_ID,
      app(REPUTATION_APP_ID, compiledContracts().reputation, anchor.address, operator.address, {
        totalEvents: 0,
      }),
    );
    this.ledger.accounts.get(anchor.address)!.createdApps = 2;

    for (let i = 0; i < 5; i++)
      this.open(this.keyed("funded", `funded-${i}`, true).address, now - 500_000, 1_000, 1_000);
    // The x402 facilitator's fee payer: it signs the fee transaction of a sponsored payment group.
    this.open(this.keyed("facilitator", "facilitator", true).address, now - 500_000, 1_000);

    const customers = Array.from({ length: 40 }, (_, i) => this.plain("customer", `customer-${i}`));
    for (const c of customers)
      this.open(c, now - this.between(200_000, 950_000), this.between(5, 500), this.between(10, 2_000));

    for (let i = 0; i < 6; i++) {
      const merchant = this.plain("established", `established-${i}`);
      this.merchants.push(merchant);
      this.open(
        merchant,
        now - this.between(800_000, 990_000),
        this.between(2_000, 20_000),
        this.between(5_000, 50_000),
      );
      const count = this.between(150, 300);
      for (let n = 0; n < count; n++) {
        const customer = customers[this.between(0, customers.length)]!;
        const round = now - this.between(1_000, 780_000);
        if (n % 3 === 0) this.pay(customer, merchant, this.between(1, 200) * ALGO, round);
        else this.pay(customer, merchant, this.between(5, 500) * USDC, round, USDC_ASSET_ID);
      }
      this.pay(issuer, merchant, 1_000 * USDC, now - 790_000, USDC_ASSET_ID);
    }

    for (let i = 0; i < 4; i++)
      this.open(this.plain("fresh", `fresh-${i}`), now - this.between(5, 500), this.between(1, 10));

    for (let i = 0; i < 4; i++) {
      const dormant = this.plain("dormant", `dormant-${i}`);
      const created = now - this.between(850_000, 990_000);
      this.open(dormant, created, this.between(1, 20));
      for (let n = 0; n < 5; n++) this.pay(customers[n]!, dormant, 2 * ALGO, created + 1_000 + n * 5_000);
    }

    for (let i = 0; i < 3; i++) {
      const bot = this.plain("bot", `bot-${i}`);
      const created = now - this.between(3_000, 20_000);
      this.open(bot, created, this.between(50, 200));
      const targets = customers.slice(i * 2, i * 2 + 2);
      for (let n = 0; n < 400; n++) {
        const round = created + 100 + n * 5;
        if (n % 2 === 0) this.pay(bot, targets[n % 2 === 0 ? 0 : 1]!, 100_000, round);
        else this.pay(targets[1]!, bot, 100_000, round);
      }
    }

    this.seedSybilRing(now);
    this.seedSponsorTree(anchor.address, now);
    this.seedReputation(customers, now);
    // Each application account holds its minimum balance for the seeded boxes plus the base, as
    // deploy funds it; every later box is paid for in the group that creates it.
    for (const id of [REGISTRY_APP_ID, REPUTATION_APP_ID]) {
      const app = this.ledger.apps.get(id)!;
      this.open(appAddress(id), now - 990_000, (100_000 + boxesMinBalance(app)) / ALGO);
    }
    this.roles.population = bulk.addresses.slice(0, 20);

    return {
      network: "devnet",
      genesisId,
      roles: this.roles,
      apps: { registry: REGISTRY_APP_ID, reputation: REPUTATION_APP_ID },
      assets: { usdc: USDC_ASSET_ID },
      mnemonics: this.mnemonics,
    };
  }

  private seedSybilRing(now: number): void {
    const funder = this.plain("sybilFunder", "sybil-funder");
    this.open(funder, now - 60_000, 10_000);
    const ring = Array.from({ length: 6 }, (_, i) => this.plain("sybilRing", `sybil-${i}`));
    const fundedAt = now - 40_000;
    ring.forEach((member, i) => {
      this.open(member, fundedAt + i, 50 + i * 0.01);
      this.pay(funder, member, 50 * ALGO + i * 10_000, fundedAt + i);
    });
    for (let lap = 0; lap < 20; lap++) {
      for (const [i, member] of ring.entries()) {
        this.pay(member, ring[(i + 1) % ring.length]!, 1 * ALGO, fundedAt + 100 + lap * 50 + i);
      }
    }
  }

  private seedSponsorTree(anchor: string, now: number): void {
    const registry = this.ledger.apps.get(REGISTRY_APP_ID)!;
    const delegate = (sponsor: string, agent: string, usdc: number, round: number) => {
      const value = new Uint8Array(DELEGATION_SIZE);
      value.set(algosdk.decodeAddress(sponsor).publicKey, 0);
      value.set(algosdk.decodeAddress(agent).publicKey, 32);
      value.set(algosdk.encodeUint64(usdc * USDC), 64);
      value.set(algosdk.encodeUint64(round), 72);
      value.set(algosdk.encodeUint64(this.ledger.roundTime(round)), 80);
      value[88] = 1; // the seeded tree stands for signed, consented delegations
      const name = delegationBoxName(
        algosdk.decodeAddress(agent).publicKey,
        algosdk.decodeAddress(sponsor).publicKey,
      );
      registry.boxes.set(Buffer.from(name).toString("hex"), value);
      registry.global.set(TOTAL, (registry.global.get(TOTAL) as bigint) + 1n);
    };
    const member = (role: string, label: string, age: number) => {
      const address = this.plain(role, label);
      this.open(address, now - age, this.between(20, 400), this.between(100, 3_000));
      for (let n = 0; n < 30; n++)
        this.pay(
          this.merchants[n % this.merchants.length]!,
          address,
          5 * USDC,
          now - this.between(100, age - 10),
          USDC_ASSET_ID,
        );
      return address;
    };
    for (let a = 0; a < 2; a++) {
      const level1 = member("sponsor", `sponsor-l1-${a}`, 700_000);
      delegate(anchor, level1, 5_000, now - 600_000);
      for (let b = 0; b < 2; b++) {
        const level2 = member("sponsor", `sponsor-l2-${a}-${b}`, 400_000);
        delegate(level1, level2, 2_000, now - 300_000);
        for (let c = 0; c < 2; c++) {
          const agent = member("agent", `agent-${a}-${b}-${c}`, 200_000);
          delegate(level2, agent, 500, now - 100_000);
        }
      }
    }
  }

  private seedReputation(customers: string[], now: number): void {
    const reputation = this.ledger.apps.get(REPUTATION_APP_ID)!;
    const record = (subject: string, type: number, usdc: number, counterparty: string, refRound: number) => {
      const key = algosdk.decodeAddress(subject).publicKey;
      const aggregateName = Buffer.from(aggregateBoxName(key)).toString("hex");
      const aggregate = reputation.boxes.get(aggregateName) ?? new Uint8Array(AGGREGATE_SIZE);
      const view = new DataView(aggregate.buffer, aggregate.byteOffset);
      view.setBigUint64(type * 16, view.getBigUint64(type * 16) + 1n);
      view.setBigUint64(type * 16 + 8, view.getBigUint64(type * 16 + 8) + BigInt(usdc * USDC));
      const seq = Number(view.getBigUint64(96));
      view.setBigUint64(96, BigInt(seq + 1));
      reputation.boxes.set(aggregateName, aggregate);
      const round = refRound + 20;
      const event = new Uint8Array(EVENT_SIZE);
      event[0] = type;
      event.set(algosdk.encodeUint64(usdc * USDC), 1);
      event.set(algosdk.decodeAddress(counterparty).publicKey, 9);
      event.set(algosdk.encodeUint64(refRound), 41);
      event.set(algosdk.encodeUint64(round), 49);
      event.set(algosdk.encodeUint64(this.ledger.roundTime(round)), 57);
      reputation.boxes.set(Buffer.from(eventBoxName(key, seq)).toString("hex"), event);
      reputation.global.set(TOTAL_EVENTS, (reputation.global.get(TOTAL_EVENTS) as bigint) + 1n);
    };
    for (const [i, merchant] of this.merchants.slice(0, 3).entries()) {
      this.addRole("reputable", merchant);
      for (let n = 0; n < 12; n++) {
        const round = now - 50_000 - n * 1_000;
        const customer = customers[(i + n) % customers.length]!;
        this.pay(customer, merchant, 25 * USDC, round, USDC_ASSET_ID);
        record(
          merchant,
          n % 4 === 3 ? EVENT_TYPES.indexOf("endorsement") : EVENT_TYPES.indexOf("payment"),
          25,
          customer,
          round,
        );
      }
    }
    for (let i = 0; i < 2; i++) {
      const disputed = this.plain("disputed", `disputed-${i}`);
      this.open(disputed, now - 300_000, 100, 500);
      for (let n = 0; n < 6; n++) {
        const round = now - 20_000 - n * 700;
        const customer = customers[(n + 7) % customers.length]!;
        this.pay(customer, disputed, 40 * USDC, round, USDC_ASSET_ID);
        record(
          disputed,
          n < 4 ? EVENT_TYPES.indexOf("dispute") : EVENT_TYPES.indexOf("payment"),
          40,
          customer,
          round,
        );
      }
    }
  }
}

const TOTAL = textKey("total");
const TOTAL_EVENTS = textKey("totalEvents");

/** An application deployed at genesis with the compiled contract, as deploy-contracts.ts creates it. */
function app(
  id: number,
  approval: Uint8Array,
  creator: string,
  operator: string,
  counters: Record<string, number>,
): AppState {
  const global = new Map<string, bigint | Uint8Array>([
    [textKey("operator"), algosdk.decodeAddress(operator).publicKey],
  ]);
  for (const [key, uint] of Object.entries(counters)) global.set(textKey(key), BigInt(uint));
  return {
    id,
    creator,
    approval,
    clear: compiledContracts().clear,
    globalSchema: { uints: 1, bytes: 1 },
    global,
    boxes: new Map(),
  };
}
