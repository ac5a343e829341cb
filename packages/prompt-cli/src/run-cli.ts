import { PlatformApiError, PlatformConnectionError } from "@platform/prompt-client";
import { CommanderError } from "commander";
import { CheckFailed, ExitCode, UsageError } from "./exit-codes.js";
import type { CliIo } from "./output.js";
import { buildProgram } from "./program.js";

/** Runs one promptctl command line and returns its exit code; nothing here calls process.exit. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: "user" });
    return ExitCode.OK;
  } catch (error) {
    return report(error, io, argv.includes("--json"));
  }
}

function report(error: unknown, io: CliIo, json: boolean): number {
  if (error instanceof CommanderError) {
    // commander has printed help or the usage error already.
    return error.code === "commander.helpDisplayed" || error.code === "commander.version"
      ? ExitCode.OK
      : ExitCode.USAGE;
  }
  // The command printed its (negative) answer already.
  if (error instanceof CheckFailed) return ExitCode.FAILED_CHECK;
  const print = (body: Record<string, unknown>, text: string) =>
    io.stderr.write(json ? `${JSON.stringify({ error: body })}\n` : `promptctl: error: ${text}\n`);
  if (error instanceof PlatformApiError) {
    const hint =
      error.status === 401
        ? "\nhint: run promptctl login, or set PLATFORM_API_KEY to an API key (ppk_…)"
        : "";
    const issues = (error.error.issues ?? []).map((i) => `\n  ${i.path}: ${i.message}`).join("");
    print(
      {
        ...error.error,
        status: error.status,
        method: error.method,
        path: error.path,
        requestId: error.requestId,
      },
      `${error.code}: ${error.error.message}${issues}\n  (${error.method} ${error.path} -> ${error.status}${error.requestId ? `, request id ${error.requestId}` : ""})${hint}`,
    );
    return ExitCode.API_ERROR;
  }
  if (error instanceof PlatformConnectionError) {
    print({ code: error.code, message: error.message }, error.message);
    return ExitCode.UNREACHABLE;
  }
  if (error instanceof UsageError) {
    print({ code: "USAGE", message: error.message }, error.message);
    return ExitCode.USAGE;
  }
  const message = error instanceof Error ? error.message : String(error);
  print({ code: "INTERNAL", message }, message);
  return ExitCode.INTERNAL;
}
