import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * The reference page talks to its own origin only (its assets, the document, and the API when a
 * reader tries a call), so a browser refuses anything else: nothing is loaded from a CDN, and no
 * badge or validator is fetched. Swagger UI sets element styles inline, hence 'unsafe-inline' for
 * styles only; images include `data:` (its logo and icons).
 */
export const API_REFERENCE_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

export const API_REFERENCE_PATH = "/docs";

type Document = Record<string, unknown>;

export interface ApiReferenceOptions {
  /** The page's title, e.g. "Redaction service API". */
  title: string;
  /**
   * Merged into the config of every route of the page, for services whose auth hook reads the
   * route's config (the prompt platform: `{ public: true }`). The page and its document never need
   * credentials: they describe the API, they do not call it.
   */
  routeConfig?: Record<string, unknown>;
  /**
   * The document the page shows is `app.swagger()`; a service that completes it before serving it
   * (the trust service) passes the same function here, so the page shows its published document.
   */
  transformSpecification?: (document: Document) => Document;
}

/**
 * An interactive API reference (Swagger UI) at GET /docs, over the OpenAPI document @fastify/swagger
 * builds (register @fastify/swagger first). Its assets come from the @fastify/swagger-ui package on
 * disk: no network is needed at run time. Also serves /docs/json and /docs/yaml (the document) and
 * /docs/static/* (the assets). The routes are hidden from the document.
 */
export async function apiReference(app: FastifyInstance, options: ApiReferenceOptions): Promise<void> {
  const { routeConfig, transformSpecification } = options;
  await app.register(async function apiReferencePage(docs) {
    if (routeConfig)
      docs.addHook("onRoute", (route: RouteOptions) => {
        route.config = { ...(route.config as object | undefined), ...routeConfig };
      });
    await docs.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      theme: { title: options.title },
      staticCSP: API_REFERENCE_CSP,
      uiConfig: { deepLinking: true, displayRequestDuration: true, tryItOutEnabled: false },
      ...(transformSpecification
        ? {
            transformSpecification: (document: Readonly<Document>) =>
              transformSpecification(document as Document),
          }
        : {}),
    });
  });
}
