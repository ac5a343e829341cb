// `npm run generate -w @platform/prompt-client [-- --url http://127.0.0.1:8080]`: obtains the
// platform's OpenAPI document (in-process by default, or from a running platform) and writes
// src/generated/openapi.json and the types generated from it.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { loadOpenApiDocument, PACKAGE_DIR, renderApiFiles } from "./api-codegen.js";

const { values } = parseArgs({ options: { url: { type: "string" } } });
const document = await loadOpenApiDocument(values.url);
for (const [file, text] of Object.entries(await renderApiFiles(document))) {
  const path = join(PACKAGE_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${file}`);
}
