import type { Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlgorandChain } from "../src/chain/algorand-chain.js";
import { AlgorandWriter, ContractRejectedError } from "../src/chain/chain-writer.js";
import { delegateMessage, revocationSignature, signConsent, sponsorSignature } from "../src/chain/consent.js";
import { delegationConsent, readTrustConfig } from "../src/config.js";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

/** Sponsor consent (decision 0014), through the service and the registry's real TEAL. */
let devnet: Devnet;
let optional: { app: FastifyInstance; cleanup: () => Promise<void> };
let required: { app: FastifyInstance; cleanup: () => Promise<void> };
let chain: AlgorandChain;
let registry: number;
let counter = 0;

beforeAll(async () => {
  devnet = await sharedDevnet();
  registry = devnet.accounts.apps.registry;
  optional = await trustAgainst(devnet, { ...operatorEnv(devnet), DELEGATION_CONSENT: "optional" });
  required = await trustAgainst(devnet, { ...operatorEnv(devnet), DELEGATION_CONSENT: "required" });
  chain = new AlgorandChain({
    algodUrl: devnet.algodUrl,
    algodToken: "",
    indexerUrl: devnet.indexerUrl,
    indexerToken: "",
    timeoutMs: 10_000,
  });
});
afterAll(async () => {
  await optional.cleanup();
  await required.cleanup();
  await devnet.close();
});

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: "POST",
    url,
    payload,
    headers: { "idempotency-key": `consent-${Date.now()}-${counter++}` },
  });
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
let nextMerchant = 0;
/** An agent with on-chain history (the read endpoints answer 404 for wallets they cannot find). */
const existing = () => devnet.accounts.roles.established![nextMerchant++]!;
const party = () => {
  const account = algosdk.generateAccount();
  return { address: account.addr.toString(), mnemonic: algosdk.secretKeyToMnemonic(account.sk) };
};

describe("POST /delegate with a sponsor signature", () => {
  it("writes a consented delegation the registry verified; /delegation and /trust-graph say so", async () => {
    const sponsor = party();
    const agent = existing();
    const expiry = inAnHour();
    const signature = sponsorSignature(sponsor.mnemonic, {
      registryAppId: registry,
      agent,
      amount: 40,
      expiry,
    });
    const created = await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent,
      amount: 40,
      sponsorSignature: signature,
      consentExpiry: expiry,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ consented: true });
    expect(await chain.delegation(registry, agent, sponsor.address)).toMatchObject({
      consented: true,
      amount: 40e6,
    });
    const view = (await optional.app.inject(`/delegation?wallet=${agent}`)).json();
    expect(view.delegation.sponsors).toEqual([{ sponsor: sponsor.address, amount: 40, consented: true }]);
    const graph = (await optional.app.inject(`/trust-graph?wallet=${agent}`)).json();
    expect(graph.edges).toContainEqual({ sponsor: sponsor.address, agent, amount: 40, consented: true });
  });

  it("marks an unsigned delegation (allowed when optional) consented: false, and it counts for less", async () => {
    const sponsor = party();
    const signedAgent = existing();
    const unsignedAgent = existing();
    const expiry = inAnHour();
    const signature = sponsorSignature(sponsor.mnemonic, {
      registryAppId: registry,
      agent: signedAgent,
      amount: 500,
      expiry,
    });
    expect(
      (
        await post(optional.app, "/delegate", {
          sponsor: sponsor.address,
          agent: signedAgent,
          amount: 500,
          sponsorSignature: signature,
          consentExpiry: expiry,
        })
      ).statusCode,
    ).toBe(201);
    const unsigned = await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent: unsignedAgent,
      amount: 500,
    });
    expect(unsigned.statusCode).toBe(201);
    expect(unsigned.json()).toMatchObject({ consented: false });
    const signedView = (await optional.app.inject(`/delegation?wallet=${signedAgent}`)).json();
    const unsignedView = (await optional.app.inject(`/delegation?wallet=${unsignedAgent}`)).json();
    expect(unsignedView.delegation.sponsors).toEqual([
      { sponsor: sponsor.address, amount: 500, consented: false },
    ]);
    expect(unsignedView.breakdown.amount).toBeLessThan(signedView.breakdown.amount);
    expect(unsignedView.breakdown.sponsorCount).toBeLessThan(signedView.breakdown.sponsorCount);
  });

  it("refuses a bad, an expired and (when required) a missing signature, and writes nothing", async () => {
    const sponsor = party();
    const other = party();
    const agent = party().address;
    const expiry = inAnHour();
    const byOther = sponsorSignature(other.mnemonic, { registryAppId: registry, agent, amount: 5, expiry });
    const bad = await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent,
      amount: 5,
      sponsorSignature: byOther,
      consentExpiry: expiry,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_CONSENT_SIGNATURE" });

    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent,
      amount: 5,
      sponsorSignature: sponsorSignature(sponsor.mnemonic, {
        registryAppId: registry,
        agent,
        amount: 5,
        expiry: past,
      }),
      consentExpiry: past,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: "CONSENT_EXPIRED" });

    const missing = await post(required.app, "/delegate", { sponsor: sponsor.address, agent, amount: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "CONSENT_REQUIRED" });

    const malformed = await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent,
      amount: 5,
      sponsorSignature: "not base64 of 64 bytes",
      consentExpiry: expiry,
    });
    expect(malformed.statusCode).toBe(400);

    expect(await chain.delegation(registry, agent, sponsor.address)).toBeUndefined();
  });

  it("the registry itself refuses a forged signature, whoever submits it", async () => {
    const writer = new AlgorandWriter(devnet.algodUrl, "", operatorEnv(devnet).OPERATOR_MNEMONIC!, 10_000);
    const sponsor = party();
    const agent = party().address;
    const expiry = inAnHour();
    const signed = signConsent(party().mnemonic, delegateMessage(registry, agent, 5n, expiry));
    const attempt = writer.addDelegation(registry, sponsor.address, agent, 5n, { expiry, signature: signed });
    await expect(attempt).rejects.toBeInstanceOf(ContractRejectedError);
    await expect(attempt).rejects.toThrow(/logic eval error: assert failed pc=\d+/);
    expect(await chain.delegation(registry, agent, sponsor.address)).toBeUndefined();
  });
});

