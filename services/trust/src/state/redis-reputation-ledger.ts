import { randomUUID } from "node:crypto";
import { luaScript } from "@platform/service-kit/redis";
import type { Redis } from "ioredis";
import type { ReputationAggregate } from "../chain/chain-reader.js";
import {
  type Admission,
  DUPLICATE_WINDOW_MS,
  duplicateKey,
  emptyAggregate,
  endorserOf,
  type LedgerOptions,
  type ReputationEvent,
  type ReputationLedger,
} from "../reputation/reputation-ledger.js";
import { EVENT_TYPES } from "../scoring/reputation-score.js";
import { guarded } from "./state-unavailable.js";

/**
 * The duplicate check, the cycle check and every write of an admission in one script: Redis runs
 * scripts one at a time, so two replicas can never both admit the same event, or the two halves of
 * a cycle. The walk reads the edge hashes of the wallets it reaches, keys it can only name as it goes
 * (so not declared in KEYS; one Redis, not Cluster). Returns 'admitted', 'duplicate' or
 * 'endorsement_cycle'.
 *
 * KEYS: duplicate marker, the subject's aggregate hash, the endorser's edge hash.
 * ARGV: ticket, window ms, subject, endorser ('' unless an endorsement), edge key prefix,
 *       keep aggregates ('1' or '0'), event type, amount (micro-USDC).
 */
const ADMIT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'duplicate' end
if ARGV[4] ~= '' then
  local seen = {}
  local stack = {ARGV[3]}
  while #stack > 0 do
    local node = table.remove(stack)
    if node == ARGV[4] then return 'endorsement_cycle' end
    if not seen[node] then
      seen[node] = true
      for _, subject in ipairs(redis.call('HKEYS', ARGV[5] .. node)) do
        if not seen[subject] then stack[#stack + 1] = subject end
      end
    end
  end
  redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if ARGV[6] == '1' then
  redis.call('HINCRBY', KEYS[2], 'count:' .. ARGV[7], 1)
  redis.call('HINCRBYFLOAT', KEYS[2], 'amount:' .. ARGV[7], ARGV[8])
  redis.call('HINCRBY', KEYS[2], 'total', 1)
end
return 'admitted'
`;

/**
 * Undoes what ADMIT wrote, only while the marker still holds the admission's ticket.
 * KEYS as ADMIT. ARGV: ticket, subject, endorser or '', keep aggregates, event type, minus amount.
 */
const WITHDRAW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
if ARGV[3] ~= '' and redis.call('HINCRBY', KEYS[3], ARGV[2], -1) <= 0 then
  redis.call('HDEL', KEYS[3], ARGV[2])
end
if ARGV[4] == '1' then
  if redis.call('HINCRBY', KEYS[2], 'total', -1) <= 0 then
    redis.call('DEL', KEYS[2])
  else
    redis.call('HINCRBY', KEYS[2], 'count:' .. ARGV[5], -1)
    redis.call('HINCRBYFLOAT', KEYS[2], 'amount:' .. ARGV[5], ARGV[6])
  end
end
return 1
`;

type Script<R> = (keys: string[], args: Array<string | number>) => Promise<R>;

/**
 * The ledger every replica shares: `<prefix>rep:dup:<event>` markers expiring with the one-hour
 * window, `<prefix>rep:endorses:<endorser>` hashes (subject -> endorsements admitted) and, when
 * aggregates are kept, `<prefix>rep:agg:<wallet>` hashes (`count:<type>`, `amount:<type>` in
 * micro-USDC, `total`). Edges and aggregates have no expiry: like the contract's boxes, they are
 * the record.
 */
export class RedisReputationLedger implements ReputationLedger {
  private readonly admitScript: Script<string>;
  private readonly withdrawScript: Script<number>;
  private readonly keep: "1" | "0";

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    { keepAggregates }: LedgerOptions,
  ) {
    this.keep = keepAggregates ? "1" : "0";
    this.admitScript = luaScript(redis, "trustReputationAdmit", 3, ADMIT);
    this.withdrawScript = luaScript(redis, "trustReputationWithdraw", 3, WITHDRAW);
  }

  private keys(event: ReputationEvent): string[] {
    return [
      `${this.prefix}rep:dup:${duplicateKey(event)}`,
      `${this.prefix}rep:agg:${event.wallet}`,
      `${this.prefix}rep:endorses:${endorserOf(event) ?? ""}`,
    ];
  }

  admit(event: ReputationEvent): Promise<Admission> {
    return guarded(async () => {
      const ticket = randomUUID();
      const outcome = await this.admitScript(this.keys(event), [
        ticket,
        DUPLICATE_WINDOW_MS,
        event.wallet,
        endorserOf(event) ?? "",
        `${this.prefix}rep:endorses:`,
        this.keep,
        event.eventType,
        String(event.amount),
      ]);
      if (outcome === "admitted") return { admitted: true, ticket };
      if (outcome === "duplicate" || outcome === "endorsement_cycle")
        return { admitted: false, violation: outcome };
      throw new Error(`unexpected reputation admission outcome: ${outcome}`);
    });
  }

  withdraw(event: ReputationEvent, ticket: string): Promise<void> {
    return guarded(async () => {
      await this.withdrawScript(this.keys(event), [
        ticket,
        event.wallet,
        endorserOf(event) ?? "",
        this.keep,
        event.eventType,
        String(-event.amount),
      ]);
    });
  }

  aggregate(wallet: string): Promise<ReputationAggregate | undefined> {
    return guarded(async () => {
      if (this.keep === "0") return undefined;
      const fields = await this.redis.hgetall(`${this.prefix}rep:agg:${wallet}`);
      if (!fields.total) return undefined;
      const aggregate = emptyAggregate();
      for (const type of EVENT_TYPES) {
        aggregate.counts[type] = Number(fields[`count:${type}`] ?? 0);
        aggregate.amounts[type] = Number(fields[`amount:${type}`] ?? 0);
      }
      aggregate.total = Number(fields.total);
      return aggregate;
    });
  }
}
