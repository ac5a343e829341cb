import { describe, expect, it } from "vitest";
import { createTrustClient } from "./client.js";

/** Records the request and answers with a fixed response: the edge of this unit test. */
function fakeFetch(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe("createTrustClient", () => {
  it("builds the URL, headers and JSON body of an operation and returns status and parsed body", async () => {
    const fake = fakeFetch(201, '{"recorded":true,"source":"local","event":{}}');
    const client = createTrustClient({
      baseUrl: "http://trust.test:3000",
      headers: { "X-PAYMENT": "p" },
      fetch: fake.fetch,
    });
    const res = await client.recordReputation(
      { wallet: "W", eventType: "payment", amount: 1 },
      { "Idempotency-Key": "key-00000001" },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recorded: true, source: "local", event: {} });
    const [call] = fake.calls;
    expect(call!.url).toBe("http://trust.test:3000/reputation/record");
    expect(call!.init.method).toBe("POST");
    expect(call!.init.headers).toEqual({
      "X-PAYMENT": "p",
      "content-type": "application/json",
      "Idempotency-Key": "key-00000001",
    });
    expect(JSON.parse(String(call!.init.body))).toEqual({ wallet: "W", eventType: "payment", amount: 1 });
  });

  it("encodes query and path parameters; an error status is an answer, not a throw", async () => {
    const fake = fakeFetch(404, '{"error":"Subscription not found","code":"SUBSCRIPTION_NOT_FOUND"}');
    const client = createTrustClient({ baseUrl: "http://trust.test", fetch: fake.fetch });
    const res = await client.unsubscribe("a/b c", { "Idempotency-Key": "key-00000002" });
    expect(res).toMatchObject({ status: 404, body: { code: "SUBSCRIPTION_NOT_FOUND" } });
    expect(fake.calls[0]!.url).toBe("http://trust.test/reputation/subscribe/a%2Fb%20c");
    await client.score("W&x=1");
    expect(fake.calls[1]!.url).toBe("http://trust.test/score?wallet=W%26x%3D1");
    await client.trustGraph("W");
    await client.trustGraph("W", "S");
    expect(fake.calls.slice(2).map((c) => c.url)).toEqual([
      "http://trust.test/trust-graph?wallet=W",
      "http://trust.test/trust-graph?wallet=W&simulateSponsorLost=S",
    ]);
  });
});
