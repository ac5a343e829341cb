import algosdk from "algosdk";
import { type Devnet, startDevnet } from "../src/index.js";

export interface Clients {
  devnet: Devnet;
  algod: algosdk.Algodv2;
  indexer: algosdk.Indexer;
}

/** A devnet on random ports with instant rounds, and algosdk's own clients pointed at it. */
export async function startClients(options: Parameters<typeof startDevnet>[0] = {}): Promise<Clients> {
  const devnet = await startDevnet({ seed: "test", wallets: 50, blockTimeMs: 0, ...options });
  const algodUrl = new URL(devnet.algodUrl);
  const indexerUrl = new URL(devnet.indexerUrl);
  return {
    devnet,
    algod: new algosdk.Algodv2(options.algodToken ?? "", `http://${algodUrl.hostname}`, algodUrl.port),
    indexer: new algosdk.Indexer(
      options.indexerToken ?? "",
      `http://${indexerUrl.hostname}`,
      indexerUrl.port,
    ),
  };
}

export function funded(devnet: Devnet, index = 0) {
  const address = devnet.accounts.roles.funded![index]!;
  return algosdk.mnemonicToSecretKey(devnet.accounts.mnemonics[address]!);
}
