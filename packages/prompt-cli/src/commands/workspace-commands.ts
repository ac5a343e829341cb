import type { Workspace } from "@platform/prompt-client";
import type { Command } from "commander";
import { CliContext } from "../cli-context.js";
import { UsageError } from "../exit-codes.js";
import { type CliIo, fields, table } from "../output.js";
import { collectPages, type PagingOptions, withDryRun, withPaging } from "./options.js";

const showWorkspace = (w: Workspace) =>
  fields([
    ["id", w.id],
    ["name", w.name],
    ["description", w.description],
    ["created", `${w.createdAt} by ${w.createdBy}`],
    ["updated", w.updatedAt],
  ]);

/** `workspaces list | get | create | update | delete`. */
export function registerWorkspaceCommands(program: Command, io: CliIo): void {
  const group = program.command("workspaces").alias("workspace").description("list and manage workspaces");

  withPaging(group.command("list").description("list the organisation's workspaces")).action(
    async (options: PagingOptions, command: Command) => {
      const ctx = new CliContext(io, command);
      const client = ctx.client();
      const page = await collectPages(options, ctx.out, (p) => client.listWorkspaces(p));
      ctx.out.result(page, () =>
        table(
          ["ID", "NAME", "DESCRIPTION"],
          page.items.map((w) => [w.id, w.name, w.description]),
        ),
      );
    },
  );

  group
    .command("get")
    .description("show one workspace")
    .argument("<workspace-id>")
    .action(async (id: string, _options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const workspace = await ctx.client().getWorkspace(id);
      ctx.out.result(workspace, () => showWorkspace(workspace));
    });

  withDryRun(
    group
      .command("create")
      .description("create a workspace")
      .argument("<name>")
      .option("-d, --description <text>", "what the workspace is for", ""),
  ).action(async (name: string, options: { description: string; dryRun?: boolean }, command: Command) => {
    const ctx = new CliContext(io, command);
    const created = await ctx.mutate(options.dryRun, (c) =>
      c.createWorkspace({ name, description: options.description }),
    );
    if (created) ctx.out.result(created, () => `created workspace ${created.id}\n${showWorkspace(created)}`);
  });

  withDryRun(
    group
      .command("update")
      .description("rename a workspace or change its description (what is left out is kept)")
      .argument("<workspace-id>")
      .option("--name <name>", "the new name")
      .option("-d, --description <text>", "the new description"),
  )
    .addHelpText(
      "after",
      "\nThe platform replaces both fields, so promptctl first reads the one you leave out (also with\n" +
        "--dry-run: that read changes nothing, and the request shown is the exact one).",
    )
    .action(
      async (
        id: string,
        options: { name?: string; description?: string; dryRun?: boolean },
        command: Command,
      ) => {
        const ctx = new CliContext(io, command);
        if (options.name === undefined && options.description === undefined)
          throw new UsageError("nothing to change: pass --name and/or --description");
        const current =
          options.name === undefined || options.description === undefined
            ? await ctx.client().getWorkspace(id)
            : undefined;
        const input = {
          name: options.name ?? current!.name,
          description: options.description ?? current!.description,
        };
        const updated = await ctx.mutate(options.dryRun, (c) => c.updateWorkspace(id, input));
        if (updated)
          ctx.out.result(updated, () => `updated workspace ${updated.id}\n${showWorkspace(updated)}`);
      },
    );

  withDryRun(
    group.command("delete").description("delete an empty workspace (admin)").argument("<workspace-id>"),
  ).action(async (id: string, options: { dryRun?: boolean }, command: Command) => {
    const ctx = new CliContext(io, command);
    const deleted = await ctx.mutate(options.dryRun, (c) => c.deleteWorkspace(id));
    if (deleted) ctx.out.result(deleted, () => `deleted workspace ${deleted.id} (${deleted.name})`);
  });
}
