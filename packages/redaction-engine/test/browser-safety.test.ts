import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");
const NODE_ONLY = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node" ? [] : sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("browser safety", () => {
  it("imports no Node built-in and no onnxruntime outside src/node, and reads no process.env", () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
        const spec = m[1] ?? m[2]!;
        // onnxruntime-node (the model detector's runtime) belongs in src/node only, like the built-ins.
        if (NODE_ONLY.has(spec) || spec.startsWith("onnxruntime"))
          offenders.push(`${relative(SRC, file)} imports ${spec}`);
      }
      if (/\bprocess\.env\b|\bBuffer\b|\brequire\(/.test(code))
        offenders.push(`${relative(SRC, file)} uses a Node global`);
    }
    expect(offenders).toEqual([]);
  });
});
