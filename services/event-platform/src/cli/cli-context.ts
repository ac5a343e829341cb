import { type LoadedConfig, loadConfig } from "../config/load-config.js";
import { Logger, type LogLevel } from "../logging/json-logger.js";

/** What every command needs: where to write, the environment, and the loaded configuration. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  cwd: string;
}

export interface GlobalOptions {
  config?: string;
}

/** Loads the configuration and logs every skipped value (to stderr for one-shot commands). */
export function configure(
  io: CliIo,
  options: GlobalOptions,
  logTo: "stdout" | "stderr" = "stderr",
): {
  loaded: LoadedConfig;
  logger: Logger;
} {
  const loaded = loadConfig({ cwd: io.cwd, env: io.env, configFile: options.config });
  // One-shot commands print their answer on stdout; only warnings and errors go to the log.
  const level = logTo === "stderr" && loaded.config.log.level === "debug" ? "debug" : loaded.config.log.level;
  const effective = logTo === "stderr" && level === "info" ? "warning" : level;
  const logger = new Logger("eventctl", effective as LogLevel, io[logTo]);
  for (const warning of loaded.warnings) logger.warning(`configuration: ${warning}`);
  return { loaded, logger };
}

/** `a,b , c` -> ["a", "b", "c"]. */
export function commaList(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parses a number option; commander reports the thrown message as a usage error. */
export function numberOption(name: string, { min = 0, integer = false } = {}) {
  return (raw: string): number => {
    const value = Number(raw);
    if (
      raw.trim() === "" ||
      !Number.isFinite(value) ||
      value < min ||
      (integer && !Number.isInteger(value))
    ) {
      throw new Error(`${name} must be ${integer ? "an integer" : "a number"} >= ${min}, got "${raw}"`);
    }
    return value;
  };
}
