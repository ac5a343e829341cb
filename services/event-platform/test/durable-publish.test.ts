import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { EventStore } from "../src/store/event-store.js";
import { NatsTransport } from "../src/transport/nats-transport.js";
import { tempDir, testConfig } from "./helpers.js";
import { deleteStream, streamMessages, testNatsUrl, uniqueNames } from "./nats-helpers.js";

/**
 * The CLI itself, not the launcher: SIGKILL must hit the process that holds the events (the
 * launcher would take its child down through the IPC channel, a gentler end).
 */
const main = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url));
const tsx = import.meta.resolve("tsx");
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

interface Daemon {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startDaemon(cwd: string): Promise<Daemon> {
  const child = spawn(
    process.execPath,
    ["--conditions=source", "--import", tsx, main, "serve", "--port", "0", "--services", "mechanism,audit"],
    {
      cwd,
      env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none", EVENTPLAT_LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.add(child);
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => {
      children.delete(child);
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (!line.startsWith("{")) return;
      const record = JSON.parse(line) as { message?: string; url?: string };
      if (record.message === "eventctl serve listening") resolve(record.url!);
    });
    void exited.then(() => reject(new Error(`daemon exited before listening: ${stderr}`)));
  });
  return { child, url, exited };
}

/** Publishes pings until stopped; keeps the id of every event answered 202. */
function publishLoop(url: string, acked: Set<string>, concurrency = 8) {
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}/v1/publish`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ event_type: "mechanism.ping", payload: {} }),
        });
        if (response.status === 202) acked.add(((await response.json()) as { event_id: string }).event_id);
      } catch {
        return; // the daemon is gone: nothing from here on was acknowledged
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

async function until(check: () => boolean, what: string, deadlineMs = 120_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("durable acceptance: POST /v1/publish answers 202 only once the event is in the store", () => {
  it("every event answered 202 is handled, across kill -9 in a loop and a restart", {
    timeout: 300_000,
  }, async () => {
    const cwd = tempDir("eventplat-kill-");
    const acked = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const daemon = await startDaemon(cwd);
      const before = acked.size;
      const loop = publishLoop(daemon.url, acked);
      // Kill at a different point each round, while requests are in flight.
      await until(() => acked.size >= before + 20 + round * 15, "acknowledged publishes");
      daemon.child.kill("SIGKILL");
      await daemon.exited;
      await loop.stop();
    }
    // The last start publishes what the kills left in the inbox; a graceful stop then flushes.
    const daemon = await startDaemon(cwd);
    daemon.child.kill("SIGTERM");
    await daemon.exited;

    const store = EventStore.open({ path: join(cwd, ".eventctl", "eventplat.db") });
    try {
      const ledger = store.listValues<{ event_id: string; event_type: string; correlation_id: string }>(
        "audit/",
      );
      const pinged = new Set(
        ledger.filter((e) => e.value.event_type === "mechanism.ping").map((e) => e.value.event_id),
      );
      // A pong keeps its ping's correlation id, which is the ping's own id.
      const ponged = new Set(
        ledger.filter((e) => e.value.event_type === "mechanism.pong").map((e) => e.value.correlation_id),
      );
      const lost = [...acked].filter((id) => !pinged.has(id) || !ponged.has(id));
      expect(acked.size).toBeGreaterThanOrEqual(20 + 35 + 50);
      expect(lost).toEqual([]);
      expect(store.listValues("inbox/")).toEqual([]);
    } finally {
      store.close();
    }
  });
});

const natsUrl = testNatsUrl("durable-publish.test.ts");

describe.skipIf(!natsUrl)("durable acceptance over NATS (TEST_NATS_URL)", () => {
  it("accept resolves only once JetStream has stored the event", async () => {
    const names = uniqueNames("durable");
    const transport = await NatsTransport.connect({
      servers: natsUrl!,
      stream: names.stream,
      subjectPrefix: names.prefix,
      maxDeliver: 3,
      ackWaitMs: 5000,
      backoffMs: 20,
      duplicateWindowMs: 60_000,
      maxAgeMs: 3_600_000,
      batch: 10,
    });
    const runtime = await EventRuntime.start({ config: testConfig(), services: ["audit"], transport });
    try {
      const event = runtime.identity("daemon").createEvent({ event_type: "mechanism.ping", payload: {} });
      expect(await runtime.accept(event)).toEqual({ status: "forwarded", event_id: event.event_id });
      expect(await streamMessages(natsUrl!, names.stream)).toBe(1);
      // Nothing was written to the in-process inbox: JetStream holds it.
      expect(runtime.store.listValues("inbox/")).toEqual([]);
    } finally {
      await runtime.stop();
      await deleteStream(natsUrl!, names.stream);
    }
  });
});
