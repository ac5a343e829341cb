import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRedactionConfig } from "../src/config.js";
import type { HostSettings } from "../src/pipeline/redaction-host.js";
import { startRedactionService } from "../src/service.js";

export const API_KEY = "test-key-0123456789abcdef";
export const SECRET = "test-secret-0123456789";

/** A pipeline thread's settings: the default detectors and a SQLite store at `storePath`, no Redis. */
export const sqliteHostSettings = (storePath: string): HostSettings => ({
  secret: SECRET,
  detector: "default",
  modelDir: "",
  policyDir: "",
  storePath,
  redisUrl: undefined,
  redisPrefix: "",
  legacyTenant: "",
});

/** A service on a random port with its store and audit log in a fresh directory. */
export async function startService(
  env: Record<string, string> = {},
  dir = mkdtempSync(join(tmpdir(), "redact-")),
) {
  const config = readRedactionConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    REDACT_API_KEYS: `${API_KEY},second-key-abcdefghijkl`,
    REDACT_SECRET: SECRET,
    REDACT_STORE_PATH: join(dir, "placeholders.sqlite"),
    REDACT_AUDIT_LOG: join(dir, "audit.jsonl"),
    REDACT_WORKERS: "0",
    ...env,
  });
  const service = await startRedactionService(config);
  await service.app.listen({ host: "127.0.0.1", port: 0 });
  const address = service.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    dir,
    config,
    close: () => service.close(),
    cleanup: async () => {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
    redact: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/v1/redact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": API_KEY, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;

/** Placeholders in a redacted text, in order. */
export const placeholders = (text: string) => text.match(/\[[A-Z0-9_]+_\d{4,}\]/g) ?? [];
