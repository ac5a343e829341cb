import { createInterface } from "node:readline";
import { installGracefulShutdown } from "@platform/service-kit";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import type { EventPlatformConfig } from "../config/config-schema.js";
import { ConfigurationError } from "../errors.js";
import { parseNewEvent } from "../events/envelope.js";
import { buildDaemon } from "../http/daemon-app.js";
import { PublishPolicy } from "../http/publish-policy.js";
import type { Logger } from "../logging/json-logger.js";
import { EventRuntime, type RuntimeOptions } from "../runtime/event-runtime.js";
import { createTransport } from "../transport/create-transport.js";
import { type CliIo, commaList, configure, type GlobalOptions, numberOption } from "./cli-context.js";

interface ServeOptions {
  host?: string;
  port?: number;
  services?: string[];
  rateLimit?: number;
  requireAuth?: boolean;
  shutdownTimeout?: number;
  transport?: string;
}

const TRANSPORT_HELP =
  "memory (in process) or nats (JetStream at NATS_URL); default transport.kind: auto = nats when NATS_URL is set";

/** Starts the runtime on the chosen transport; the transport is closed again if the start fails. */
async function startRuntime(
  options: RuntimeOptions & { requested?: string },
  io: CliIo,
): Promise<EventRuntime> {
  const logger = options.logger!;
  const transport = await createTransport(options.config, io.env, { requested: options.requested, logger });
  try {
    return await EventRuntime.start({ ...options, transport });
  } catch (error) {
    await transport?.close();
    throw error;
  }
}

