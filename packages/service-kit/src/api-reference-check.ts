import { API_REFERENCE_PATH } from "./api-reference.js";

/** What a browser meets when it opens a service's /docs, for the services' tests to assert on. */
export interface ApiReferenceVisit {
  status: number;
  contentType: string | null;
  contentSecurityPolicy: string | null;
  /** Every asset the page links (href, src), with the status it answered. */
  assets: Record<string, number>;
  /** Absolute URLs in the page or its initialiser (nothing may come from another origin). */
  externalUrls: string[];
  /** The document the page shows (GET /docs/json). */
  document: unknown;
}

const ABSOLUTE_URL = /(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'<>)]*/gi;

/**
 * Opens `${baseUrl}/docs` as a browser would, without credentials: the page, every asset it links,
 * the initialiser that points Swagger UI at the document, and the document. Over a real socket.
 */
export async function visitApiReference(baseUrl: string): Promise<ApiReferenceVisit> {
  const pageUrl = `${baseUrl}${API_REFERENCE_PATH}`;
  const page = await fetch(pageUrl);
  const html = await page.text();
  const links = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
  const assets: Record<string, number> = {};
  let initializer = "";
  for (const link of links) {
    const response = await fetch(new URL(link, pageUrl));
    const body = await response.text();
    if (link.endsWith("swagger-initializer.js")) initializer = body;
    assets[link] = response.status;
  }
  // Comments in the page (the HTML banner) are not fetched by anything; the initialiser's comments
  // neither: only code and markup are searched for absolute URLs.
  const code = `${html}\n${initializer}`.replace(/<!--[\s\S]*?-->/g, "").replace(/^\s*\/\/.*$/gm, "");
  const documentResponse = await fetch(`${pageUrl}/json`);
  return {
    status: page.status,
    contentType: page.headers.get("content-type"),
    contentSecurityPolicy: page.headers.get("content-security-policy"),
    assets,
    externalUrls: [...code.matchAll(ABSOLUTE_URL)].map((m) => m[0]),
    document: documentResponse.ok ? await documentResponse.json() : undefined,
  };
}
