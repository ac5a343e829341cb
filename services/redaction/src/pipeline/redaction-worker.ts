// A pipeline thread: builds its own RedactionHost from workerData and answers jobs by id.
import { parentPort, workerData } from "node:worker_threads";
import { type HostSettings, RedactionHost, type RedactJob } from "./redaction-host.js";

const port = parentPort!;
const host = await RedactionHost.create(workerData as HostSettings).catch((error: unknown) => {
  // Start-up fails with the real reason (a bad model directory), not "thread exited with code 1".
  port.postMessage({ failed: serializeError(error) });
  return undefined;
});

if (host) {
  port.on("message", async (message: { id: number; job: RedactJob } | { close: true }) => {
    if ("close" in message) {
      await host.close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: message.id, outcome: await host.redact(message.job) });
    } catch (error) {
      port.postMessage({ id: message.id, error: serializeError(error) });
    }
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
