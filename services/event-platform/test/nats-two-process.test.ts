import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { eventctl, killLeftovers, startEventctl } from "./eventctl-process.js";
import { spawnFixture, tempDir } from "./helpers.js";
import {
  deleteStream,
  eventctlNatsEnv,
  loanSystemPublisher,
  StreamTap,
  servicesRunning,
  testNatsUrl,
  uniqueNames,
} from "./nats-helpers.js";

/*
 * Two processes consume the same durable consumers; one is killed with SIGKILL mid-stream.
 *
 * What the design guarantees. JetStream delivers at least once: a message is acked only after its
 * handler succeeded, so the message a process was handling when it died is redelivered (after the
 * ack wait) to the survivor, whose handler runs again. The handler's effect on the platform is its
 * follow-up events, and those are exactly once: a follow-up's id is derived from its cause's id,
 * the service and the event type (`derivedEventId`), and JetStream stores one message per
 * `Nats-Msg-Id` within its duplicate window, so the second run's follow-ups are dropped. Nothing is
 * lost: unacked messages stay with the durable consumer until some process acks them. What a dead
 * process recorded locally (its own store) is its own: the audit entry of the one event it was
 * handling at the kill may also be written by the survivor.
 */

const url = testNatsUrl("nats-two-process.test.ts");
const streams: string[] = [];
const children = new Set<ChildProcess>();

afterAll(async () => {
  killLeftovers();
  for (const child of children) child.kill("SIGKILL");
  if (url) for (const stream of streams) await deleteStream(url, stream);
});

