#!/usr/bin/env node
// `npm run build` (after tsc): writes the demo page's engine bundle to dist/public/redaction-engine.js,
// which the compiled service serves at /demo/redaction-engine.js instead of bundling at run time.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { bundleEngine, ENGINE_BUNDLE_FILE } from "../dist/src/http/engine-bundle.js";

const code = await bundleEngine();
mkdirSync(dirname(ENGINE_BUNDLE_FILE), { recursive: true });
writeFileSync(ENGINE_BUNDLE_FILE, code);
console.log(`redaction demo: ${ENGINE_BUNDLE_FILE} (${code.length} bytes)`);
