import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileExposureStore } from "../src/state/exposure-store.js";
import { sharedDevnet, silentLogger, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
beforeAll(async () => {
  devnet = await sharedDevnet();
});
afterAll(() => devnet.close());

describe("rate limiting", () => {
  it("the 600th request passes, the 601st gets 429 with the headers; exempt paths are never limited", async () => {
    const { app, cleanup } = await trustAgainst(devnet, { LOAD_TEST_MODE: "0" });
    let last = await app.inject("/discovery/search");
    expect(last.headers["x-ratelimit-limit"]).toBe("600");
    expect(last.headers["x-ratelimit-remaining"]).toBe("599");
    for (let i = 2; i <= 600; i++) last = await app.inject("/discovery/search");
    expect(last.statusCode).toBe(200);
    expect(last.headers["x-ratelimit-remaining"]).toBe("0");
    const over = await app.inject("/discovery/search");
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: "Too many requests. Try again later.", code: "RATE_LIMITED" });
    expect(over.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(over.headers["x-ratelimit-reset"])).toBeGreaterThan(Date.now() / 1000);
    for (const path of ["/health", "/ready", "/health/deep", "/metrics", "/registry/status"]) {
      expect((await app.inject(path)).statusCode).not.toBe(429);
    }
    await cleanup();
  });

  it("holds under parallel requests: exactly max pass", async () => {
    const { app, cleanup } = await trustAgainst(devnet, { LOAD_TEST_MODE: "0", RATE_LIMIT_MAX: "50" });
    const results = await Promise.all(Array.from({ length: 80 }, () => app.inject("/discovery/search")));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(30);
    await cleanup();
  });

  it("trusted IPs and LOAD_TEST_MODE are exempt; overrides apply per method and path", async () => {
    const trusted = await trustAgainst(devnet, {
      LOAD_TEST_MODE: "0",
      RATE_LIMIT_MAX: "2",
      RATE_LIMIT_TRUSTED_IPS: "127.0.0.1",
    });
    for (let i = 0; i < 5; i++) expect((await trusted.app.inject("/discovery/search")).statusCode).toBe(200);
    await trusted.cleanup();

    const loadTest = await trustAgainst(devnet, { LOAD_TEST_MODE: "1", RATE_LIMIT_MAX: "2" });
    for (let i = 0; i < 5; i++) expect((await loadTest.app.inject("/discovery/search")).statusCode).toBe(200);
    await loadTest.cleanup();

    const overridden = await trustAgainst(devnet, {
      LOAD_TEST_MODE: "0",
      RATE_LIMIT_MAX: "100",
      RATE_LIMIT_OVERRIDES: '{"GET /discovery/search":{"max":3}}',
    });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await overridden.app.inject("/discovery/search")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const other = await overridden.app.inject("/score");
    expect(other.headers["x-ratelimit-limit"]).toBe("100");
    await overridden.cleanup();
  });

  it("a restart keeps the window", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trust-rl-"));
    const first = await trustAgainst(devnet, { LOAD_TEST_MODE: "0", RATE_LIMIT_MAX: "5" }, dir);
    for (let i = 0; i < 4; i++) await first.app.inject("/discovery/search");
    await first.app.close();
    expect(JSON.parse(readFileSync(join(dir, "rate-limit.json"), "utf8"))["127.0.0.1"].count).toBe(4);
    const second = await trustAgainst(devnet, { LOAD_TEST_MODE: "0", RATE_LIMIT_MAX: "5" }, dir);
    expect((await second.app.inject("/discovery/search")).statusCode).toBe(200);
    expect((await second.app.inject("/discovery/search")).statusCode).toBe(429);
    await second.cleanup();
  });
});

describe("exposure caps", () => {
  it("200 concurrent reservations never push the total past the cap, and a restart keeps the total", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trust-exp-"));
    const path = join(dir, "system-exposure.json");
    const caps = { maxTotal: 1_000, maxPerWallet: 100 };
    const store = new FileExposureStore(path, caps, silentLogger);
    const wallets = Array.from({ length: 20 }, (_, i) => `W${i}`);
    const grants = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.reserve(wallets[i % 20]!, 37)),
    );
    const total = grants.reduce((s, g) => s + g.granted, 0);
    expect(total).toBeCloseTo(1_000, 6);
    expect(store.snapshot().total).toBeCloseTo(1_000, 6);
    for (const w of wallets) expect(store.snapshot().perWallet[w]).toBeLessThanOrEqual(100);
    const reopened = new FileExposureStore(path, caps, silentLogger);
    expect(reopened.snapshot().total).toBeCloseTo(1_000, 6);
    expect((await reopened.reserve("W0", 10)).granted).toBe(0);
  });

  it("/underwrite under 200 parallel calls never exceeds the per-wallet cap", async () => {
    const { app, cleanup } = await trustAgainst(devnet, {
      MAX_WALLET_EXPOSURE_USDC: "25",
      MAX_SYSTEM_EXPOSURE_USDC: "60",
    });
    const wallets = [...devnet.accounts.roles.reputable!, ...devnet.accounts.roles.established!];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => app.inject(`/underwrite?wallet=${wallets[i % wallets.length]}`)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = results.map((r) => r.json());
    const granted = bodies.reduce((s, b) => s + b.recommendedLimit, 0);
    expect(granted).toBeLessThanOrEqual(60 + 1e-6);
    const perWallet = new Map<string, number>();
    for (const b of bodies) perWallet.set(b.wallet, (perWallet.get(b.wallet) ?? 0) + b.recommendedLimit);
    for (const v of perWallet.values()) expect(v).toBeLessThanOrEqual(25 + 1e-6);
    const first = bodies[0];
    expect(first.factors.map((f: { name: string; weight: number }) => [f.name, f.weight])).toEqual([
      ["trust", 0.35],
      ["delegation", 0.25],
      ["sybil", 0.2],
      ["reputation", 0.2],
    ]);
    await cleanup();
  });

  it("denies a sanctioned wallet and says so", async () => {
    const wallet = devnet.accounts.roles.established![2]!;
    const { app, cleanup } = await trustAgainst(devnet, { SANCTIONS_EXTRA_DENY: wallet });
    const body = (await app.inject(`/underwrite?wallet=${wallet}`)).json();
    expect(body.approved).toBe(false);
    expect(body.recommendedLimit).toBe(0);
    expect(body.sanctions).toEqual({ listed: true, source: "SANCTIONS_EXTRA_DENY" });
    await cleanup();
  });
});
