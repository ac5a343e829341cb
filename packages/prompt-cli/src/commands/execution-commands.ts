import type { Execution, ExecutionEvent, ExecutionInput } from "@platform/prompt-client";
import { type Command, InvalidArgumentError } from "commander";
import { CliContext } from "../cli-context.js";
import { CheckFailed } from "../exit-codes.js";
import { type CliIo, fields, preview, table } from "../output.js";
import { withDryRun } from "./options.js";

/** `--input key=value` (repeatable): a value that parses as JSON is taken as JSON, else as text. */
function inputPair(raw: string, previous: Record<string, unknown> = {}): Record<string, unknown> {
  const eq = raw.indexOf("=");
  if (eq < 1) throw new InvalidArgumentError("must be key=value");
  const text = raw.slice(eq + 1);
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    // plain text
  }
  return { ...previous, [raw.slice(0, eq)]: value };
}

function inputsJson(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new InvalidArgumentError(`not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new InvalidArgumentError("must be a JSON object");
  return parsed as Record<string, unknown>;
}

const showExecution = (e: Execution) =>
  [
    fields([
      ["id", e.id],
      ["status", e.status],
      ["capability", e.capabilityId],
      ["release", e.releaseId],
      ["manifest", e.manifestHash],
      ["environment", e.environment],
      ["inputs", e.inputs],
      ["tokens", `${e.tokens.total} (prompt ${e.tokens.prompt}, completion ${e.tokens.completion})`],
      ["cost", `$${e.costUsd}`],
      ["latency", `${e.latencyMs} ms`],
      ["replay of", e.replay_of],
      ["replays", String(e.replay_count)],
      ["error", e.error ? `${e.error.code} at node ${e.error.nodeId}: ${e.error.message}` : null],
    ]),
    "",
    table(
      ["NODE", "STATUS", "TOKENS", "LATENCY", "OUTPUT"],
      e.trace.map((n) => [
        n.nodeId,
        n.status,
        n.tokens,
        `${n.latencyMs} ms`,
        preview(n.output ?? n.error?.message ?? ""),
      ]),
    ),
    "",
    `output: ${e.output ?? "-"}`,
  ].join("\n");

/** One live line per event (stdout): what a person watching the run wants to see. */
function eventLine(event: ExecutionEvent): string {
  switch (event.type) {
    case "execution_start":
      return `execution ${event.data.executionId} started (manifest ${event.data.manifestHash.slice(0, 12)}…)`;
    case "node_start":
      return `  > ${event.data.nodeId} started`;
    case "node_complete":
      return `  ✓ ${event.data.nodeId}: ${preview(event.data.output)}`;
    case "node_error":
      return `  ✗ ${event.data.nodeId}: ${event.data.code}: ${event.data.message}`;
    case "execution_complete":
      return `execution ${event.data.executionId} complete, ${event.data.tokens} tokens\noutput: ${String(event.data.output)}`;
    case "execution_error":
      return `execution ${event.data.executionId} failed: ${event.data.code}: ${event.data.message}`;
    case "done":
      return "";
    default:
      return `  (${event.event}) ${preview(event.data)}`;
  }
}

/** Prints a stream as it arrives; exit 1 when the execution failed. */
async function follow(ctx: CliContext, events: AsyncIterable<ExecutionEvent>): Promise<void> {
  let failed = false;
  for await (const event of events) {
    if (event.type === "execution_error") failed = true;
    if (event.type === "done" && !ctx.json) continue;
    ctx.out.line(event, () => eventLine(event));
  }
  if (failed) throw new CheckFailed("execution failed");
}

interface RunOptions {
  release?: string;
  input?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  environment?: string;
  stream: boolean;
  dryRun?: boolean;
}

/** `execution run | get | replay | replays`. */
export function registerExecutionCommands(program: Command, io: CliIo): void {
  const group = program
    .command("execution")
    .alias("executions")
    .description("run released capabilities with live output, and replay them");

  withDryRun(
    group
      .command("run")
      .description("run a capability's active release (or --release), streaming node events as they happen")
      .argument("<capability-id>")
      .option("--release <release-id>", "run this release instead of the active one")
      .option("-i, --input <key=value>", "an input variable (repeatable; JSON values are parsed)", inputPair)
      .option("--inputs <json>", "all inputs as one JSON object (merged under --input)", inputsJson)
      .option("--environment <name>", "the environment to record the run under")
      .option("--no-stream", "wait for the whole result instead of streaming events"),
  )
    .addHelpText("after", "\nExit status 1 when the execution failed (a node error).")
    .action(async (capabilityId: string, options: RunOptions, command: Command) => {
      const ctx = new CliContext(io, command);
      const input: ExecutionInput = {
        capabilityId,
        ...(options.release ? { releaseId: options.release } : {}),
        inputs: { ...options.inputs, ...options.input },
        ...(options.environment ? { environment: options.environment } : {}),
      };
      if (options.dryRun) {
        await ctx.mutate(true, async (c) => {
          if (options.stream) await consume(c.streamExecution(input));
          else await c.runExecution(input);
        });
        return;
      }
      if (options.stream) return follow(ctx, ctx.client().streamExecution(input));
      const execution = await ctx.client().runExecution(input);
      ctx.out.result(execution, () => showExecution(execution));
      if (execution.status === "failed") throw new CheckFailed("execution failed");
    });

  group
    .command("get")
    .description("show an execution: inputs, per-node outputs, trace, tokens, cost")
    .argument("<execution-id>")
    .action(async (id: string, _options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const execution = await ctx.client().getExecution(id);
      ctx.out.result(execution, () => showExecution(execution));
    });

  withDryRun(
    group
      .command("replay")
      .description("run an execution again with the same manifest, models, environment and inputs")
      .argument("<execution-id>")
      .option("--no-stream", "wait for the whole result instead of streaming events"),
  ).action(async (id: string, options: { stream: boolean; dryRun?: boolean }, command: Command) => {
    const ctx = new CliContext(io, command);
    if (options.dryRun) {
      await ctx.mutate(true, async (c) => {
        if (options.stream) await consume(c.streamReplay(id));
        else await c.replayExecution(id);
      });
      return;
    }
    if (options.stream) return follow(ctx, ctx.client().streamReplay(id));
    const execution = await ctx.client().replayExecution(id);
    ctx.out.result(execution, () => showExecution(execution));
    if (execution.status === "failed") throw new CheckFailed("execution failed");
  });

  group
    .command("replays")
    .description("every replay of an execution with its outcome and per-node diff")
    .argument("<execution-id>")
    .action(async (id: string, _options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const replays = await ctx.client().listReplays(id);
      ctx.out.result(replays, () =>
        table(
          ["REPLAY", "OUTCOME", "CHANGED NODES", "COST DELTA", "LATENCY DELTA"],
          replays.items.map((r) => [
            r.id,
            r.outcome,
            r.diff.changed.map((c) => c.nodeId).join(",") || "-",
            `$${r.diff.costDeltaUsd}`,
            `${r.diff.latencyDeltaMs} ms`,
          ]),
        ),
      );
    });
}

/** Reads a stream to its end (a dry run captures the request before the first event). */
async function consume(events: AsyncIterable<ExecutionEvent>): Promise<void> {
  for await (const _ of events) {
    // nothing to do with the events
  }
}
