import swagger from "@fastify/swagger";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { API_REFERENCE_CSP, apiReference, visitApiReference } from "../src/index.js";

/** A service whose auth hook lets in only routes marked `{ public: true }`, like the prompt platform. */
async function service(options: Partial<Parameters<typeof apiReference>[1]> = {}) {
  const app = Fastify();
  app.addHook("onRequest", async (request, reply) => {
    if (!(request.routeOptions.config as { public?: boolean }).public && !request.is404)
      return reply.code(401).send({ error: "unauthorized" });
  });
  await app.register(swagger, { openapi: { openapi: "3.1.0", info: { title: "t", version: "1" } } });
  app.get("/items", { config: { public: true }, schema: { summary: "Items" } }, async () => []);
  await apiReference(app, { title: "Test API", ...options });
  return app;
}

let running: Awaited<ReturnType<typeof service>> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe("apiReference: Swagger UI at /docs", () => {
  it("serves the page, its local assets and the document, with routeConfig letting readers past auth", async () => {
    running = await service({ routeConfig: { public: true } });
    const visit = await visitApiReference(await running.listen({ host: "127.0.0.1", port: 0 }));
    expect(visit.status).toBe(200);
    expect(visit.contentType).toBe("text/html; charset=utf-8");
    expect(visit.contentSecurityPolicy).toBe(API_REFERENCE_CSP);
    expect(Object.keys(visit.assets).length).toBeGreaterThanOrEqual(5);
    expect(Object.values(visit.assets).every((status) => status === 200)).toBe(true);
    expect(visit.externalUrls).toEqual([]);
    expect(visit.document).toMatchObject({
      openapi: "3.1.0",
      paths: { "/items": { get: { summary: "Items" } } },
    });
    // The page's own routes are not in the document.
    expect(Object.keys((visit.document as { paths: object }).paths)).toEqual(["/items"]);
  });

  it("without routeConfig, an auth hook that reads route config keeps the page closed", async () => {
    running = await service();
    const url = await running.listen({ host: "127.0.0.1", port: 0 });
    expect((await fetch(`${url}/docs`)).status).toBe(401);
  });

  it("shows the document as transformSpecification completes it", async () => {
    running = await service({
      routeConfig: { public: true },
      transformSpecification: (doc) => ({ ...doc, info: { title: "completed", version: "2" } }),
    });
    const visit = await visitApiReference(await running.listen({ host: "127.0.0.1", port: 0 }));
    expect(visit.document).toMatchObject({ info: { title: "completed", version: "2" } });
  });
});
