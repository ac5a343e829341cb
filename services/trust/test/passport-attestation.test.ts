import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Devnet } from "@platform/algorand-devnet";
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassportChecksum } from "../src/scoring/passport.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let dir: string;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  dir = mkdtempSync(join(tmpdir(), "trust-passport-"));
});
afterAll(async () => {
  await devnet.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a merchant does offline: the JWKS fetched once, then only jose. */
async function verifyOffline(attestation: string, jwks: { keys: object[] }) {
  const { payload, protectedHeader } = await compactVerify(
    attestation,
    createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]),
  );
  return { passport: JSON.parse(new TextDecoder().decode(payload)), header: protectedHeader };
}

describe("signed passports", () => {
  it("GET /passport carries a compact EdDSA JWS of itself that verifies offline against the JWKS", async () => {
    // The state directory outlives this app: the next test restarts on it.
    const { app } = await trustAgainst(devnet, {}, dir);
    const passport = (await app.inject(`/passport?wallet=${role("reputable")}`)).json();
    const jwksRes = await app.inject("/.well-known/jwks.json");
    expect(jwksRes.statusCode).toBe(200);
    const jwks = jwksRes.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: expect.any(String),
      alg: "EdDSA",
      use: "sig",
    });
    expect(jwks.keys[0]).not.toHaveProperty("d");

    const { attestation, ...rest } = passport;
    expect(attestation.split(".")).toHaveLength(3);
    const { passport: signed, header } = await verifyOffline(attestation, jwks);
    expect(header).toEqual({ alg: "EdDSA", kid: jwks.keys[0].kid, typ: "trust-passport+jws" });
    expect(signed).toEqual(rest);
    expect(verifyPassportChecksum(signed)).toBe(true);

    // A forged passport: the payload changed, the signature kept.
    const [h, , sig] = attestation.split(".");
    const forged = Buffer.from(JSON.stringify({ ...rest, trustScore: 100 })).toString("base64url");
    await expect(verifyOffline(`${h}.${forged}.${sig}`, jwks)).rejects.toThrow(
      /signature verification failed/,
    );
    // Signed by another service's key: no key of this JWKS verifies it.
    const stranger = await trustAgainst(devnet);
    const strangers = (await stranger.app.inject(`/passport?wallet=${role("reputable")}`)).json();
    await expect(verifyOffline(strangers.attestation, jwks)).rejects.toThrow();
    await stranger.cleanup();

    // The generated private key is kept beside the state files, readable by the service alone.
    expect(statSync(join(dir, "passport-keys.json")).mode & 0o777).toBe(0o600);
    await app.close();
  });

  it("a restart keeps the key; a new PASSPORT_SIGNING_KEY rotates and old passports still verify", async () => {
    const before = await trustAgainst(devnet, {}, dir);
    const oldPassport = (await before.app.inject(`/passport?wallet=${role("established")}`)).json();
    const oldKid = decodeProtectedHeader(oldPassport.attestation).kid;
    await before.app.close();

    const again = await trustAgainst(devnet, {}, dir);
    expect(
      (await again.app.inject("/.well-known/jwks.json")).json().keys.map((k: { kid: string }) => k.kid),
    ).toEqual([oldKid]);
    await again.app.close();

    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    const configured = JSON.stringify(await exportJWK(privateKey));
    const rotated = await trustAgainst(devnet, { PASSPORT_SIGNING_KEY: configured }, dir);
    const jwks = (await rotated.app.inject("/.well-known/jwks.json")).json();
    expect(jwks.keys).toHaveLength(2);
    const newPassport = (await rotated.app.inject(`/passport?wallet=${role("agent")}`)).json();
    const newKid = decodeProtectedHeader(newPassport.attestation).kid;
    expect(newKid).not.toBe(oldKid);
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([newKid, oldKid]);
    expect((await verifyOffline(newPassport.attestation, jwks)).header.kid).toBe(newKid);
    expect((await verifyOffline(oldPassport.attestation, jwks)).passport.wallet).toBe(role("established"));
    await rotated.app.close();
  });

  it("refuses a PASSPORT_SIGNING_KEY that is not a private Ed25519 JWK", async () => {
    for (const bad of ["nope", '{"kty":"OKP","crv":"Ed25519","x":"abc"}', '{"kty":"EC","crv":"P-256"}']) {
      await expect(trustAgainst(devnet, { PASSPORT_SIGNING_KEY: bad })).rejects.toThrow(
        "PASSPORT_SIGNING_KEY must be a private Ed25519 JWK",
      );
    }
  });
});
