import type { Devnet } from "@platform/algorand-devnet";
import { API_REFERENCE_CSP, visitApiReference } from "@platform/service-kit";
import { Ajv2020 } from "ajv/dist/2020.js";
import algosdk from "algosdk";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as JSON
let doc: any;
let ajv: Ajv2020;
let n = 0;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet, { REPUTATION_APP_ID: "0" }));
  doc = (await app.inject("/openapi.json")).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: "trust-openapi", components: doc.components });
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

/** Holds an answer to the document: its status is documented, its body matches that status's schema. */
function holds(method: string, path: string, res: LightMyRequestResponse) {
  const op = doc.paths[path]?.[method];
  expect(op, `${method} ${path} is documented`).toBeDefined();
  const documented = op.responses[String(res.statusCode)];
  expect(documented, `${method} ${path} ${res.statusCode} is documented`).toBeDefined();
  const schema = documented.content["application/json"].schema;
  const validate = ajv.compile({ $ref: `trust-openapi${schema.$ref}` });
  const ok = validate(res.json());
  expect(ok, `${method} ${path} ${res.statusCode}: ${JSON.stringify(validate.errors)}`).toBe(true);
  if (documented.headers?.["X-RateLimit-Limit"]) expect(res.headers["x-request-id"]).toBeDefined();
}

const key = () => ({ "idempotency-key": `openapi-key-${n++}` });

describe("the OpenAPI document", () => {
  it("is shown by the reference page at GET /docs: 200 HTML over a real socket, local assets only", async () => {
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const visit = await visitApiReference(url);
    expect(visit.status).toBe(200);
    expect(visit.contentType).toBe("text/html; charset=utf-8");
    expect(visit.contentSecurityPolicy).toBe(API_REFERENCE_CSP);
    expect(Object.keys(visit.assets)).toContain("/docs/static/swagger-ui-bundle.js");
    expect(Object.values(visit.assets).every((status) => status === 200)).toBe(true);
    expect(visit.externalUrls).toEqual([]);
    // The page shows the published document, completed as /openapi.json is.
    expect(visit.document).toEqual(doc);
  });

  it("declares request bodies, responses, headers and security schemes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["hmac", "x402"]);
    expect(doc.paths["/delegate"].post.requestBody.content["application/json"].schema.$ref).toBe(
      "#/components/schemas/DelegateRequest",
    );
    expect(doc.paths["/delegate"].post.parameters).toContainEqual({
      $ref: "#/components/parameters/Idempotency-Key",
    });
    expect(doc.paths["/score"].get.parameters).toContainEqual({ $ref: "#/components/parameters/X-PAYMENT" });
    expect(Object.keys(doc.paths["/score"].get.responses).sort()).toEqual([
      "200",
      "400",
      "402",
      "404",
      "429",
      "500",
    ]);
    expect(doc.paths["/score"].get.responses["200"].headers).toHaveProperty("X-RateLimit-Remaining");
    expect(doc.paths["/score"].get.parameters.some((p: { name?: string }) => p.name === "wallet")).toBe(true);
    // The schemas reject what does not match, so the checks below can fail.
    const score = ajv.compile({ $ref: "trust-openapi#/components/schemas/TrustScore" });
    expect(score({ wallet: role("agent"), trustScore: "high" })).toBe(false);
  });

  it("holds the answers of every documented read route, success and error", async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    for (const path of [
      "/score",
      "/delegation",
      "/sybil-check",
      "/reputation",
      "/underwrite",
      "/trust-graph",
      "/passport",
      "/verify",
    ]) {
      holds("get", path, await app.inject(`${path}?wallet=${role("established", 1)}`));
      holds("get", path, await app.inject(`${path}?wallet=abc`));
      holds("get", path, await app.inject(`${path}?wallet=${unknown}`));
    }
    for (const path of ["/health", "/registry/status", "/.well-known/jwks.json", "/reputation/subscribers"])
      holds("get", path, await app.inject(path));
    holds(
      "post",
      "/score/batch",
      await app.inject({ method: "POST", url: "/score/batch", payload: { wallets: [role("agent"), "x"] } }),
    );
    holds(
      "post",
      "/score/batch",
      await app.inject({ method: "POST", url: "/score/batch", payload: { wallets: [] } }),
    );
    holds(
      "post",
      "/counterparty-check",
      await app.inject({ method: "POST", url: "/counterparty-check", payload: { buyer: role("agent") } }),
    );
    holds(
      "post",
      "/credit-estimate",
      await app.inject({
        method: "POST",
        url: "/credit-estimate",
        payload: { wallet: role("agent"), amount: 5 },
      }),
    );
    holds(
      "post",
      "/credit-estimate",
      await app.inject({
        method: "POST",
        url: "/credit-estimate",
        payload: { wallet: role("agent"), amount: 1e20 },
      }),
    );
  });

  it("holds the answers of the write routes", async () => {
    const inject = (method: "POST" | "DELETE", url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: key() });
    holds(
      "post",
      "/reputation/record",
      await inject("POST", "/reputation/record", {
        wallet: role("customer", 4),
        eventType: "service",
        amount: 1,
      }),
    );
    holds(
      "post",
      "/reputation/record",
      await inject("POST", "/reputation/record", { wallet: role("customer", 4), eventType: "nope" }),
    );
    // No operator key in this app: the registry answers 503, as documented.
    holds(
      "post",
      "/delegate",
      await inject("POST", "/delegate", { sponsor: role("sponsor"), agent: role("customer", 5), amount: 1 }),
    );
    holds(
      "post",
      "/revoke",
      await inject("POST", "/revoke", { sponsor: role("sponsor"), agent: role("customer", 5) }),
    );
    const sub = await app.inject({
      method: "POST",
      url: "/reputation/subscribe",
      payload: { url: "http://127.0.0.1:1/x" },
      headers: key(),
    });
    holds("post", "/reputation/subscribe", sub);
    holds("delete", "/reputation/subscribe/{id}", await inject("DELETE", "/reputation/subscribe/none"));
  });
});
