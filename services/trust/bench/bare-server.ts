// The comparison point: one bare Fastify route serving a fixed JSON body, nothing else.
import Fastify from "fastify";

const body = process.env.BARE_BODY ?? "{}";
const app = Fastify();
app.get("/score", async (_req, reply) => reply.type("application/json").send(body));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${JSON.stringify({ url: address })}\n`);
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
