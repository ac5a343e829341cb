import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { caip2Network } from "../src/x402/networks.js";

const options = { algodUrl: "http://127.0.0.1:9", algodToken: "", timeoutMs: 2_000 };

describe("x402 v2 network ids (CAIP-2)", () => {
  it("knows testnet's and mainnet's genesis hashes without asking the node", async () => {
    expect(await caip2Network({ ...options, v1Network: "algorand-testnet" })()).toBe(
      "algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=",
    );
    expect(await caip2Network({ ...options, v1Network: "algorand-mainnet" })()).toBe(
      "algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=",
    );
  });

  it("reads any other network's from the node once, with its token, and tries again after a failure", async () => {
    const node = Fastify();
    let calls = 0;
    node.get("/v2/transactions/params", async (request, reply) => {
      calls += 1;
      if (calls === 1) return reply.code(503).send({ message: "catching up" });
      expect(request.headers["x-algo-api-token"]).toBe("secret");
      return { "genesis-hash": "aMekiDYkcFVrLczHX4OaOE3mwVVBEFOy3yHYPU/TOzE=", "genesis-id": "devnet-v1" };
    });
    const algodUrl = await node.listen({ host: "127.0.0.1", port: 0 });
    try {
      const network = caip2Network({
        v1Network: "algorand-devnet",
        algodUrl,
        algodToken: "secret",
        timeoutMs: 5_000,
      });
      await expect(network()).rejects.toThrow("algod /v2/transactions/params answered 503");
      expect(await network()).toBe("algorand:aMekiDYkcFVrLczHX4OaOE3mwVVBEFOy3yHYPU/TOzE=");
      expect(await network()).toBe("algorand:aMekiDYkcFVrLczHX4OaOE3mwVVBEFOy3yHYPU/TOzE=");
      expect(calls).toBe(2);
    } finally {
      await node.close();
    }
  });
});
