import os from "node:os";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { CacheEvents } from "../state/ttl-cache.js";

const P = "trustsvc_";

/** Every metric of the spec's table. Labels are route templates and enums, never wallets. */
export function createTrustMetrics() {
  const registry = new Registry();
  const r = [registry];
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name: P + name, help, labelNames, registers: r });
  const histogram = (name: string, help: string, buckets?: number[]) =>
    new Histogram({ name: P + name, help, registers: r, ...(buckets ? { buckets } : {}) });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name: P + name, help, labelNames, registers: r });

  const cpu = { last: process.cpuUsage(), at: process.hrtime.bigint() };
  const processCpuTotal = gauge("process_cpu_usage_seconds_total", "Process CPU time in seconds");
  const processCpuRatio = gauge(
    "process_cpu_usage_ratio",
    "Process CPU use since the previous scrape, as a share of one core",
  );
  const processMemory = gauge("process_memory_usage_bytes", "Process memory by type", ["type"]);
  const uptime = gauge("process_uptime_seconds", "Process uptime");
  const systemMemory = gauge("system_memory_bytes", "System memory", ["type"]);
  const load = gauge("system_load_average", "System load average", ["window"]);
  const uniqueWallets = gauge("unique_wallets", "Distinct wallets scored since start");
  const wallets = new Set<string>();
  let lastContractWrite: number | undefined;

  const metrics = {
    registry,
    trustScoreGenerations: counter("trust_score_generations_total", "Trust scores computed", ["risk_level"]),
    trustScoreDuration: histogram("trust_score_duration_seconds", "Time to compute a trust score"),
    graphTraversalDuration: histogram(
      "graph_traversal_duration_seconds",
      "Time to walk the delegation graph",
    ),
    graphTraversalDepth: histogram(
      "graph_traversal_depth",
      "Depth reached by delegation walks",
      [0, 1, 2, 3, 4, 5, 6],
    ),
    graphTraversalDepthSum: counter("graph_traversal_depth_sum", "Sum of delegation walk depths"),
    x402Verified: counter("x402_payments_verified_total", "x402 payments verified", ["status", "path"]),
    x402Failures: counter("x402_payment_failures_total", "x402 payment failures", ["reason", "path"]),
    x402Replays: counter("x402_replay_attempts_total", "x402 payments presented twice", ["path"]),
    x402SettlementFailures: counter("x402_settlement_failures_total", "x402 settlements that failed", [
      "reason",
    ]),
    x402VerificationDuration: histogram("x402_verification_duration_seconds", "x402 verification time"),
    contractEndorsements: counter("contract_endorsements_total", "Endorsements written on chain", [
      "network",
    ]),
    contractRevocations: counter("contract_revocations_total", "Delegation revocations written on chain", [
      "network",
    ]),
    webhookRefused: counter(
      "webhook_deliveries_refused_total",
      "Webhook deliveries whose target the egress rule refused at delivery time",
    ),
    contractDisputes: counter("contract_disputes_total", "Disputes written on chain", ["network"]),
    contractSuccessEvents: counter("contract_success_events_total", "Successful contract writes", [
      "network",
    ]),
    contractEventStall: gauge("contract_event_stall_seconds", "Seconds since the last contract write"),
    cacheHits: counter("cache_hits_total", "Cache hits", ["cache_name"]),
    cacheMisses: counter("cache_misses_total", "Cache misses", ["cache_name"]),
    cacheEvictions: counter("cache_evictions_total", "Cache evictions", ["cache_name"]),
    cacheSize: gauge("cache_size", "Entries in the cache", ["cache_name"]),
    passportsGenerated: counter("passports_generated_total", "Passports generated"),
    paidRequests: counter("paid_requests_total", "Requests served after payment", ["path"]),
    trustChecks: counter("trust_checks_total", "Assessments served, by type", ["type"]),
    underwritingDecisions: counter("underwriting_decisions_total", "Underwriting decisions", ["outcome"]),
    counterpartyChecks: counter("counterparty_checks_total", "Counterparty checks", ["outcome"]),
    verifyChecks: counter("verify_checks_total", "Verify flags reported", ["flag", "result"]),
    discoverySearches: counter("discovery_searches_total", "Discovery searches", [
      "query_class",
      "result_count",
    ]),
    idempotencyHits: counter("idempotency_hits_total", "Idempotent replays", ["path"]),
    idempotencyConflicts: counter("idempotency_conflicts_total", "Idempotency key reuse with another body", [
      "path",
    ]),
    /** Remembers the last successful contract write, for the stall gauge. */
    contractWrite(at: number) {
      lastContractWrite = at;
    },
    /** Counts a wallet once, whatever the endpoint; the set is bounded so memory stays flat. */
    sawWallet(wallet: string) {
      if (wallets.size < 1_000_000) wallets.add(wallet);
      uniqueWallets.set(wallets.size);
    },
    cacheEvents(name: string): CacheEvents {
      return {
        hit: () => metrics.cacheHits.inc({ cache_name: name }),
        miss: () => metrics.cacheMisses.inc({ cache_name: name }),
        evict: () => metrics.cacheEvictions.inc({ cache_name: name }),
        size: (n) => metrics.cacheSize.set({ cache_name: name }, n),
      };
    },
    /** Process and system gauges, refreshed on every scrape. */
    refresh() {
      const now = process.hrtime.bigint();
      const usage = process.cpuUsage();
      const spentMicros = usage.user - cpu.last.user + (usage.system - cpu.last.system);
      const elapsedMicros = Number(now - cpu.at) / 1000;
      processCpuTotal.set((usage.user + usage.system) / 1e6);
      processCpuRatio.set(elapsedMicros > 0 ? spentMicros / elapsedMicros : 0);
      cpu.last = usage;
      cpu.at = now;
      const mem = process.memoryUsage();
      for (const type of ["rss", "heapTotal", "heapUsed", "external"] as const)
        processMemory.set({ type }, mem[type]);
      uptime.set(process.uptime());
      metrics.contractEventStall.set(
        lastContractWrite === undefined ? 0 : (Date.now() - lastContractWrite) / 1000,
      );
      const total = os.totalmem();
      const free = os.freemem();
      systemMemory.set({ type: "total" }, total);
      systemMemory.set({ type: "free" }, free);
      systemMemory.set({ type: "used" }, total - free);
      const [one, five, fifteen] = os.loadavg();
      load.set({ window: "1m" }, one ?? 0);
      load.set({ window: "5m" }, five ?? 0);
      load.set({ window: "15m" }, fifteen ?? 0);
    },
  };
  return metrics;
}

export type TrustMetrics = ReturnType<typeof createTrustMetrics>;
