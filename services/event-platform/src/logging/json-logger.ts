import { basename, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { redactText, redactValue } from "../redaction/redact.js";

export const LOG_LEVELS = ["debug", "info", "warning", "error", "critical"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warning: 30, error: 40, critical: 50 };

export interface LogFields {
  correlation_id?: string;
  trace_id?: string;
  /** Logged as `exception: {type, message, stack}`, redacted. */
  error?: unknown;
  [field: string]: unknown;
}

export interface LogSink {
  write(line: string): unknown;
}

/**
 * JSON-lines logger: one object per line with timestamp, level, logger, message, module, line
 * and, when given, correlation_id, trace_id and exception. Every message and field passes through
 * redaction. `module` and `line` name the calling source file and line, like Python's logging.
 */
export class Logger {
  constructor(
    readonly name: string,
    private readonly level: LogLevel = "info",
    private readonly sink: LogSink = process.stdout,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  child(name: string): Logger {
    return new Logger(`${this.name}.${name}`, this.level, this.sink, this.clock);
  }

  enabled(level: LogLevel): boolean {
    return RANK[level] >= RANK[this.level];
  }

  debug(message: string, fields?: LogFields): void {
    this.log("debug", message, fields);
  }
  info(message: string, fields?: LogFields): void {
    this.log("info", message, fields);
  }
  warning(message: string, fields?: LogFields): void {
    this.log("warning", message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.log("error", message, fields);
  }

  log(level: LogLevel, message: string, fields: LogFields = {}): void {
    if (!this.enabled(level)) return;
    const { correlation_id, trace_id, error, ...rest } = fields;
    const where = callerLocation();
    const record: Record<string, unknown> = {
      timestamp: this.clock().toISOString(),
      level,
      logger: this.name,
      message: redactText(message),
      module: where.module,
      line: where.line,
    };
    if (correlation_id) record.correlation_id = correlation_id;
    if (trace_id) record.trace_id = trace_id;
    if (error !== undefined) record.exception = exceptionOf(error);
    for (const [key, value] of Object.entries(redactValue(rest) as Record<string, unknown>)) {
      if (!(key in record)) record[key] = value;
    }
    this.sink.write(`${JSON.stringify(record)}\n`);
  }
}

function exceptionOf(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      type: error.name,
      message: redactText(error.message),
      ...(error.stack ? { stack: redactText(error.stack) } : {}),
    };
  }
  return { type: "Error", message: redactText(String(error)) };
}

const FRAME = /\(?((?:file:\/\/)?[^()\s]+?):(\d+):\d+\)?$/;

/** The first stack frame outside this file: the module (file name without extension) and line. */
function callerLocation(): { module: string; line: number } {
  const stack = new Error().stack?.split("\n") ?? [];
  for (const frame of stack.slice(1)) {
    const match = FRAME.exec(frame.trim());
    if (!match) continue;
    const file = match[1]!.startsWith("file://") ? fileURLToPath(match[1]!) : match[1]!;
    if (basename(file).startsWith("json-logger.")) continue;
    return { module: basename(file, extname(file)), line: Number(match[2]) };
  }
  return { module: "unknown", line: 0 };
}

/** A logger that writes nothing (tests, benchmarks). */
export function silentLogger(name = "eventplat"): Logger {
  return new Logger(name, "critical", { write: () => true });
}
