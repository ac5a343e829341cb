// Deploys the registry and reputation applications from contracts/*.teal and prints their ids.
//
//   DEPLOYER_MNEMONIC="..." ALGOD_URL=http://127.0.0.1:4001 npm run deploy:contracts -w services/trust
//
// The deployer becomes each application's creator (the registry's creator is the trust anchor).
// With OPERATOR_ADDRESS set (or derived from OPERATOR_MNEMONIC) the operator is switched to that
// account, so the service can sign writes without holding the deployer's key. Each application
// account is funded with APP_FUNDING_MICROALGOS (default 100 000: an account's base minimum
// balance). Boxes need no prefunding: each write that creates one pays its minimum balance to the
// application account in the same group (decision 0013).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { env, readConfig } from "@platform/service-kit";
import algosdk from "algosdk";

const CONTRACTS = fileURLToPath(new URL("../contracts/", import.meta.url));

/** Global state of both programs: `operator` (bytes) and one counter (`total` or `totalEvents`). */
const GLOBAL_SCHEMA = { numGlobalByteSlices: 1, numGlobalInts: 1, numLocalByteSlices: 0, numLocalInts: 0 };

export interface DeployOptions {
  algod: algosdk.Algodv2;
  deployer: algosdk.Account;
  operator?: string;
  fundMicroAlgos: number;
}

export interface Deployment {
  registryAppId: number;
  reputationAppId: number;
  creator: string;
  operator: string;
}

export async function deployContracts(options: DeployOptions): Promise<Deployment> {
  const { algod, deployer } = options;
  const clear = await compile(algod, "clear.teal");
  const registryAppId = await createApp(options, await compile(algod, "registry.approval.teal"), clear);
  const reputationAppId = await createApp(options, await compile(algod, "reputation.approval.teal"), clear);
  const operator = options.operator ?? deployer.addr.toString();
  if (operator !== deployer.addr.toString()) {
    for (const appId of [registryAppId, reputationAppId]) await setOperator(options, appId, operator);
  }
  return { registryAppId, reputationAppId, creator: deployer.addr.toString(), operator };
}

async function compile(algod: algosdk.Algodv2, file: string): Promise<Uint8Array> {
  const { result } = await algod.compile(readFileSync(`${CONTRACTS}${file}`, "utf8")).do();
  return algosdk.base64ToBytes(result);
}

async function createApp(options: DeployOptions, approvalProgram: Uint8Array, clearProgram: Uint8Array) {
  const { algod, deployer } = options;
  const suggestedParams = await algod.getTransactionParams().do();
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: deployer.addr,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram,
    clearProgram,
    ...GLOBAL_SCHEMA,
    suggestedParams,
  });
  const confirmed = await submit(algod, txn, deployer);
  const appId = Number(confirmed.applicationIndex ?? 0);
  if (appId === 0) throw new Error(`transaction ${txn.txID()} confirmed without creating an application`);
  if (options.fundMicroAlgos > 0) {
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: deployer.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: options.fundMicroAlgos,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    await submit(algod, fund, deployer);
  }
  return appId;
}

async function setOperator(options: DeployOptions, appId: number, operator: string) {
  const method = algosdk.ABIMethod.fromSignature("set_operator(address)void");
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: options.deployer.addr,
    appIndex: appId,
    appArgs: [method.getSelector(), algosdk.ABIType.from("address").encode(operator)],
    suggestedParams: await options.algod.getTransactionParams().do(),
  });
  await submit(options.algod, txn, options.deployer);
}

async function submit(algod: algosdk.Algodv2, txn: algosdk.Transaction, signer: algosdk.Account) {
  await algod.sendRawTransaction(txn.signTxn(signer.sk)).do();
  return algosdk.waitForConfirmation(algod, txn.txID(), 10);
}

async function main(): Promise<void> {
  const config = readConfig(
    {
      ALGOD_URL: env.url({ default: "http://127.0.0.1:4001" }),
      ALGOD_TOKEN: env.string({ default: "" }),
      DEPLOYER_MNEMONIC: env.string({ required: true }),
      OPERATOR_ADDRESS: env.string({ default: "" }),
      OPERATOR_MNEMONIC: env.string({ default: "" }),
      APP_FUNDING_MICROALGOS: env.int({ default: 100_000, min: 0 }),
    },
    process.env,
  );
  const deployer = algosdk.mnemonicToSecretKey(config.DEPLOYER_MNEMONIC!);
  const operator =
    config.OPERATOR_ADDRESS ||
    (config.OPERATOR_MNEMONIC ? algosdk.mnemonicToSecretKey(config.OPERATOR_MNEMONIC).addr.toString() : "");
  if (operator && !algosdk.isValidAddress(operator))
    throw new Error("OPERATOR_ADDRESS is not a valid address");
  const url = new URL(config.ALGOD_URL);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const algod = new algosdk.Algodv2(config.ALGOD_TOKEN, `${url.protocol}//${url.hostname}`, port);
  const deployment = await deployContracts({
    algod,
    deployer,
    ...(operator ? { operator } : {}),
    fundMicroAlgos: config.APP_FUNDING_MICROALGOS,
  });
  console.log(JSON.stringify(deployment));
  console.log(`REGISTRY_APP_ID=${deployment.registryAppId}`);
  console.log(`REPUTATION_APP_ID=${deployment.reputationAppId}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    // The mnemonic never reaches this message: algosdk's errors name the problem, not the words.
    console.error(`deploy failed: ${error.message}`);
    process.exit(1);
  });
}
