import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { hex } from "../apps/app-state.js";
import { AssemblyError, assemble } from "../avm/assembler.js";
import type { Chain } from "../chain.js";
import { fail } from "./common.js";
import { algodAccount, application, parseBoxName } from "./views.js";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** The devnet's fixed ALGO price in USD, served as a price feed for the trust service (issue 21). */
export const DEVNET_ALGO_USD = 0.25;

export function algodRoutes(app: FastifyInstance, chain: Chain): void {
  const { ledger } = chain;
  app.addContentTypeParser("application/x-binary", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser("application/msgpack", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );

  app.get("/health", async () => ({}));
  app.get("/_devnet/accounts", async () => chain.accounts);
  // A price feed in the shape the trust service reads from ALGO_PRICE_URL.
  app.get("/_devnet/price/algo-usd", async () => ({
    algoUsd: DEVNET_ALGO_USD,
    asOf: new Date().toISOString(),
  }));

  app.get("/v2/status", async () => chain.status());
  app.get<{ Params: { round: string } }>("/v2/status/wait-for-block-after/:round", async (request) => {
    const round = Number(request.params.round);
    if (!Number.isInteger(round) || round < 0) fail("invalid round");
    await chain.waitForRoundAfter(round, 60_000);
    return chain.status();
  });

  app.get("/v2/transactions/params", async () => ({
    "consensus-version": "future",
    fee: 0,
    "genesis-hash": b64(ledger.options.genesisHash),
    "genesis-id": ledger.options.genesisId,
    "last-round": ledger.round,
    "min-fee": 1000,
  }));

  app.get<{ Params: { address: string } }>("/v2/accounts/:address", async (request) => {
    const address = request.params.address;
    if (!algosdk.isValidAddress(address)) fail("failed to parse the address");
    const account = ledger.account(address);
    if (account) return algodAccount(ledger, account);
    // algod reports an unknown but valid address as an empty account, as a real node does.
    return algodAccount(ledger, {
      address,
      amount: 0,
      createdAtRound: ledger.round,
      assets: new Map(),
      createdApps: 0,
      createdAssets: 0,
    });
  });

  app.get<{ Params: { address: string; assetId: string } }>(
    "/v2/accounts/:address/assets/:assetId",
    async (request) => {
      const { address } = request.params;
      if (!algosdk.isValidAddress(address)) fail("failed to parse the address");
      const assetId = Number(request.params.assetId);
      const amount = ledger.account(address)?.assets.get(assetId);
      if (amount === undefined) fail("account asset info not found", 404);
      return { round: ledger.round, "asset-holding": { "asset-id": assetId, amount, "is-frozen": false } };
    },
  );

  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post("/v2/teal/compile", async (request) => {
    if (typeof request.body !== "string" || request.body.length === 0) fail("empty program source");
    try {
      const { hash, program } = assemble(request.body);
      return { hash, result: b64(program) };
    } catch (error) {
      if (error instanceof AssemblyError) fail(error.message);
      throw error;
    }
  });

  app.post("/v2/transactions", async (request) => {
    const body = request.body;
    if (!(body instanceof Buffer) || body.length === 0) fail("empty transaction body");
    const txId = chain.submit(decodeGroup(body));
    return { txId };
  });

  app.get<{ Params: { txid: string }; Querystring: { format?: string } }>(
    "/v2/transactions/pending/:txid",
    async (request, reply) => {
      const found = ledger.pending(request.params.txid);
      if (!found) fail("txn does not exist", 404);
      const confirmed = found.round <= ledger.round;
      const response = new algosdk.modelsv2.PendingTransactionResponse({
        poolError: "",
        txn: found.stxn,
        confirmedRound: confirmed ? found.round : undefined,
        applicationIndex: confirmed ? ledger.createdAppOf(found.txId) : undefined,
      });
      if (request.query.format === "msgpack") {
        return reply.type("application/msgpack").send(Buffer.from(algosdk.encodeMsgpack(response)));
      }
      return reply.type("application/json").send(algosdk.encodeJSON(response));
    },
  );

  app.get<{ Params: { id: string } }>("/v2/applications/:id", async (request) => {
    const found = ledger.apps.get(Number(request.params.id));
    if (!found) fail("application does not exist", 404);
    return application(found);
  });

  app.get<{ Params: { id: string }; Querystring: { name?: string } }>(
    "/v2/applications/:id/box",
    async (request) => {
      const appId = Number(request.params.id);
      if (!ledger.apps.has(appId)) fail("application does not exist", 404);
      const name = parseBoxName(request.query.name ?? "");
      if (!name) fail("failed to decode box name: expected encoding:value, e.g. b64:AAAA");
      const value = ledger.box(appId, name);
      if (!value) fail("box not found", 404);
      return { name: b64(name), round: ledger.round, value: b64(value) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { max?: string; prefix?: string } }>(
    "/v2/applications/:id/boxes",
    async (request) => {
      const appId = Number(request.params.id);
      if (!ledger.apps.has(appId)) fail("application does not exist", 404);
      const prefix = request.query.prefix ? parseBoxName(request.query.prefix) : undefined;
      if (request.query.prefix && !prefix) fail("failed to decode box prefix");
      const max = request.query.max ? Number(request.query.max) : 0;
      let names = ledger.boxNames(appId);
      if (prefix) names = names.filter((n) => hex(n).startsWith(hex(prefix)));
      if (max > 0) names = names.slice(0, max);
      return { round: ledger.round, boxes: names.map((n) => ({ name: b64(n) })) };
    },
  );
}

/** A POST body is one signed transaction or a group of them, concatenated msgpack. */
export function decodeGroup(body: Uint8Array): algosdk.SignedTransaction[] {
  const out: algosdk.SignedTransaction[] = [];
  try {
    for (const raw of splitMsgpack(body)) out.push(algosdk.decodeSignedTransaction(raw));
  } catch (error) {
    fail(`msgpack decode error: ${(error as Error).message}`);
  }
  return out;
}

function splitMsgpack(body: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let at = 0;
  while (at < body.length) {
    const end = at + msgpackLength(body, at);
    parts.push(body.subarray(at, end));
    at = end;
  }
  return parts;
}

/** Byte length of the msgpack value starting at `at` (enough of the format for signed transactions). */
function msgpackLength(b: Uint8Array, at: number): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const t = b[at];
  if (t === undefined) throw new Error("truncated");
  const seq = (count: number, header: number) => {
    let length = header;
    for (let i = 0; i < count; i++) length += msgpackLength(b, at + length);
    return length;
  };
  if (t <= 0x7f || t >= 0xe0 || t === 0xc0 || t === 0xc2 || t === 0xc3) return 1;
  if (t >= 0x80 && t <= 0x8f) return seq((t & 0x0f) * 2, 1);
  if (t >= 0x90 && t <= 0x9f) return seq(t & 0x0f, 1);
  if (t >= 0xa0 && t <= 0xbf) return 1 + (t & 0x1f);
  switch (t) {
    case 0xc4:
    case 0xd9:
      return 2 + b[at + 1]!;
    case 0xc5:
    case 0xda:
      return 3 + view.getUint16(at + 1);
    case 0xc6:
    case 0xdb:
      return 5 + view.getUint32(at + 1);
    case 0xcc:
    case 0xd0:
      return 2;
    case 0xcd:
    case 0xd1:
      return 3;
    case 0xce:
    case 0xd2:
    case 0xca:
      return 5;
    case 0xcf:
    case 0xd3:
    case 0xcb:
      return 9;
    case 0xdc:
      return seq(view.getUint16(at + 1), 3);
    case 0xdd:
      return seq(view.getUint32(at + 1), 5);
    case 0xde:
      return seq(view.getUint16(at + 1) * 2, 3);
    case 0xdf:
      return seq(view.getUint32(at + 1) * 2, 5);
    default:
      throw new Error(`unsupported msgpack type 0x${t.toString(16)}`);
  }
}
