import type { Devnet } from "@platform/algorand-devnet";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let keyCounter = 0;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const key = () => `limits-key-${keyCounter++}`;

/** Sends the body as raw text, so numbers JSON.stringify cannot write (1e309) reach the server as is. */
const send = (method: "POST" | "DELETE", url: string, body: string) =>
  app.inject({
    method,
    url,
    payload: body,
    headers: { "content-type": "application/json", "idempotency-key": key() },
  });

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet, operatorEnv(devnet)));
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

const WRITE_ROUTES: Array<["POST" | "DELETE", string]> = [
  ["POST", "/delegate"],
  ["POST", "/revoke"],
  ["POST", "/reputation/record"],
  ["POST", "/reputation/subscribe"],
  ["DELETE", "/reputation/subscribe/nope"],
  ["POST", "/credit-estimate"],
  ["POST", "/counterparty-check"],
];
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const TOO_DEEP = { error: "Body is nested deeper than 32 levels", code: "BODY_TOO_DEEP" };

describe("bodies nested beyond 32 levels", () => {
  it.each(WRITE_ROUTES)(
    "%s %s: a 10 000-deep body with an Idempotency-Key is 400, not 500",
    async (method, url) => {
      const res = await send(method, url, `{"a":${nested(10_000)}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(TOO_DEEP);
    },
  );

  it.each(WRITE_ROUTES)("%s %s: depth 32 is parsed, depth 33 is refused", async (method, url) => {
    const at = await send(method, url, `{"a":${nested(31)}}`);
    expect(at.json()).not.toEqual(TOO_DEEP);
    expect(at.statusCode).not.toBe(500);
    const over = await send(method, url, `{"a":${nested(32)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(TOO_DEEP);
  });

  it("brackets inside strings do not count; invalid JSON and prototype keys are 400 in the error shape", async () => {
    const inString = await send("POST", "/counterparty-check", JSON.stringify({ buyer: "[".repeat(100) }));
    expect(inString.statusCode).toBe(400);
    expect(inString.json().code).toBe("INVALID_WALLET");
    const invalid = await send("POST", "/counterparty-check", '{"buyer":');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: "Body is not valid JSON", code: "INVALID_JSON" });
    const proto = await send("POST", "/counterparty-check", '{"__proto__":{"x":1}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ error: "Body is not valid JSON", code: "INVALID_JSON" });
  });
});

const TOO_SMALL = {
  error: "Amount must be at least 0.000001 (one micro-unit).",
  code: "AMOUNT_OUT_OF_RANGE",
};
const TOO_LARGE = {
  error: "Amount must be at most 18446744073709.551615 (the contracts' uint64 micro-units).",
  code: "AMOUNT_OUT_OF_RANGE",
};
const NOT_POSITIVE = { error: "Amount must be a positive finite number." };
const NOT_FINITE = { error: "Body contains a number too large to represent", code: "INVALID_NUMBER" };

describe("amounts: finite, at least one micro-unit, at most uint64 micro-units", () => {
  const bodies = {
    "/delegate": (amount: string) =>
      `{"sponsor":"${role("sponsor")}","agent":"${role("customer", 7)}","amount":${amount}}`,
    "/reputation/record": (amount: string) =>
      `{"wallet":"${role("customer", 8)}","eventType":"payment","amount":${amount}}`,
    "/credit-estimate": (amount: string) => `{"wallet":"${role("established")}","amount":${amount}}`,
  };
  const cases: Array<[string, object]> = [
    ["1e309", NOT_FINITE],
    ["-1e309", NOT_FINITE],
    ["0", NOT_POSITIVE],
    ["-0.5", NOT_POSITIVE],
    ['"5"', NOT_POSITIVE],
    ["null", NOT_POSITIVE],
    ["1e20", TOO_LARGE],
    ["18446744073709.552", TOO_LARGE],
    ["5e-324", TOO_SMALL],
    ["0.0000004", TOO_SMALL],
  ];

  it.each(Object.keys(bodies))("%s refuses every out-of-range amount with 400", async (url) => {
    for (const [amount, expected] of cases) {
      const res = await send("POST", url, bodies[url as keyof typeof bodies](amount));
      expect(res.statusCode, `${url} ${amount}`).toBe(400);
      expect(res.json(), `${url} ${amount}`).toEqual(expected);
    }
  });

  it("nothing refused reached the chain: no delegation was written", async () => {
    const agent = (await app.inject(`/delegation?wallet=${role("customer", 7)}`)).json();
    expect(agent.delegation.sponsorCount).toBe(0);
  });

  it("the limits themselves are accepted: one micro-unit and the largest amount that fits", async () => {
    for (const amount of ["0.000001", "18446744073709.5"]) {
      const res = await send("POST", "/credit-estimate", bodies["/credit-estimate"](amount));
      expect(res.statusCode, amount).toBe(200);
      expect(res.json().assessedAmount).toBe(Number(amount));
    }
  });

  it("a delegation of one micro-unit is written on chain as 1 micro-USDC, not 0", async () => {
    const sponsor = role("sponsor");
    const agent = role("customer", 9);
    const res = await send(
      "POST",
      "/delegate",
      `{"sponsor":"${sponsor}","agent":"${agent}","amount":0.000001}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const graph = (await app.inject(`/trust-graph?wallet=${sponsor}`)).json();
    expect(graph.edges).toContainEqual({ sponsor, agent, amount: 0.000001, consented: false });
  });
});
