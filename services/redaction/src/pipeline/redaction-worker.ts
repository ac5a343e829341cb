// A pipeline thread: builds its own RedactionHost from workerData and answers jobs by id.
import { parentPort, workerData } from "node:worker_threads";
import { type HostSettings, RedactionHost } from "./redaction-host.js";
import type { JobMessage, JobResult } from "./redaction-pipeline.js";

const port = parentPort!;
const host = await RedactionHost.create(workerData as HostSettings).catch((error: unknown) => {
  // Start-up fails with the real reason (a bad model directory), not "thread exited with code 1".
  port.postMessage({ failed: serializeError(error) });
  return undefined;
});

if (host) {
  // The answers finished in one tick (the documents of one store round trip) go in one message.
  let answers: JobResult[] = [];
  const answer = (result: JobResult) => {
    if (answers.length === 0)
      process.nextTick(() => {
        port.postMessage({ results: answers });
        answers = [];
      });
    answers.push(result);
  };
  const run = async ({ id, job }: JobMessage) => {
    try {
      answer({ id, outcome: await host.redact(job) });
    } catch (error) {
      answer({ id, error: serializeError(error) });
    }
  };
  port.on("message", async (message: { jobs: JobMessage[] } | { close: true }) => {
    if ("close" in message) {
      await host.close();
      port.close();
      return;
    }
    for (const job of message.jobs) void run(job);
  });
  port.postMessage({ ready: true });
} else {
  port.close();
}

/** Name and message, plus what the main thread needs to rebuild a `ModelLoadError` (`dir`, `problems`). */
function serializeError(error: unknown) {
  const e = error as { name?: string; message?: string; dir?: string; problems?: string[] };
  return { name: e.name ?? "Error", message: e.message ?? String(error), dir: e.dir, problems: e.problems };
}
