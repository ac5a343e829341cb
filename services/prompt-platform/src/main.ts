import { ConfigError, createLogger, installGracefulShutdown, runsFromSource } from "@platform/service-kit";
import { buildApp, buildSidecar } from "./app.js";
import { CheckpointSigner } from "./audit/checkpoint-signer.js";
import { insecureStartWarning, type PromptConfig, readPromptConfig } from "./config.js";
import { CONSOLE_PACKAGE_DIR, consoleDirOf, ensureConsoleBuilt } from "./console/console-build.js";
import { openDatabase } from "./db/open-database.js";

let config: PromptConfig;
try {
  config = readPromptConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({ name: "prompt-platform", level: config.LOG_LEVEL });
const db = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.PGLITE_DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  prepare: config.DATABASE_PREPARED_STATEMENTS,
});
const signer = config.PLATFORM_AUDIT_SIGNING_KEY_PEM
  ? CheckpointSigner.fromPem(config.PLATFORM_AUDIT_SIGNING_KEY_PEM)
  : config.DATABASE_URL === "memory:"
    ? CheckpointSigner.generate()
    : CheckpointSigner.fromFile(config.PLATFORM_AUDIT_KEY_FILE);
const consoleDir = consoleDirOf(config.PLATFORM_CONSOLE_DIR);
const { app, services, registry } = await buildApp({ config, db, signer, logger, consoleDir });
const sidecar = config.PLATFORM_SIDECAR_ENABLED
  ? await buildSidecar({ config, logger, db }, services, registry)
  : undefined;
// Run from source, the checkout's console is built in the background when missing or stale; the API
// answers meanwhile. The compiled platform serves what `npm run build` built (Vite is a devDependency).
const consoleBuild =
  consoleDir &&
  config.PLATFORM_CONSOLE_DIR === undefined &&
  config.PLATFORM_CONSOLE_BUILD &&
  runsFromSource(import.meta.url)
    ? ensureConsoleBuilt({ packageDir: CONSOLE_PACKAGE_DIR, logger })
    : undefined;
installGracefulShutdown({
  close: async () => {
    consoleBuild?.stop();
    await sidecar?.close();
    await app.close();
    await db.close();
  },
  logger,
  graceMs: 10_000,
});
const warning = insecureStartWarning(config);
if (warning) logger.warn({ host: config.listenHost, auth: false }, warning);
await app.listen({ host: config.listenHost, port: config.PORT });
if (sidecar) {
  await sidecar.listen({ host: config.listenHost, port: config.PLATFORM_SIDECAR_PORT });
  logger.info(
    { port: config.PLATFORM_SIDECAR_PORT, upstream: config.PLATFORM_SIDECAR_UPSTREAM_URL ?? "simulator" },
    "firewall sidecar ready",
  );
}
logger.info(
  {
    host: config.listenHost,
    port: config.PORT,
    database: db.kind,
    auth: config.PLATFORM_AUTH,
    auditKeyId: signer.keyId,
  },
  "prompt platform ready",
);
