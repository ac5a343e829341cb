// The chat simulator behind a bare listener, in its own process: the upstream the firewall bench
// calls directly and through the sidecar. SIM_LATENCY_MS (0) delays each answer. Prints {"url"}.
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type { ChatRequest } from "../src/firewall/sidecar/chat-request.js";
import { SimulatorChatUpstream } from "../src/firewall/sidecar/chat-upstream.js";

const app = Fastify({ bodyLimit: 1_048_576 });
const upstream = new SimulatorChatUpstream(Number(process.env.SIM_LATENCY_MS ?? 0));
app.post("/v1/chat/completions", async (request, reply) => {
  const answer = await upstream.send(request.body as ChatRequest, new AbortController().signal);
  return reply.code(answer.status).header("content-type", answer.contentType).send(answer.body);
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }));
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
