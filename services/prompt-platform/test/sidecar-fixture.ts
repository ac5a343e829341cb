import { expect } from "vitest";
import type { Database } from "../src/db/database.js";
import { type FakeOpenAi, startFakeOpenAi } from "./delivery-fixtures.js";
import {
  type RunningSidecar,
  type StreamingUpstream,
  startSidecar,
  startStreamingUpstream,
} from "./firewall-fixtures.js";
import { type Backend, type SeededOrg, seedOrg } from "./harness.js";

/** A chat request: a system prompt and one user turn. */
export const chat = (content: string, extra: Record<string, unknown> = {}) => ({
  model: "gpt-test",
  messages: [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content },
  ],
  ...extra,
});

/** Responses that carried a decision since the last `openSidecarRig` (each must have left one audit frame). */
let decisions = 0;
export const decided = () => decisions;

/** POST /v1/chat/completions to a sidecar; a body given as a string is sent as it is. */
export async function post(base: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/v1/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.headers.get("x-firewall-decision")) decisions++;
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

/** `scan;dur=0.142, audit;dur=0.4` as {scan: 0.142, audit: 0.4}, checking every entry's form. */
export function serverTimingOf(header: string | null): Record<string, number> {
  expect(header).toMatch(/^[a-z]+;dur=\d+\.\d{3}(, [a-z]+;dur=\d+\.\d{3})*$/);
  return Object.fromEntries(
    header!.split(", ").map((entry) => {
      const [name, dur] = entry.split(";dur=");
      return [name!, Number(dur)];
    }),
  );
}

/** What the sidecar tests share: three sidecars over one database, their upstreams, two organisations. */
export interface SidecarRig {
  db: Database;
  upstream: FakeOpenAi;
  streaming: StreamingUpstream;
  /** Forwards to `upstream`; bodies over 4 096 bytes are refused. */
  http: RunningSidecar;
  /** No upstream: answers from the built-in simulator. */
  sim: RunningSidecar;
  /** Forwards to `streaming`. */
  live: RunningSidecar;
  org: SeededOrg;
  other: SeededOrg;
  close(): Promise<void>;
}

export async function openSidecarRig(backend: Backend): Promise<SidecarRig> {
  const { db, drop } = await backend.open();
  decisions = 0;
  const upstream = await startFakeOpenAi("sk-upstream");
  const streaming = await startStreamingUpstream("sk-up");
  const http = await startSidecar(db, {
    PLATFORM_SIDECAR_UPSTREAM_URL: upstream.url,
    PLATFORM_SIDECAR_UPSTREAM_API_KEY: "sk-upstream",
    PLATFORM_SIDECAR_BODY_LIMIT_BYTES: "4096",
  });
  const sim = await startSidecar(db);
  const live = await startSidecar(db, {
    PLATFORM_SIDECAR_UPSTREAM_URL: streaming.url,
    PLATFORM_SIDECAR_UPSTREAM_API_KEY: "sk-up",
  });
  const org = await seedOrg(http.services, "fw");
  const other = await seedOrg(http.services, "fw-other");
  return {
    db,
    upstream,
    streaming,
    http,
    sim,
    live,
    org,
    other,
    close: async () => {
      await Promise.all([http.close(), sim.close(), live.close()]);
      await Promise.all([upstream.close(), streaming.close()]);
      await drop();
    },
  };
}
