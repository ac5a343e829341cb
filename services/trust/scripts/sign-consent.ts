// Produces a consent signature with the signer's own key (decision 0014), for POST /delegate's
// `sponsorSignature` or POST /revoke's `signature`. The key stays on the signer's machine: the
// service only ever sees the signature.
//
//   SIGNER_MNEMONIC="25 words" node --import tsx scripts/sign-consent.ts delegate <registryAppId> <agent> <amountUsdc> [expiryUnixSeconds]
//   SIGNER_MNEMONIC="25 words" node --import tsx scripts/sign-consent.ts revoke <registryAppId> <sponsor> <agent> [expiryUnixSeconds]
//
// The expiry defaults to one hour from now. Prints JSON ready to merge into the request body.
import algosdk from "algosdk";
import { revocationSignature, sponsorSignature } from "../src/chain/consent.js";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [kind, appIdText, first, second, expiryText] = process.argv.slice(2);
const mnemonic =
  process.env.SIGNER_MNEMONIC ?? fail("SIGNER_MNEMONIC is required (the sponsor's or agent's 25 words)");
const registryAppId = Number(appIdText);
if (!Number.isInteger(registryAppId) || registryAppId <= 0) fail("registryAppId must be a positive integer");
const expiry = expiryText ? Number(expiryText) : Math.floor(Date.now() / 1000) + 3600;
if (!Number.isInteger(expiry) || expiry <= 0) fail("expiry must be unix seconds");
const address = (text: string | undefined, name: string) =>
  text && algosdk.isValidAddress(text) ? text : fail(`${name} must be an Algorand address`);

if (kind === "delegate") {
  const agent = address(first, "agent");
  const amount = Number(second);
  if (!(amount > 0)) fail("amountUsdc must be a positive number");
  const signature = sponsorSignature(mnemonic, { registryAppId, agent, amount, expiry });
  console.log(JSON.stringify({ sponsorSignature: signature, consentExpiry: expiry }));
} else if (kind === "revoke") {
  const sponsor = address(first, "sponsor");
  const agent = address(second, "agent");
  const signer = algosdk.mnemonicToSecretKey(mnemonic).addr.toString();
  const signature = revocationSignature(mnemonic, { registryAppId, sponsor, agent, expiry });
  console.log(JSON.stringify({ signature, signer, consentExpiry: expiry }));
} else {
  fail(
    "usage: sign-consent.ts delegate <appId> <agent> <amountUsdc> [expiry] | revoke <appId> <sponsor> <agent> [expiry]",
  );
}
