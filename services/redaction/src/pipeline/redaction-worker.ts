// A pipeline thread: builds its own RedactionHost from workerData and answers jobs by id.
import { parentPort, workerData } from "node:worker_threads";
import { forEachJob, type OutcomesWire, pushOutcome } from "./job-wire.js";
import type { RedactJob } from "./redaction-host.js";
import { type HostSettings, RedactionHost } from "./redaction-host.js";
import type { JobError, JobsMessage, ResultsMessage } from "./redaction-pipeline.js";

const port = parentPort!;
const host = await RedactionHost.create(workerData as HostSettings).catch((error: unknown) => {
  // Start-up fails with the real reason (a bad model directory), not "thread exited with code 1".
  port.postMessage({ failed: serializeError(error) });
  return undefined;
});

if (host) {
  // The answers finished in one tick (the documents of one store round trip) go in one message.
  let results: OutcomesWire = [];
  let errors: JobError[] = [];
  let answered = 0;
  const flush = () => {
    port.postMessage({ results, errors } satisfies ResultsMessage);
    results = [];
    errors = [];
    answered = 0;
  };
  const run = async (id: number, job: RedactJob) => {
    try {
      const outcome = await host.redact(job);
      if (answered++ === 0) process.nextTick(flush);
      pushOutcome(results, id, outcome);
    } catch (error) {
      if (answered++ === 0) process.nextTick(flush);
      errors.push({ id, error: serializeError(error) });
    }
  };
  port.on("message", async (message: JobsMessage | { close: true }) => {
    if ("close" in message) {
      await host.close();
      port.close();
      return;
    }
    forEachJob(message.jobs, (id, job) => void run(id, job));
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
