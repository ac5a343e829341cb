export { buildApp } from "./app.js";
export { type RedactionConfig, readRedactionConfig } from "./config.js";
export { startRedactionService } from "./service.js";
