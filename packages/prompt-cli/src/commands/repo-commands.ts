import type { Command } from "commander";
import { CliContext } from "../cli-context.js";
import { type CliIo, preview, table } from "../output.js";
import { collectPages, type PagingOptions, withPaging } from "./options.js";

/** `repos list`. */
export function registerRepoCommands(program: Command, io: CliIo): void {
  const group = program.command("repos").alias("repo").description("prompt repositories");

  withPaging(
    group
      .command("list")
      .description("list the repositories of the workspace (--workspace or PLATFORM_WORKSPACE_ID)"),
  ).action(async (options: PagingOptions, command: Command) => {
    const ctx = new CliContext(io, command);
    const workspaceId = ctx.workspaceId();
    const client = ctx.client();
    const page = await collectPages(options, ctx.out, (p) => client.listRepos(workspaceId, p));
    ctx.out.result(page, () =>
      table(
        ["ID", "NAME", "DEFAULT BRANCH", "DESCRIPTION"],
        page.items.map((r) => [r.id, r.name, r.defaultBranch, preview(r.description, 60)]),
      ),
    );
  });
}
