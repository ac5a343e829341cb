import { join } from "node:path";
import { packageDirOf } from "@platform/service-kit";

/** services/redaction, from its sources and from its compiled dist/ alike. */
export const SERVICE_DIR = packageDirOf(import.meta.url);
/** Where `npm run build` writes the bundle the compiled service serves (scripts/build-demo-bundle.mjs). */
export const ENGINE_BUNDLE_FILE = join(SERVICE_DIR, "dist", "public", "redaction-engine.js");
// The engine is a workspace package; its sources sit beside this service in the monorepo.
const ENGINE_ENTRY = join(SERVICE_DIR, "..", "..", "packages", "redaction-engine", "src", "index.ts");

/**
 * The engine as one browser ES module, bundled by esbuild from the same sources the service runs.
 * esbuild is loaded only here (a devDependency): the compiled service reads the bundle that
 * `npm run build` wrote instead, so nothing is compiled at run time in production.
 */
export async function bundleEngine(): Promise<string> {
  const { build } = await import("esbuild");
  const out = await build({
    entryPoints: [ENGINE_ENTRY],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["source"],
    minify: true,
    write: false,
    legalComments: "none",
  });
  return out.outputFiles[0]!.text;
}
