import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { describe, expect, inject, it } from "vitest";
import type { PlatformClient } from "../src/index.js";
import { activeRelease } from "./catalog-fixture.js";
import { rejection } from "./rejection.js";

const { url: platformUrl, org } = inject("platform");

const SRC = join(import.meta.dirname, "..", "src");
const NODE_ONLY = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the client in a browser", () => {
  it("imports no Node built-in and uses no Node global", () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
        const spec = m[1] ?? m[2]!;
        if (NODE_ONLY.has(spec) || !spec.startsWith("."))
          offenders.push(`${relative(SRC, file)} imports ${spec}`);
      }
      if (/\bprocess\.|\bBuffer\b|\brequire\(|\bglobal\./.test(code))
        offenders.push(`${relative(SRC, file)} uses a Node global`);
    }
    expect(offenders).toEqual([]);
  });

  it("bundles for the browser platform and talks to the platform with only browser globals", async () => {
    const out = await build({
      entryPoints: [join(SRC, "index.ts")],
      bundle: true,
      platform: "browser",
      format: "iife",
      globalName: "PromptClient",
      write: false,
      logLevel: "silent",
    });
    // What a browser has: fetch and its classes, streams, text codecs, timers, AbortController, URL.
    const sandbox: Record<string, unknown> = {
      fetch,
      Headers,
      Request,
      Response,
      ReadableStream,
      TextDecoder,
      TextEncoder,
      AbortController,
      URL,
      URLSearchParams,
      setTimeout,
      clearTimeout,
      crypto: globalThis.crypto,
      console,
    };
    sandbox["globalThis"] = sandbox;
    sandbox["self"] = sandbox;
    runInNewContext(`${out.outputFiles[0]!.text};globalThis.PromptClient = PromptClient;`, sandbox);
    const lib = sandbox["PromptClient"] as { PlatformClient: typeof PlatformClient };
    const client = new lib.PlatformClient({ baseUrl: platformUrl, apiKey: org.viewer.key });
    expect(await client.me()).toMatchObject({ role: "viewer" });
    const error = await rejection<Error>(client.getRelease("missing"));
    expect(error.name).toBe("PlatformApiError");
    expect(error.message).toContain("GET /api/releases/missing -> 404");

    // The event stream too: fetch's ReadableStream body read with TextDecoder only.
    const release = await activeRelease(platformUrl, org);
    const runner = new lib.PlatformClient({ baseUrl: platformUrl, apiKey: org.dev.key });
    const types: string[] = [];
    for await (const event of runner.streamExecution({
      capabilityId: release.capabilityId,
      inputs: { topic: "x" },
    }))
      types.push(event.type);
    expect(types[0]).toBe("execution_start");
    expect(types.slice(-2)).toEqual(["execution_complete", "done"]);
  });
});
