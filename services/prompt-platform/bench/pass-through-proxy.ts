// The reference for the firewall bench: a bare pass-through proxy (Fastify and the sidecar's own
// upstream client, nothing else: no key, scan, policy or audit frame) in its own process, so the cost
// of any extra HTTP hop on this machine can be told apart from the sidecar's own work. UPSTREAM_URL is
// the simulator's base URL. Prints {"url"}.
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type { ChatRequest } from "../src/firewall/sidecar/chat-request.js";
import { HttpChatUpstream } from "../src/firewall/sidecar/chat-upstream.js";

const upstream = new HttpChatUpstream({ baseUrl: `${process.env.UPSTREAM_URL}/v1`, timeoutMs: 60_000 });
const app = Fastify({ bodyLimit: 1_048_576 });
app.post("/v1/chat/completions", async (request, reply) => {
  const answer = await upstream.send(request.body as ChatRequest, new AbortController().signal);
  return reply.code(answer.status).header("content-type", answer.contentType).send(answer.body);
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }));
