import type { EvalGateResult } from "@platform/prompt-client";
import type { Command } from "commander";
import { CliContext } from "../cli-context.js";
import { CheckFailed } from "../exit-codes.js";
import { type CliIo, preview, table } from "../output.js";
import { collectPages, type PagingOptions, withDryRun, withPaging } from "./options.js";

function showGate(repoId: string, gate: EvalGateResult): string {
  const suites = gate.suites.map((s) => s as Record<string, unknown>);
  const lines = [
    `eval gate ${gate.ok ? "PASSED" : "FAILED"} for repo ${repoId}: score ${gate.score}`,
    "",
    table(
      ["SUITE", "SCORE", "THRESHOLD", "PASSED"],
      suites.map((s) => [
        str(s.name ?? s.suiteId ?? s.id),
        str(s.score),
        str(s.passThreshold),
        str(s.passed ?? s.ok),
      ]),
    ),
  ];
  if (gate.regressions.length > 0)
    lines.push("", "regressions:", ...gate.regressions.map((r) => `  - ${preview(r, 160)}`));
  return lines.join("\n");
}

const str = (value: unknown) => (value === undefined || value === null ? "-" : String(value));

/** `eval gate | run | runs`. */
export function registerEvalCommands(program: Command, io: CliIo): void {
  const group = program.command("eval").alias("evals").description("eval suites, runs and the CI gate");

  withDryRun(
    group
      .command("gate")
      .description("run the eval gate over every suite of the repository's capabilities")
      .argument("<repo-id>")
      .option("--branch <name>", "the branch whose last passing run is the baseline"),
  )
    .addHelpText(
      "after",
      "\nExit status: 0 when the gate passes, 1 when it fails (a suite below its threshold or a regression),\n" +
        "2 on a usage error, 3 when the platform answers with an error, 4 when it cannot be reached.",
    )
    .action(async (repoId: string, options: { branch?: string; dryRun?: boolean }, command: Command) => {
      const ctx = new CliContext(io, command);
      const gate = await ctx.mutate(options.dryRun, (c) =>
        c.evalGate(repoId, options.branch ? { branch: options.branch } : {}),
      );
      if (!gate) return;
      ctx.out.result(gate, () => showGate(repoId, gate));
      if (!gate.ok) throw new CheckFailed("eval gate failed");
    });

  withDryRun(
    group.command("run").description("run an eval suite against its capability").argument("<suite-id>"),
  ).action(async (suiteId: string, options: { dryRun?: boolean }, command: Command) => {
    const ctx = new CliContext(io, command);
    const run = await ctx.mutate(options.dryRun, (c) => c.runEval({ suiteId }));
    if (run) ctx.out.result(run, () => `eval run ${run.id}\n${JSON.stringify(run, null, 2)}`);
  });

  withPaging(
    group
      .command("runs")
      .description("list past eval runs")
      .option("--suite <suite-id>", "only this suite's runs"),
  ).action(async (options: PagingOptions & { suite?: string }, command: Command) => {
    const ctx = new CliContext(io, command);
    const client = ctx.client();
    const page = await collectPages(options, ctx.out, (p) =>
      client.listEvalRuns({ ...p, ...(options.suite ? { suiteId: options.suite } : {}) }),
    );
    ctx.out.result(page, () =>
      table(
        ["ID", "SUITE", "SCORE", "PASSED"],
        page.items.map((r) => [r.id, str(r.suiteId), str(r.score), str(r.passed)]),
      ),
    );
  });
}