describe("DELEGATION_CONSENT", () => {
  const base = { HMAC_SECRET: "x".repeat(32) };
  it("defaults to required in production and optional elsewhere; refuses other values", () => {
    expect(delegationConsent(readTrustConfig({ ...base, NODE_ENV: "production" }))).toBe("required");
    expect(delegationConsent(readTrustConfig({ ...base, NODE_ENV: "development" }))).toBe("optional");
    expect(
      delegationConsent(readTrustConfig({ ...base, NODE_ENV: "production", DELEGATION_CONSENT: "optional" })),
    ).toBe("optional");
    expect(() => readTrustConfig({ DELEGATION_CONSENT: "sometimes" })).toThrow(
      /DELEGATION_CONSENT must be required or optional/,
    );
  });
});

describe("POST /revoke with a signature", () => {
  it("revokes with the agent's signature; refuses a stranger's, keeps the delegation", async () => {
    const sponsor = party();
    const agent = party();
    const expiry = inAnHour();
    await post(optional.app, "/delegate", {
      sponsor: sponsor.address,
      agent: agent.address,
      amount: 9,
      sponsorSignature: sponsorSignature(sponsor.mnemonic, {
        registryAppId: registry,
        agent: agent.address,
        amount: 9,
        expiry,
      }),
      consentExpiry: expiry,
    });
    const consent = { registryAppId: registry, sponsor: sponsor.address, agent: agent.address, expiry };
    const stranger = party();
    const refused = await post(required.app, "/revoke", {
      sponsor: sponsor.address,
      agent: agent.address,
      signature: revocationSignature(stranger.mnemonic, consent),
      signer: agent.address,
      consentExpiry: expiry,
    });
    expect(refused.statusCode).toBe(400);
    expect(await chain.delegation(registry, agent.address, sponsor.address)).toBeDefined();

    const revoked = await post(required.app, "/revoke", {
      sponsor: sponsor.address,
      agent: agent.address,
      signature: revocationSignature(agent.mnemonic, consent),
      signer: agent.address,
      consentExpiry: expiry,
    });
    expect(revoked.statusCode).toBe(200);
    expect(await chain.delegation(registry, agent.address, sponsor.address)).toBeUndefined();
  });
});