/** The worker fixture as a child process; `line` resolves with the first stdout line matching. */
function startWorker(env: Record<string, string>) {
  const child = spawnFixture("nats-worker-child.ts", env);
  children.add(child);
  const lines: string[] = [];
  const waiters: Array<{ prefix: string; resolve: (line: string) => void }> = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    lines.push(line);
    for (const w of waiters.filter((w) => line.startsWith(w.prefix))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(line);
    }
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => {
      children.delete(child);
      resolve(signal);
    }),
  );
  return {
    pid: child.pid!,
    exited,
    kill: (signal: NodeJS.Signals) => child.kill(signal),
    line: (prefix: string) =>
      new Promise<string>((resolve, reject) => {
        const seen = lines.find((l) => l.startsWith(prefix));
        if (seen) return resolve(seen);
        waiters.push({ prefix, resolve });
        void exited.then((signal) => reject(new Error(`worker exited (${signal}) before "${prefix}"`)));
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)(
  "two processes on the same durable consumers, one killed mid-stream (TEST_NATS_URL)",
  () => {
    it("the event in hand at the kill runs again in the survivor, yet its follow-up is stored once; none is lost", async () => {
      const names = uniqueNames("kill");
      streams.push(names.stream);
      const runsFile = join(tempDir(), "runs.txt");
      const env = {
        NATS_URL: url!,
        STREAM: names.stream,
        PREFIX: names.prefix,
        RUNS_FILE: runsFile,
        IDENTITY_DIR: tempDir("eventplat-keys-"),
      };
      const doomed = startWorker({ ...env, HOLD_AFTER: "10" });
      await doomed.line("READY");
      const survivor = startWorker(env);
      await survivor.line("READY");
      const tap = await StreamTap.open(url!, names.stream);
      const loanSystem = await loanSystemPublisher(url!, names.stream, names.prefix);
      const total = 60;
      for (let n = 1; n <= total; n++) await loanSystem.send("t.work", { n });

      // The doomed process stops inside a handler after its follow-up is stored, before its ack.
      const held = Number((await doomed.line("HOLDING")).split(" ")[1]);
      doomed.kill("SIGKILL");
      expect(await doomed.exited).toBe("SIGKILL");

      await tap.waitFor((events) => events.filter((e) => e.event_type === "t.done").length >= total);
      await pause(3000); // past the ack wait: a late redelivery would have run by now
      const done = tap.of("t.done").map((e) => e.payload.n);
      expect(done).toHaveLength(total);
      expect(new Set(done).size).toBe(total);

      survivor.kill("SIGTERM");
      const stopped = JSON.parse((await survivor.line("STOPPED")).slice("STOPPED ".length)) as {
        duplicates: number;
        redeliveries: number;
      };
      await loanSystem.close();
      await tap.close();

      const runs = readFileSync(runsFile, "utf8")
        .trim()
        .split("\n")
        .map((l) => l.split(" ").map(Number) as [number, number]);
      const runsOf = (n: number) => runs.filter(([m]) => m === n).map(([, pid]) => pid);
      // No loss: every event's handler ran. The held one ran twice, once in each process.
      for (let n = 1; n <= total; n++) expect(runsOf(n).length).toBeGreaterThanOrEqual(1);
      expect(runsOf(held)).toEqual([doomed.pid, survivor.pid]);
      expect(runsOf(held)).toHaveLength(2);
      // The survivor's second t.done for it was dropped by Nats-Msg-Id, as was any other repeat.
      expect(stopped.duplicates).toBeGreaterThanOrEqual(1);
      expect(stopped.duplicates).toBe(runs.length - total);
      expect(stopped.redeliveries).toBeGreaterThanOrEqual(1);
    }, 60_000);

    it("two `eventctl run npa audit --transport nats`: every loan classified once, every event in a ledger", async () => {
      const names = uniqueNames("killrun");
      streams.push(names.stream);
      // Replicas of one service sign with the same key: they share the identity directory.
      const env = eventctlNatsEnv(url!, names, tempDir("eventplat-keys-"), { EVENTPLAT_NATS_BATCH: "10" });
      const [cwdA, cwdB] = [tempDir(), tempDir()];
      const doomed = startEventctl(["run", "npa", "audit", "--transport", "nats"], cwdA, env);
      await doomed.waitFor(servicesRunning);
      const survivor = startEventctl(["run", "npa", "audit", "--transport", "nats"], cwdB, env);
      await survivor.waitFor(servicesRunning);
      const tap = await StreamTap.open(url!, names.stream);
      const loanSystem = await loanSystemPublisher(url!, names.stream, names.prefix);
      const loans = 300;
      const sending = (async () => {
        for (let i = 1; i <= loans; i++) {
          await loanSystem.send("loan.dpd.updated", {
            loan_id: `L-${i}`,
            days_past_due: 30,
            outstanding: 100_000,
            secured: false,
          });
        }
      })();
      await tap.waitFor((events) => events.filter((e) => e.event_type === "sma.classified").length >= 30);
      await doomed.stop("SIGKILL");
      await sending;
      await tap.waitFor(
        (events) => events.filter((e) => e.event_type === "sma.classified").length >= loans,
        60_000,
      );
      await pause(7000); // past two ack waits
      const classified = tap.of("sma.classified").map((e) => e.payload.loan_id);
      expect(classified).toHaveLength(loans);
      expect(new Set(classified).size).toBe(loans);
      expect(tap.of("sma.classified").every((e) => e.payload.class === "SMA-0")).toBe(true);
      const everyId = new Set(tap.events.map((e) => e.event_id));
      expect(everyId.size).toBe(2 * loans);
      await loanSystem.close();
      await tap.close();
      expect((await survivor.stop("SIGTERM")).code).toBe(0);

      const ledgerIds = async (cwd: string) => {
        const audit = await eventctl(["audit", "--json", "--limit", "100000"], cwd);
        return (JSON.parse(audit.stdout) as { entries: Array<{ event_id: string }> }).entries.map(
          (e) => e.event_id,
        );
      };
      const [idsA, idsB] = [await ledgerIds(cwdA), await ledgerIds(cwdB)];
      // Killed mid-stream: the doomed process recorded some events, not all.
      expect(idsA.length).toBeGreaterThan(0);
      expect(idsA.length).toBeLessThan(2 * loans);
      // No loss: every event of the stream is in one of the ledgers. At most the one event the doomed
      // audit consumer had in hand at the kill is in both.
      expect(new Set([...idsA, ...idsB])).toEqual(everyId);
      expect(idsA.filter((id) => idsB.includes(id)).length).toBeLessThanOrEqual(1);
      for (const cwd of [cwdA, cwdB]) {
        expect((await eventctl(["audit", "--verify"], cwd)).stdout).toMatch(/^ok: \d+ entries verified/);
        expect(JSON.parse((await eventctl(["dlq", "--json"], cwd)).stdout).size).toBe(0);
      }
    }, 120_000);
  },
);
