import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { FastifyInstance } from "fastify";
import { demoSchemas } from "./openapi-schemas.js";

const PAGE = fileURLToPath(new URL("../../public/demo.html", import.meta.url));
// The engine is a workspace package; its sources sit beside this service in the monorepo.
const ENGINE_ENTRY = fileURLToPath(
  new URL("../../../../packages/redaction-engine/src/index.ts", import.meta.url),
);

/**
 * The engine as one browser ES module: the same sources the service runs, bundled by esbuild on
 * first request and kept in memory, so the page and the API can never drift apart.
 */
let bundle: Promise<string> | undefined;
export function engineBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENGINE_ENTRY],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["source"],
    minify: true,
    write: false,
    legalComments: "none",
  }).then((out) => out.outputFiles[0]!.text);
  return bundle;
}

/** `/demo`: a page that redacts locally in the browser, and the engine bundle it imports. */
export function demoRoutes(app: FastifyInstance): void {
  const page = readFileSync(PAGE, "utf8");
  app.get("/demo", { schema: demoSchemas.page }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header(
        "Content-Security-Policy",
        "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'",
      )
      .send(page),
  );
  app.get("/demo/redaction-engine.js", { schema: demoSchemas.bundle }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("Cache-Control", "public, max-age=300")
      .send(await engineBundle()),
  );
}
