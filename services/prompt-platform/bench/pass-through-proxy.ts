// The reference for the firewall bench: a bare pass-through proxy (Fastify and fetch, nothing else)
// in its own process, so the cost of any extra HTTP hop on this machine can be told apart from the
// sidecar's own work. UPSTREAM_URL is the simulator's base URL. Prints {"url"}.
import type { AddressInfo } from "node:net";
import Fastify from "fastify";

const upstream = `${process.env.UPSTREAM_URL}/v1/chat/completions`;
const app = Fastify({ bodyLimit: 1_048_576 });
app.post("/v1/chat/completions", async (request, reply) => {
  const res = await fetch(upstream, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request.body),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return reply
    .code(res.status)
    .header("content-type", res.headers.get("content-type") ?? "application/json")
    .send(body);
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }));
