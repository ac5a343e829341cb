import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import { consoleBuildState, consoleDirOf, DEFAULT_CONSOLE_DIR } from "../src/console/console-build.js";
import { runMigrations } from "../src/db/migrate.js";
import { PgliteDatabase } from "../src/db/pglite-database.js";

// Static serving does not touch the database, so this file runs on PGlite only.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head></html>';

// One database for every platform this file starts (static serving never reads it).
let db: PgliteDatabase;
beforeAll(async () => {
  db = await PgliteDatabase.open();
  await runMigrations(db);
});
afterAll(async () => {
  await db?.close();
});

async function start(consoleDir: string) {
  const config = readPromptConfig({ DATABASE_URL: "memory:", LOG_LEVEL: "error" });
  const { app } = await buildApp({ config, db, signer: CheckpointSigner.generate(), consoleDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => app.close(),
  };
}

describe("the web console at /", () => {
  let tmp: string;
  let platform: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), "console-dist-"));
    mkdirSync(join(tmp, "dist", "assets"), { recursive: true });
    writeFileSync(join(tmp, "dist", "index.html"), INDEX);
    writeFileSync(join(tmp, "dist", "assets", "app-1a2b.js"), "console.log(1)");
    writeFileSync(join(tmp, "dist", "favicon.svg"), "<svg/>");
    writeFileSync(join(tmp, "secret.txt"), "outside the build");
    platform = await start(join(tmp, "dist"));
  });
  afterAll(async () => {
    await platform.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("serves index.html at / and for the console's own paths, uncached, with a strict CSP", async () => {
    for (const path of ["/", "/releases/0193abc", "/workspaces?x=1"]) {
      const res = await fetch(`${platform.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(await res.text()).toBe(INDEX);
    }
  });

  it("serves hashed assets cached for a year, other files uncached", async () => {
    const asset = await fetch(`${platform.url}/assets/app-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("console.log(1)");
    const icon = await fetch(`${platform.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=0");
    const head = await fetch(`${platform.url}/assets/app-1a2b.js`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("keeps JSON 404s for /api, /metrics' neighbours, missing files and other methods", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["GET", "/api"],
      ["GET", "/assets/missing-9z.js"],
      ["POST", "/"],
      ["DELETE", "/releases/1"],
    ] as const) {
      const res = await fetch(`${platform.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    const health = await fetch(`${platform.url}/api/health`);
    expect(((await health.json()) as { status: string }).status).toBe("ok");
  });

  it("never serves a file outside the build", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"]) {
      const res = await fetch(`${platform.url}${path}`);
      expect(await res.text(), path).not.toContain("outside the build");
    }
  });
});

describe("before the console is built", () => {
  it("answers / with a self-reloading 503 page and keeps the API", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "console-none-"));
    const platform = await start(join(tmp, "dist"));
    try {
      const res = await fetch(`${platform.url}/workspaces`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(await res.text()).toContain("not built yet");
      expect((await fetch(`${platform.url}/api/health`)).status).toBe(200);
    } finally {
      await platform.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe("console build state", () => {
  it("is missing without dist/index.html, stale when a source is newer, fresh otherwise", () => {
    const pkg = mkdtempSync(join(tmpdir(), "console-pkg-"));
    try {
      mkdirSync(join(pkg, "src"));
      writeFileSync(join(pkg, "src", "main.tsx"), "x");
      expect(consoleBuildState(pkg)).toBe("missing");
      mkdirSync(join(pkg, "dist"));
      writeFileSync(join(pkg, "dist", "index.html"), "x");
      const past = new Date(Date.now() - 60_000);
      utimesSync(join(pkg, "src", "main.tsx"), past, past);
      expect(consoleBuildState(pkg)).toBe("fresh");
      const future = new Date(Date.now() + 60_000);
      utimesSync(join(pkg, "src", "main.tsx"), future, future);
      expect(consoleBuildState(pkg)).toBe("stale");
    } finally {
      rmSync(pkg, { recursive: true, force: true });
    }
  });

  it("serves the checkout's console by default, a configured directory, or none", () => {
    expect(consoleDirOf(undefined)).toBe(DEFAULT_CONSOLE_DIR);
    expect(DEFAULT_CONSOLE_DIR).toMatch(/packages\/prompt-console\/dist$/);
    expect(consoleDirOf("/srv/console")).toBe("/srv/console");
    expect(consoleDirOf("off")).toBeUndefined();
  });
});
