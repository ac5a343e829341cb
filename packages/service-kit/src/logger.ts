import { type Logger, type LoggerOptions, multistream, pino, type StreamEntry } from "pino";

export type { Logger } from "pino";

export interface LoggerConfig {
  name: string;
  level?: string;
  /** Extra JSON-lines files: every record, and error records only. */
  file?: string;
  errorFile?: string;
  /** Extra paths to censor, on top of the usual secret-bearing headers and fields. */
  redact?: string[];
  /** Destination for the main stream (stdout by default); tests pass a buffer. */
  destination?: NodeJS.WritableStream;
}

/** Headers and fields that carry credentials: never written to a log. */
export const SECRET_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-payment"]',
  'req.headers["x-signature"]',
  "*.mnemonic",
  "*.secret",
  "*.password",
  "*.apiKey",
  "*.token",
];

/** A pino logger writing JSON lines, with secrets censored. */
export function createLogger({
  name,
  level = "info",
  file,
  errorFile,
  redact = [],
  destination,
}: LoggerConfig): Logger {
  const options: LoggerOptions = {
    name,
    level,
    redact: { paths: [...SECRET_PATHS, ...redact], censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const streams: StreamEntry[] = [
    { level: level as StreamEntry["level"], stream: destination ?? process.stdout },
  ];
  if (file)
    streams.push({
      level: level as StreamEntry["level"],
      stream: pino.destination({ dest: file, mkdir: true }),
    });
  if (errorFile) streams.push({ level: "error", stream: pino.destination({ dest: errorFile, mkdir: true }) });
  return pino(options, multistream(streams));
}
