import { generateKeyPairSync, sign as sign_ } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { canonicalJson } from "@platform/service-kit";
import { expect } from "vitest";
import { call, type SeededOrg, type SeededUser } from "./harness.js";

/** workspace → project → capability, as the org's developer. */
export async function newCapability(url: string, org: SeededOrg) {
  const ws = await call(url, "POST", "/api/workspaces", {
    key: org.dev.key,
    body: { name: `ws-${Math.random().toString(36).slice(2)}` },
  });
  expect(ws.status).toBe(201);
  const project = await call(url, "POST", `/api/workspaces/${ws.body.id}/projects`, {
    key: org.dev.key,
    body: { name: "assistant" },
  });
  const cap = await call(url, "POST", `/api/projects/${project.body.id}/capabilities`, {
    key: org.dev.key,
    body: { name: `cap-${Math.random().toString(36).slice(2)}` },
  });
  expect(cap.status).toBe(201);
  return {
    workspaceId: ws.body.id as string,
    projectId: project.body.id as string,
    capabilityId: cap.body.id as string,
  };
}

/** A version of the manifest, released: created by dev, approved by dev2 and admin, activated by admin. */
export async function release(
  url: string,
  org: SeededOrg,
  capabilityId: string,
  manifest: Record<string, unknown>,
  { activate = true } = {},
): Promise<{ releaseId: string; manifestHash: string }> {
  const v = await call(url, "POST", `/api/capabilities/${capabilityId}/versions`, {
    key: org.dev.key,
    body: { manifest },
  });
  expect(v.status).toBe(201);
  const r = await call(url, "POST", `/api/capabilities/${capabilityId}/releases`, {
    key: org.dev.key,
    body: { versionId: v.body.id },
  });
  await call(url, "POST", `/api/releases/${r.body.id}/submit`, { key: org.dev.key });
  await call(url, "POST", `/api/releases/${r.body.id}/approve`, { key: org.dev2.key });
  const approved = await call(url, "POST", `/api/releases/${r.body.id}/approve`, { key: org.admin.key });
  expect(approved.body.state).toBe("approved");
  if (activate) {
    const active = await call(url, "POST", `/api/releases/${r.body.id}/activate`, { key: org.admin.key });
    expect(active.body.state).toBe("active");
  }
  return { releaseId: r.body.id, manifestHash: v.body.manifestHash };
}

/** A capability with an active release of the manifest. */
export async function releasedCapability(url: string, org: SeededOrg, manifest: Record<string, unknown>) {
  const ids = await newCapability(url, org);
  return { ...ids, ...(await release(url, org, ids.capabilityId, manifest)) };
}

export interface SseEvent {
  event: string;
  data: string;
}

/** Parses a text/event-stream body into its events. */
export function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      return {
        event: lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message",
        data: lines
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n"),
      };
    });
}

/** POSTs with Accept: text/event-stream and reads the whole stream. */
export async function postStream(url: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      accept: "text/event-stream",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, events: res.ok ? parseSse(text) : [] };
}

/** Waits until `check` returns a value (polling), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface FakeOpenAi {
  url: string;
  /** Requests received, parsed. */
  requests: {
    body: { model: string; messages: { role: string; content: string }[] };
    headers: IncomingMessage["headers"];
  }[];
  /** How the next requests are answered; the default echoes the prompt with `prefix`. */
  behaviour: {
    prefix: string;
    /** Fail this many requests with `failStatus` before answering. */
    failures: number;
    failStatus: number;
    /** Delay every answer. */
    delayMs: number;
  };
  close(): Promise<void>;
}

/** A small OpenAI-compatible chat-completions server on a free port. */
export async function startFakeOpenAi(apiKey = "sk-test"): Promise<FakeOpenAi> {
  const state: FakeOpenAi = {
    url: "",
    requests: [],
    behaviour: { prefix: "AI: ", failures: 0, failStatus: 503, delayMs: 0 },
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return reply(404, { error: { message: "not found" } });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return reply(401, { error: { message: "bad key" } });
      const body = JSON.parse(raw);
      state.requests.push({ body, headers: req.headers });
      const b = state.behaviour;
      if (b.failures > 0) {
        b.failures--;
        return reply(b.failStatus, { error: { message: "try later" } }, { "retry-after": "0" });
      }
      const prompt = body.messages[body.messages.length - 1].content as string;
      const content = `${b.prefix}${prompt}`;
      setTimeout(
        () =>
          reply(200, {
            id: "chatcmpl-test",
            object: "chat.completion",
            model: body.model,
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: {
              prompt_tokens: prompt.length,
              completion_tokens: content.length,
              total_tokens: prompt.length + content.length,
            },
          }),
        b.delayMs,
      );
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

/** A user's registered Ed25519 commit-signing key, and helpers that commit with it through the API. */
export async function signerFor(url: string, user: SeededUser) {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const registered = await call(url, "POST", "/api/signing-keys", {
    key: user.key,
    body: { name: "laptop", publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString() },
  });
  expect(registered.status).toBe(201);
  const keyId = registered.body.keyId as string;
  const sign = (payload: Record<string, unknown>) => {
    const { type, tree, parents, author, committer, message, timestamp } = payload;
    const text = canonicalJson({ type, tree, parents, author, committer, message, timestamp });
    return { ...payload, signature: sign_(null, Buffer.from(text, "utf8"), privateKey).toString("base64") };
  };
  /** prepare → sign → commit; moves `branch` (from its head, or creates it). */
  const commit = async (
    repoId: string,
    branch: string,
    files: Record<string, string | null>,
    message = "change",
    opts: { expectedHead?: string | null; parent?: string } = {},
  ) => {
    const prepared = await call(url, "POST", `/api/repos/${repoId}/commits/prepare`, {
      key: user.key,
      body: { ...(opts.parent ? { parent: opts.parent } : { branch }), files, message, keyId },
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const created = await call(url, "POST", `/api/repos/${repoId}/commits`, {
      key: user.key,
      body: {
        commit: sign(prepared.body.commit),
        branch,
        ...(opts.expectedHead !== undefined ? { expectedHead: opts.expectedHead } : {}),
      },
    });
    return created;
  };
  return { keyId, privateKey, sign, commit };
}
