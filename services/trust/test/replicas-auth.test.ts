import { buildPaymentHeader, type Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signRequest } from "../src/http/hmac.js";
import { sharedDevnet } from "./fixtures.js";
import {
  call,
  deleteKeys,
  type Replica,
  replicaEnv,
  startReplica,
  testRedisUrl,
  uniquePrefix,
} from "./replicas.js";

const redisUrl = testRedisUrl("replicas-auth.test.ts");
const SECRET = "r".repeat(40);

describe.skipIf(!redisUrl)("HMAC nonces and x402 payments across two replicas (TEST_REDIS_URL)", () => {
  const prefix = uniquePrefix("auth");
  let devnet: Devnet;
  let a: Replica;
  let b: Replica;
  let algod: algosdk.Algodv2;
  const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
  const payer = (i: number) => devnet.accounts.mnemonics[role("funded", i)]!;

  beforeAll(async () => {
    devnet = await sharedDevnet();
    const env = replicaEnv(devnet, redisUrl!, prefix, {
      HMAC_SECRET: SECRET,
      REPUTATION_APP_ID: "0",
      X402_ENABLED: "true",
      X402_PAYMENT_RECIPIENT: role("established", 5),
      X402_FACILITATOR_URL: devnet.facilitatorUrl,
    });
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    const url = new URL(devnet.algodUrl);
    algod = new algosdk.Algodv2("", `http://${url.hostname}`, url.port);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await devnet?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  it("refuses on one replica a nonce used on the other, also when both receive it at once", async () => {
    // Subscription calls are signed but not paid: the nonce is the only thing under test.
    const body = { url: "http://127.0.0.1:9/hook" };
    const raw = JSON.stringify(body);
    const signed = (nonce: string, key: string) => ({
      "idempotency-key": key,
      ...signRequest({ secret: SECRET, method: "POST", path: "/reputation/subscribe", body: raw, nonce }),
    });
    const send = (r: Replica, headers: Record<string, string>) =>
      call(`${r.url}/reputation/subscribe`, { body, headers });
    const headers = signed("nonce-replica-1", "auth-key-1");
    // Past the signature check, the handler refuses the private URL: proof the nonce was accepted.
    expect((await send(a, headers)).json().code).toBe("INVALID_WEBHOOK_URL");
    const replayed = await send(b, { ...headers, "idempotency-key": "auth-key-2" });
    expect(replayed.status).toBe(401);
    expect(replayed.json()).toEqual({ error: "HMAC nonce already used", code: "HMAC_REPLAY" });

    const racing = signed("nonce-replica-2", "auth-key-3");
    const results = await Promise.all([
      send(a, racing),
      send(b, { ...racing, "idempotency-key": "auth-key-4" }),
    ]);
    expect(results.map((r) => r.json().code).sort()).toEqual(["HMAC_REPLAY", "INVALID_WEBHOOK_URL"]);
  });

  it("accepts a payment once across replicas: a replay, even a simultaneous one, is refused", async () => {
    const wallet = role("established");
    const requirements = (await call(`${a.url}/score?wallet=${wallet}`)).json().accepts[0];
    const header = await buildPaymentHeader(algod, payer(0), requirements);
    const paid = await call(`${a.url}/score?wallet=${wallet}`, { headers: { "x-payment": header } });
    expect(paid.status).toBe(200);
    expect(paid.headers["x-payment-response"]).toBeDefined();
    const replay = await call(`${b.url}/score?wallet=${wallet}`, { headers: { "x-payment": header } });
    expect(replay.status).toBe(402);
    expect(replay.json().error).toBe("Payment already used");

    const second = await buildPaymentHeader(
      algod,
      payer(1),
      (await call(`${b.url}/reputation?wallet=${wallet}`)).json().accepts[0],
    );
    const both = await Promise.all(
      [a, b].map((r) => call(`${r.url}/reputation?wallet=${wallet}`, { headers: { "x-payment": second } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(both.find((r) => r.status === 402)!.json().error).toBe("Payment already used");
    const metrics = await Promise.all([a, b].map(async (r) => (await call(`${r.url}/metrics`)).body));
    const replays = metrics
      .map((text) => /trustsvc_x402_replay_attempts_total\{path="\/score"\} (\d+)/.exec(text)?.[1] ?? "0")
      .map(Number);
    expect(replays.reduce((s, v) => s + v, 0)).toBe(1);
  });
});
