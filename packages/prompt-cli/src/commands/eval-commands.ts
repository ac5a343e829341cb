import type { EvalGateInput, EvalGateResult, EvalRun, EvalRunInput } from "@platform/prompt-client";
import { type Command, InvalidArgumentError } from "commander";
import { CliContext } from "../cli-context.js";
import { CheckFailed } from "../exit-codes.js";
import { type CliIo, fields, table } from "../output.js";
import { collectPages, type PagingOptions, withDryRun, withPaging } from "./options.js";

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : `${(value * 100).toFixed(1)}%`;

function showGate(repoId: string, gate: EvalGateResult): string {
  const lines = [
    `eval gate ${gate.ok ? "PASSED" : "FAILED"} for repo ${repoId} at ${gate.ref} (${gate.commitId.slice(0, 12)}…) against ${gate.targetBranch}: score ${percent(gate.score)}`,
    "",
    table(
      ["SUITE", "SCORE", "THRESHOLD", "BASELINE", "PASSED", "REGRESSIONS"],
      gate.suites.map((s) => [
        s.name,
        percent(s.score),
        percent(s.passThreshold),
        percent(s.baselineScore),
        s.passed ? "yes" : "no",
        s.regressions,
      ]),
    ),
  ];
  if (gate.regressions.length > 0)
    lines.push(
      "",
      "regressions:",
      ...gate.regressions.map(
        (r) => `  - ${r.suite} / ${r.case}: ${percent(r.baselineScore)} -> ${percent(r.score)}`,
      ),
    );
  if (gate.reasons.length > 0) lines.push("", "reasons:", ...gate.reasons.map((r) => `  - ${r}`));
  return lines.join("\n");
}

const showRun = (run: EvalRun) =>
  [
    fields([
      ["id", run.id],
      ["suite", run.suiteId],
      ["target", `${run.target} ${run.releaseId ?? run.commitId ?? run.manifestHash}`],
      ["score", `${percent(run.score)} (threshold ${percent(run.passThreshold)})`],
      ["result", run.passed ? "passed" : "failed"],
      ["cases", `${run.passedCases} of ${run.caseCount} passed`],
    ]),
    "",
    table(
      ["CASE", "SCORE", "PASSED", "OUTPUT"],
      run.cases.map((c) => [c.caseName, percent(c.score), c.passed ? "yes" : "no", c.error ?? c.output]),
    ),
  ].join("\n");

/** `--tolerance`: a ratio from 0 to 1. */
function ratio(raw: string): number {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value < 0 || value > 1)
    throw new InvalidArgumentError("must be a number from 0 to 1");
  return value;
}

interface RunOptions {
  release?: string;
  versionId?: string;
  manifest?: string;
  repo?: string;
  ref?: string;
  dryRun?: boolean;
}

interface GateOptions {
  ref?: string;
  targetBranch?: string;
  tolerance?: number;
  dryRun?: boolean;
}

/** `eval gate | run | runs`. */
export function registerEvalCommands(program: Command, io: CliIo): void {
  const group = program.command("eval").alias("evals").description("eval suites, runs and the CI gate");

  withDryRun(
    group
      .command("gate")
      .description("run the eval gate over every suite of the repository's capabilities")
      .argument("<repo-id>")
      .option("--ref <ref>", "the branch or commit id to evaluate (default: the default branch)")
      .option(
        "--target-branch <name>",
        "the branch whose last passing runs are the baseline (default: the default branch)",
      )
      .option("--tolerance <ratio>", "how far a case may fall below its baseline, 0-1 (default 0)", ratio),
  )
    .addHelpText(
      "after",
      "\nExit status: 0 when the gate passes, 1 when it fails (a suite below its threshold or a regression),\n" +
        "2 on a usage error, 3 when the platform answers with an error, 4 when it cannot be reached.",
    )
    .action(async (repoId: string, options: GateOptions, command: Command) => {
      const ctx = new CliContext(io, command);
      const input: EvalGateInput = {
        ...(options.ref ? { ref: options.ref } : {}),
        ...(options.targetBranch ? { targetBranch: options.targetBranch } : {}),
        ...(options.tolerance !== undefined ? { tolerance: options.tolerance } : {}),
      };
      const gate = await ctx.mutate(options.dryRun, (c) => c.evalGate(repoId, input));
      if (!gate) return;
      ctx.out.result(gate, () => showGate(repoId, gate));
      if (!gate.ok) throw new CheckFailed("eval gate failed");
    });

  withDryRun(
    group
      .command("run")
      .description("run an eval suite against its capability's active release (or what the options name)")
      .argument("<suite-id>")
      .option("--release <release-id>", "score this release instead of the active one")
      .option("--version-id <version-id>", "score this version of the capability")
      .option("--manifest <hash>", "score this stored manifest")
      .option("--repo <repo-id>", "score the capability's manifest in this repository (with --ref)")
      .option("--ref <ref>", "the repository branch or commit id (default: its default branch)"),
  )
    .addHelpText("after", "\nExit status 1 when the run scores below the suite's threshold.")
    .action(async (suiteId: string, options: RunOptions, command: Command) => {
      const ctx = new CliContext(io, command);
      const input: EvalRunInput = {
        suiteId,
        ...(options.release ? { releaseId: options.release } : {}),
        ...(options.versionId ? { versionId: options.versionId } : {}),
        ...(options.manifest ? { manifestHash: options.manifest } : {}),
        ...(options.repo ? { repoId: options.repo } : {}),
        ...(options.ref ? { ref: options.ref } : {}),
      };
      const run = await ctx.mutate(options.dryRun, (c) => c.runEval(input));
      if (!run) return;
      ctx.out.result(run, () => showRun(run));
      if (!run.passed) throw new CheckFailed("eval run failed");
    });

  withPaging(
    group
      .command("runs")
      .description("list past eval runs, newest first")
      .option("--suite <suite-id>", "only this suite's runs")
      .option("--capability <capability-id>", "only this capability's runs"),
  ).action(async (options: PagingOptions & { suite?: string; capability?: string }, command: Command) => {
    const ctx = new CliContext(io, command);
    const client = ctx.client();
    const filter = {
      ...(options.suite ? { suiteId: options.suite } : {}),
      ...(options.capability ? { capabilityId: options.capability } : {}),
    };
    const page = await collectPages(options, ctx.out, (p) => client.listEvalRuns({ ...filter, ...p }));
    ctx.out.result(page, () =>
      table(
        ["ID", "SUITE", "SCORE", "THRESHOLD", "PASSED", "CASES", "CREATED"],
        page.items.map((r) => [
          r.id,
          r.suiteId,
          percent(r.score),
          percent(r.passThreshold),
          r.passed ? "yes" : "no",
          `${r.passedCases}/${r.caseCount}`,
          r.createdAt,
        ]),
      ),
    );
  });
}
