import { stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export interface ConsoleRoutesOptions {
  /** The console's build directory (index.html and assets/). */
  root: string;
}

/** The console talks only to its own origin; nothing inline, no frames. */
const HTML_HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
};

const BUILDING_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">' +
  "<title>Prompt platform</title></head><body><main><h1>The console is not built yet</h1>" +
  "<p>The platform builds it when it starts (or run <code>npm run build -w @platform/prompt-console</code>). " +
  "This page reloads by itself.</p></main></body></html>";

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web console (packages/prompt-console) at `/`: its files as they are (hashed
 * assets cached for a year), and index.html for any other GET outside /api, so the console's own
 * paths survive a reload. /api/* and /metrics keep their JSON 404; a missing file with an extension
 * is a 404, not the page. Until the build exists the answer is a 503 page that reloads itself.
 */
export async function consoleRoutes(app: FastifyInstance, { root }: ConsoleRoutesOptions) {
  const dir = resolve(root);
  await app.register(fastifyStatic, { root: dir, serve: false, index: false, suppressWarning: true });

  app.get(
    "/*",
    { config: { public: true }, schema: { hide: true } },
    async function serveConsole(request, reply) {
      const pathname = request.url.split("?")[0] ?? "/";
      if (pathname === "/api" || pathname.startsWith("/api/") || pathname === "/metrics")
        return reply.callNotFound();
      let relative: string;
      try {
        relative = decodeURIComponent(pathname).replace(/^\/+/, "");
      } catch {
        return reply.callNotFound();
      }
      const file = resolve(dir, relative);
      reply.header("x-content-type-options", "nosniff");
      if (relative !== "" && file.startsWith(dir + sep) && (await isFile(file))) {
        if (relative === "index.html") reply.headers(HTML_HEADERS);
        return relative.startsWith("assets/")
          ? reply.sendFile(relative, { maxAge: "365d", immutable: true })
          : reply.sendFile(relative, { maxAge: 0 });
      }
      if (extname(relative) !== "") return reply.callNotFound();
      if (!(await isFile(resolve(dir, "index.html"))))
        return reply
          .code(503)
          .header("retry-after", "3")
          .type("text/html; charset=utf-8")
          .send(BUILDING_PAGE);
      reply.headers({ ...HTML_HEADERS, "cache-control": "no-cache" });
      return reply.sendFile("index.html", { maxAge: 0, cacheControl: false });
    },
  );
}
