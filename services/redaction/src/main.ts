import { ModelLoadError } from "@platform/redaction-engine/node";
import { ConfigError, createLogger, installGracefulShutdown } from "@platform/service-kit";
import { type RedactionConfig, readRedactionConfig } from "./config.js";
import { startRedactionService } from "./service.js";

let config: RedactionConfig;
try {
  config = readRedactionConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({ name: "redaction-service", level: config.LOG_LEVEL });
if (config.REDACT_DEV_NO_AUTH) {
  logger.warn(
    "AUTHENTICATION IS DISABLED (REDACT_DEV_NO_AUTH=true): any caller can redact. Development only; " +
      "set REDACT_API_KEYS and remove REDACT_DEV_NO_AUTH before exposing this service.",
  );
}
let service: Awaited<ReturnType<typeof startRedactionService>>;
try {
  service = await startRedactionService(config, logger);
} catch (error) {
  // A model directory that cannot be used is a configuration problem: say which and stop.
  if (!(error instanceof ModelLoadError)) throw error;
  console.error(`REDACT_MODEL_DIR: ${error.message}`);
  process.exit(1);
}
installGracefulShutdown({ close: () => service.close(), logger, graceMs: 10_000 });
await service.app.listen({ host: config.HOST, port: config.PORT });
logger.info(
  {
    port: config.PORT,
    workers: config.REDACT_WORKERS,
    store: config.REDIS_URL ? "redis" : "sqlite",
    audit: config.REDACT_AUDIT_LOG === "redis" ? "redis stream" : "file",
    detector: config.REDACT_DETECTOR,
    model: config.REDACT_MODEL_DIR || "none",
  },
  "redaction service ready",
);
