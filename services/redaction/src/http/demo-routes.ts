import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runsFromSource } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import { bundleEngine, ENGINE_BUNDLE_FILE, SERVICE_DIR } from "./engine-bundle.js";
import { demoSchemas } from "./openapi-schemas.js";

const PAGE = join(SERVICE_DIR, "public", "demo.html");

/**
 * The engine as one browser ES module. From source it is bundled on first request and kept in
 * memory, so the page and the API can never drift apart; compiled, it is the bundle `npm run build`
 * made from the same sources, read at start so a missing build stops the service at once.
 */
let bundle: Promise<string> | undefined;
export function engineBundle(): Promise<string> {
  bundle ??= runsFromSource(import.meta.url) ? bundleEngine() : Promise.resolve(readPrebuiltBundle());
  return bundle;
}

function readPrebuiltBundle(): string {
  try {
    return readFileSync(ENGINE_BUNDLE_FILE, "utf8");
  } catch (error) {
    throw new Error(`the demo's engine bundle ${ENGINE_BUNDLE_FILE} is missing: run "npm run build"`, {
      cause: error,
    });
  }
}

/** `/demo`: a page that redacts locally in the browser, and the engine bundle it imports. */
export function demoRoutes(app: FastifyInstance): void {
  const page = readFileSync(PAGE, "utf8");
  if (!runsFromSource(import.meta.url)) void engineBundle();
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
