export interface ShutdownLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface GracefulShutdownOptions {
  /** Stops accepting work and resolves once in-flight work has drained (e.g. fastify.close). */
  close: () => Promise<void>;
  logger: ShutdownLogger;
  /** After this long the process exits 1 even if draining has not finished. */
  graceMs?: number;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
  /** The process to listen on; tests pass an EventEmitter. */
  target?: Pick<NodeJS.Process, "on" | "off">;
}

/**
 * On SIGTERM/SIGINT: drain, then exit 0; exit 1 if draining outlives the grace period.
 * An uncaught exception is logged and exits 1; an unhandled rejection is only logged.
 * Returns a function that removes the handlers.
 */
export function installGracefulShutdown({
  close,
  logger,
  graceMs = 10_000,
  exit = (code) => process.exit(code),
  signals = ["SIGTERM", "SIGINT"],
  target = process,
}: GracefulShutdownOptions): () => void {
  let shuttingDown = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, graceMs }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => {
      logger.error({ graceMs }, "drain exceeded the grace period; forcing exit");
      exit(1);
    }, graceMs);
    force.unref();
    close().then(
      () => {
        clearTimeout(force);
        logger.info({}, "drained; exiting");
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(force);
        logger.error({ err: error }, "error while shutting down");
        exit(1);
      },
    );
  };
  const onUncaught = (error: Error) => {
    logger.error({ err: error }, "uncaught exception; exiting");
    exit(1);
  };
  const onRejection = (reason: unknown) => {
    logger.error({ err: reason }, "unhandled promise rejection");
  };

  for (const signal of signals) target.on(signal, onSignal);
  target.on("uncaughtException", onUncaught);
  target.on("unhandledRejection", onRejection);
  return () => {
    for (const signal of signals) target.off(signal, onSignal);
    target.off("uncaughtException", onUncaught);
    target.off("unhandledRejection", onRejection);
  };
}
