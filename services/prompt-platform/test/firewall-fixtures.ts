import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp, buildSidecar, type PlatformServices } from "../src/app.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";

/** Credential- and PII-shaped values built at run time, so no key-shaped string is committed. */
export const fake = {
  openAiKey: () => `sk-${"proj"}-${"Ab3dEf6hIj".repeat(4)}T3Blbk${"FJ"}${"Kl9mNo2qRs".repeat(4)}`,
  githubToken: () => `gh${"p"}_${"aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6"}`,
  /** Passes Luhn (a Visa number that is not one of the published test cards). */
  card: "4539 1488 0343 6467",
  iban: "GB82 WEST 1234 5698 7654 32",
  email: "maria.lopez@gmail.com",
};

/**
 * PII the redaction engine replaces (a name, which no pattern recognizer finds, an e-mail, a phone)
 * in one text, and that text as the model must receive it under the `redact` action.
 */
export const redactSample = (() => {
  const name = "Maria Lopez";
  const email = "maria.lopez@gmail.com";
  const phone = "+1 415 555 0134";
  return {
    name,
    email,
    phone,
    text: `Please write to ${name} at ${email} or call her on ${phone} about the invoice.`,
    masked:
      "Please write to [PERSON_0001] at [EMAIL_0001] or call her on [PHONE_E164_0001] about the invoice.",
  };
})();

export interface RunningSidecar {
  api: string;
  sidecar: string;
  services: PlatformServices;
  close(): Promise<void>;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** The platform API and its firewall sidecar over real sockets, on the given database. */
export async function startSidecar(db: Database, env: Record<string, string> = {}): Promise<RunningSidecar> {
  const config = readPromptConfig({
    DATABASE_URL: "memory:",
    LOG_LEVEL: "error",
    PLATFORM_AUTH: "true",
    ...env,
  });
  const { app, services, registry } = await buildApp({ config, db, signer: CheckpointSigner.generate() });
  const sidecar = await buildSidecar({ config, db }, services, registry);
  await app.listen({ port: 0, host: "127.0.0.1" });
  await sidecar.listen({ port: 0, host: "127.0.0.1" });
  return {
    api: urlOf(app),
    sidecar: urlOf(sidecar),
    services,
    close: async () => {
      await sidecar.close();
      await app.close();
    },
  };
}

export interface StreamingUpstream {
  /** …/v1 */
  url: string;
  requests: {
    body: { messages: { content: string }[]; stream?: boolean };
    /** The bytes as received, before parsing. */
    raw: string;
    headers: IncomingHttpHeaders;
  }[];
  close(): Promise<void>;
}

/** An OpenAI-compatible upstream that streams: three content chunks, then [DONE]. */
export async function startStreamingUpstream(apiKey = "sk-up"): Promise<StreamingUpstream> {
  const state: StreamingUpstream = { url: "", requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({ error: { message: "bad key", type: "auth", code: "invalid_api_key" } }),
        );
      }
      const body = JSON.parse(raw);
      state.requests.push({ body, raw, headers: req.headers });
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const word of ["Hello", " from", " upstream"])
        res.write(
          `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: word } }] })}\n\n`,
        );
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** The text of an SSE chat stream's content deltas, and whether it ended with [DONE]. */
export function readChatStream(text: string): { content: string; done: boolean } {
  let content = "";
  let done = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const data = line.slice(6);
    if (data === "[DONE]") done = true;
    else content += JSON.parse(data).choices[0]?.delta?.content ?? "";
  }
  return { content, done };
}