const wrap = (parse: (raw: string) => unknown) => (raw: string) => {
  try {
    return parse(raw);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
};

/** `eventctl serve` and `eventctl run`: the long-running commands. */
export function registerServeCommands(program: Command, io: CliIo): void {
  program
    .command("serve")
    .description("run the services inside the HTTP daemon (health, metrics, POST /v1/publish)")
    .option("--host <host>", "bind address (default: server.host, 127.0.0.1)")
    .option(
      "--port <port>",
      "port (default: server.port, 8090)",
      wrap(numberOption("--port", { integer: true })),
    )
    .option("--services <list>", "comma list of services (default: mechanism,audit)", commaList)
    .option(
      "--rate-limit <perSecond>",
      "events/s per subscriber, 0 = unlimited",
      wrap(numberOption("--rate-limit")),
    )
    .option(
      "--require-auth",
      "require Authorization: Bearer <token> on POST /v1/publish ($EVENTPLAT_API_TOKEN, or the tokens of server.publish_policy)",
    )
    .option(
      "--shutdown-timeout <seconds>",
      "graceful drain limit (default 30)",
      wrap(numberOption("--shutdown-timeout")),
    )
    .option("--transport <kind>", TRANSPORT_HELP)
    .action(async (options: ServeOptions, command: Command) => {
      const { loaded, logger } = configure(io, command.optsWithGlobals<GlobalOptions>(), "stdout");
      const config = override(loaded.config, options);
      // Checked before anything starts: a daemon must never come up open by mistake, nor with a
      // short token or a policy file it cannot read.
      const policy = PublishPolicy.load({ file: config.server.publish_policy, env: io.env });
      if (options.requireAuth && policy.tokenCount === 0) {
        throw new ConfigurationError("--require-auth needs EVENTPLAT_API_TOKEN to be set");
      }
      const runtime = await startRuntime(
        { config, logger, env: io.env, requested: options.transport, daemon: true },
        io,
      );
      let app: Awaited<ReturnType<typeof buildDaemon>> | undefined;
      let address: string;
      try {
        app = await buildDaemon({ runtime, requireAuth: options.requireAuth, policy });
        address = await app.listen({ host: config.server.host, port: config.server.port });
      } catch (error) {
        await app?.close();
        await runtime.stop();
        throw error;
      }
      const daemon = app;
      installGracefulShutdown({
        close: async () => {
          await daemon.close();
          await runtime.stop();
        },
        logger: shutdownLogger(logger),
        graceMs: config.server.shutdown_timeout * 1000,
      });
      logger.info("eventctl serve listening", {
        url: address,
        services: runtime.serviceNames(),
        require_auth: Boolean(options.requireAuth),
        rate_limit: config.bus.rate_limit,
      });
    });

  program
    .command("run")
    .description("start services in the foreground until Ctrl-C or SIGTERM (then drain and stop)")
    .argument("<service...>", "services to run, e.g. mechanism audit")
    .option(
      "--stdin",
      "publish the JSON lines read from stdin (the POST /v1/publish body), then drain and exit",
    )
    .option("--transport <kind>", TRANSPORT_HELP)
    .action(
      async (services: string[], options: { stdin?: boolean; transport?: string }, command: Command) => {
        const { loaded, logger } = configure(io, command.optsWithGlobals<GlobalOptions>(), "stdout");
        const runtime = await startRuntime(
          { config: loaded.config, services, logger, env: io.env, requested: options.transport },
          io,
        );
        // Timers inside the runtime are unref'd so a library user's process can exit; the foreground
        // command holds the process open itself until it is told to stop.
        const keepAlive = setInterval(() => {}, 1 << 30);
        const removeHandlers = installGracefulShutdown({
          close: async () => {
            clearInterval(keepAlive);
            await runtime.stop();
          },
          logger: shutdownLogger(logger),
          graceMs: (loaded.config.bus.drain_seconds + 5) * 1000,
        });
        logger.info("eventctl run: services running", {
          services: runtime.serviceNames(),
          transport: runtime.transportKind,
        });
        if (!options.stdin) return;
        const failed = await publishLines(io.stdin, runtime, logger);
        removeHandlers();
        clearInterval(keepAlive);
        await runtime.stop();
        if (failed > 0) process.exitCode = 1;
      },
    );
}

/** How long `run --stdin` waits for one line's events to be handled over a distributed transport. */
const SETTLE_TIMEOUT_MS = 60_000;

/** Publishes one event per non-empty line; returns how many lines were refused. */
async function publishLines(
  input: NodeJS.ReadableStream,
  runtime: EventRuntime,
  logger: Logger,
): Promise<number> {
  let failed = 0;
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    try {
      const outcome = await runtime.publish(parseNewEvent(JSON.parse(line)));
      // Over a distributed transport the event is only stored in the stream: wait until this
      // process's services have handled it and everything it caused, so that the next line sees
      // the state it expects (a KFS accepted before the disbursement saga starts), as in process.
      if (outcome.status === "forwarded") {
        const settled = await runtime.settleTransport(SETTLE_TIMEOUT_MS);
        if (!settled) logger.warning("stdin: events still being handled", { input_line: lineNumber });
      }
      logger.info("published", {
        input_line: lineNumber,
        event_id: outcome.event_id,
        status: outcome.status,
        ...(outcome.status === "delivered" ? { results: outcome.results } : {}),
        ...("error" in outcome ? { error: `${outcome.error.name}: ${outcome.error.message}` } : {}),
      });
      if ("error" in outcome) failed += 1;
    } catch (error) {
      failed += 1;
      logger.error(`stdin line ${lineNumber} not published`, { error });
    }
  }
  return failed;
}

function override(config: EventPlatformConfig, options: ServeOptions): EventPlatformConfig {
  return {
    ...config,
    services: options.services ?? config.services,
    bus: { ...config.bus, rate_limit: options.rateLimit ?? config.bus.rate_limit },
    server: {
      ...config.server,
      host: options.host ?? config.server.host,
      port: options.port ?? config.server.port,
      shutdown_timeout: options.shutdownTimeout ?? config.server.shutdown_timeout,
    },
  };
}

/** service-kit's shutdown logger speaks pino (`{err}`, message last); ours takes `error`. */
function shutdownLogger(logger: Logger) {
  const fieldsOf = (fields: object) => {
    const { err, ...rest } = fields as { err?: unknown; [key: string]: unknown };
    return err === undefined ? rest : { ...rest, error: err };
  };
  return {
    info: (fields: object, message: string) => logger.info(message, fieldsOf(fields)),
    error: (fields: object, message: string) => logger.error(message, fieldsOf(fields)),
  };
}
