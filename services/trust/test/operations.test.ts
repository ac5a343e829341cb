import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlgorandChain } from "../src/chain/algorand-chain.js";
import { readTrustConfig } from "../src/config.js";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

describe("operational endpoints", () => {
  it("/health, /ready, /health/deep and /registry/status have the spec's shapes", async () => {
    const { app, cleanup } = await trustAgainst(devnet, operatorEnv(devnet));
    const health = (await app.inject("/health")).json();
    expect(health).toMatchObject({ status: "ok", service: "trust-service", network: "devnet", x402: false });
    expect(new Date(health.timestamp).toISOString()).toBe(health.timestamp);
    const ready = await app.inject("/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json().algorand).toEqual({ connected: true, round: expect.any(Number) });
    const deep = await app.inject("/health/deep");
    expect(deep.statusCode).toBe(200);
    expect(deep.json()).toMatchObject({
      status: "ok",
      version: expect.any(String),
      algorand: { connected: true },
    });
    expect((await app.inject("/registry/status")).json()).toEqual({
      configured: true,
      appId: devnet.accounts.apps.registry,
    });
    await cleanup();
  });

  it("registry status says configured: false, with the reason, when /delegate cannot work", async () => {
    const { app, cleanup } = await trustAgainst(devnet);
    expect((await app.inject("/registry/status")).json()).toEqual({
      configured: false,
      appId: devnet.accounts.apps.registry,
      reason: "OPERATOR_MNEMONIC is not set: no operator to sign registry writes",
    });
    const delegate = await app.inject({
      method: "POST",
      url: "/delegate",
      payload: {
        sponsor: devnet.accounts.roles.sponsor![0],
        agent: devnet.accounts.roles.customer![3],
        amount: 1,
      },
      headers: { "idempotency-key": "status-agrees-1" },
    });
    expect(delegate.statusCode).toBe(503);
    await cleanup();
  });

  it("registry status reports unconfigured with REGISTRY_APP_ID=0", async () => {
    const { app, cleanup } = await trustAgainst(devnet, { REGISTRY_APP_ID: "0" });
    expect((await app.inject("/registry/status")).json()).toEqual({
      configured: false,
      appId: 0,
      reason: "REGISTRY_APP_ID is not set",
    });
    await cleanup();
  });

  it("answers 503 with connected false while algod is down, serves cached scores, and recovers", async () => {
    const own = await sharedDevnet();
    const algodPort = new URL(own.algodUrl).port;
    const indexerPort = new URL(own.indexerUrl).port;
    const { app, cleanup } = await trustAgainst(own);
    const wallet = own.accounts.roles.established![0]!;
    expect((await app.inject(`/score?wallet=${wallet}`)).statusCode).toBe(200);
    await own.close();

    const ready = await app.inject("/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json().algorand).toEqual({ connected: false, round: 0 });
    expect((await app.inject("/health/deep")).statusCode).toBe(503);
    expect((await app.inject("/health")).statusCode).toBe(200);
    const cached = await app.inject(`/score?wallet=${wallet}`);
    expect(cached.statusCode).toBe(200);
    const uncached = await app.inject(`/score?wallet=${own.accounts.roles.established![1]}`);
    expect(uncached.statusCode).toBe(500);
    expect(uncached.json()).toEqual({ error: "Internal server error" });

    const back = await import("@platform/algorand-devnet").then((m) =>
      m.startDevnet({
        seed: "trust-test",
        wallets: 50,
        algodPort: Number(algodPort),
        indexerPort: Number(indexerPort),
      }),
    );
    expect((await app.inject("/ready")).statusCode).toBe(200);
    await back.close();
    await cleanup();
  });

  it("/metrics: Prometheus text with route templates, never wallets", async () => {
    const { app, cleanup } = await trustAgainst(devnet);
    const wallet = devnet.accounts.roles.established![0]!;
    await app.inject(`/score?wallet=${wallet}`);
    await app.inject(`/score?wallet=${wallet}`);
    await app.inject("/score?wallet=bad");
    await app.inject(`/nope/${wallet}`);
    const res = await app.inject("/metrics");
    expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = res.body;
    expect(text).toContain('trustsvc_http_requests_total{method="GET",path="/score",status_class="2xx"} 2');
    expect(text).toContain(
      'trustsvc_http_request_errors_total{method="GET",path="/score",status_class="4xx",error_type="client_error"} 1',
    );
    expect(text).toContain('trustsvc_cache_hits_total{cache_name="score"} 1');
    expect(text).toMatch(
      /trustsvc_trust_score_generations_total\{risk_level="(low|medium|high|critical)"\} 1/,
    );
    for (const name of [
      "process_cpu_usage_seconds_total",
      "process_cpu_usage_ratio",
      "process_memory_usage_bytes",
      "process_uptime_seconds",
      "system_memory_bytes",
      "system_load_average",
      "unique_wallets",
      "x402_payments_verified_total",
      "contract_event_stall_seconds",
      "graph_traversal_depth_sum",
    ]) {
      expect(text).toContain(`trustsvc_${name}`);
    }
    expect(text).not.toContain(wallet);
    await cleanup();
  });

  it("discovery: one self-listing entry, q substring, limit 1-100", async () => {
    const { app, cleanup } = await trustAgainst(devnet);
    const all = (await app.inject("/discovery/search")).json();
    expect(all.results).toHaveLength(1);
    expect(all.limit).toBe(20);
    expect((await app.inject("/discovery/search?q=SYBIL")).json().results).toHaveLength(1);
    expect((await app.inject("/discovery/search?q=ethereum")).json().results).toHaveLength(0);
    expect((await app.inject("/discovery/search?limit=100")).statusCode).toBe(200);
    for (const limit of ["0", "101", "abc", "1.5"]) {
      const res = await app.inject(`/discovery/search?limit=${limit}`);
      expect(res.statusCode).toBe(400);
    }
    await cleanup();
  });

  it("413 above 100kb, CORS, OpenAPI document", async () => {
    const { app, cleanup } = await trustAgainst(devnet, { CORS_ALLOWED_ORIGINS: "https://app.example" });
    const big = await app.inject({
      method: "POST",
      url: "/credit-estimate",
      payload: { wallet: "x".repeat(101 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers["x-request-id"]).toBeDefined();
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/score",
      headers: { origin: "https://app.example", "access-control-request-method": "GET" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example");
    const other = await app.inject({ url: "/health", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const doc = (await app.inject("/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/score",
      "/delegation",
      "/sybil-check",
      "/reputation",
      "/underwrite",
      "/trust-graph",
      "/passport",
      "/verify",
      "/counterparty-check",
      "/credit-estimate",
      "/health",
      "/ready",
      "/health/deep",
      "/registry/status",
      "/metrics",
      "/discovery/search",
    ]) {
      expect(doc.paths).toHaveProperty(path);
    }
    await cleanup();
  });

  it("stops start-up with a message naming a bad variable", () => {
    expect(() =>
      readTrustConfig({ PORT: "x", HMAC_SECRET: "short", RATE_LIMIT_OVERRIDES: '{"/score":{"max":1}}' }),
    ).toThrow(
      /PORT must be an integer[\s\S]*RATE_LIMIT_OVERRIDES key "\/score" must be "METHOD \/path"[\s\S]*HMAC_SECRET must be at least 32 characters/,
    );
  });

  it("times out a chain call after REQUEST_TIMEOUT_MS", async () => {
    const { createServer } = await import("node:http");
    const hang = createServer(() => {});
    await new Promise<void>((r) => hang.listen(0, "127.0.0.1", r));
    const port = (hang.address() as { port: number }).port;
    const chain = new AlgorandChain({
      algodUrl: `http://127.0.0.1:${port}`,
      algodToken: "",
      indexerUrl: `http://127.0.0.1:${port}`,
      indexerToken: "",
      timeoutMs: 200,
    });
    await expect(chain.status()).rejects.toThrow("algod status timed out after 200 ms");
    hang.closeAllConnections();
    hang.close();
  });
});
