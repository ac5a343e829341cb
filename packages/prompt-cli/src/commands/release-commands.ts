import type { PlatformClient, Release, ReleaseState } from "@platform/prompt-client";
import { type Command, InvalidArgumentError } from "commander";
import { CliContext } from "../cli-context.js";
import { type CliIo, fields, table } from "../output.js";
import { collectPages, type PagingOptions, withDryRun, withPaging } from "./options.js";

const STATES: ReleaseState[] = [
  "draft",
  "pending_approval",
  "approved",
  "active",
  "superseded",
  "rolled_back",
  "cancelled",
];

function releaseState(raw: string): ReleaseState {
  if (!(STATES as string[]).includes(raw))
    throw new InvalidArgumentError(`must be one of ${STATES.join(", ")}`);
  return raw as ReleaseState;
}

/** A release and its approval state, as `release get` prints it. */
export function showRelease(r: Release): string {
  const approvals = r.approvals.map(
    (a) => `  - ${a.userId} at ${a.createdAt}${a.comment ? `: ${JSON.stringify(a.comment)}` : ""}`,
  );
  return [
    fields([
      ["id", r.id],
      ["state", r.state],
      ["capability", r.capabilityId],
      ["version", `${r.versionNumber} (${r.versionId})`],
      ["manifest", r.manifestHash],
      ["approvals", `${r.approvalCount} of ${r.approvalsRequired}`],
      ["created", `${r.createdAt} by ${r.createdBy}`],
      ["activated", r.activatedAt],
      ["notes", r.notes || "-"],
    ]),
    ...approvals,
  ].join("\n");
}

interface TransitionOptions {
  comment?: string;
  reason?: string;
}
type Transition = (client: PlatformClient, id: string, options: TransitionOptions) => Promise<Release>;

/** `release list | get | submit | approve | activate | rollback | cancel`. */
export function registerReleaseCommands(program: Command, io: CliIo): void {
  const group = program
    .command("release")
    .alias("releases")
    .description("releases and their approvals (two approvals from users other than the creator)");

  withPaging(
    group
      .command("list")
      .description("list releases with their approval state")
      .option("--capability <capability-id>", "only this capability's releases")
      .option("--state <state>", `only releases in this state (${STATES.join(", ")})`, releaseState),
  ).action(
    async (options: PagingOptions & { capability?: string; state?: ReleaseState }, command: Command) => {
      const ctx = new CliContext(io, command);
      const client = ctx.client();
      const filter = {
        ...(options.capability ? { capabilityId: options.capability } : {}),
        ...(options.state ? { state: options.state } : {}),
      };
      const page = await collectPages(options, ctx.out, (p) => client.listReleases({ ...filter, ...p }));
      ctx.out.result(page, () =>
        table(
          ["ID", "STATE", "CAPABILITY", "VERSION", "APPROVALS", "CREATED"],
          page.items.map((r) => [
            r.id,
            r.state,
            r.capabilityId,
            r.versionNumber,
            `${r.approvalCount}/${r.approvalsRequired}`,
            r.createdAt,
          ]),
        ),
      );
    },
  );

  group
    .command("get")
    .description("show a release and its approval state")
    .argument("<release-id>")
    .action(async (id: string, _options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const release = await ctx.client().getRelease(id);
      ctx.out.result(release, () => showRelease(release));
    });

  const transition = (name: string, description: string, run: Transition, extra?: "comment" | "reason") => {
    const command = group.command(name).description(description).argument("<release-id>");
    if (extra === "comment") command.option("-m, --comment <text>", "a comment kept with the approval");
    if (extra === "reason") command.option("--reason <text>", "why (kept in the audit chain)");
    withDryRun(command).action(
      async (id: string, options: TransitionOptions & { dryRun?: boolean }, cmd: Command) => {
        const ctx = new CliContext(io, cmd);
        const release = await ctx.mutate(options.dryRun, (client) => run(client, id, options));
        if (release)
          ctx.out.result(
            release,
            () => `release ${release.id} is now ${release.state}\n${showRelease(release)}`,
          );
      },
    );
  };
  transition("submit", "submit a draft release for approval", (c, id) => c.submitRelease(id));
  transition(
    "approve",
    "approve a release (never your own; the second qualifying approval makes it approved)",
    (c, id, o) => c.approveRelease(id, o.comment ? { comment: o.comment } : {}),
    "comment",
  );
  transition(
    "activate",
    "activate an approved release (admin); supersedes the capability's active release",
    (c, id) => c.activateRelease(id),
  );
  transition("rollback", "roll back an active release (admin), restoring the one it superseded", (c, id) =>
    c.rollbackRelease(id),
  );
  transition(
    "cancel",
    "withdraw a draft, pending or approved release (final)",
    (c, id, o) => c.cancelRelease(id, o.reason ? { reason: o.reason } : {}),
    "reason",
  );
}
