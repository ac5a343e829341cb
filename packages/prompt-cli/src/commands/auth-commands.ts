import type { Me } from "@platform/prompt-client";
import type { Command } from "commander";
import { CliContext } from "../cli-context.js";
import { removeCredentials, type StoredCredentials, writeCredentials } from "../config-store.js";
import { UsageError } from "../exit-codes.js";
import { type CliIo, fields } from "../output.js";
import { readSecret } from "../read-secret.js";

const describeMe = (me: Me) =>
  `${me.user ? `${me.user.name} <${me.user.email}>` : "an agent"} in ${me.org.name} (${me.org.id}) as ${me.role}`;

/** `login`, `logout`, `whoami`. */
export function registerAuthCommands(program: Command, io: CliIo): void {
  program
    .command("login")
    .description(
      "check an API key against the platform and keep it (with the URL and workspace) in the config file, mode 0600",
    )
    .option("--api-key <key>", "the API key (default: PLATFORM_API_KEY, else read from stdin or a prompt)")
    .option("--dry-run", "show what would be stored, and neither check nor store it")
    .addHelpText(
      "after",
      "\nThe file is $XDG_CONFIG_HOME/promptctl/config.json (default ~/.config/promptctl/config.json).\n" +
        'Prefer `printf %s "$KEY" | promptctl login` to --api-key, which other users can see in ps.',
    )
    .action(async (options: { apiKey?: string; dryRun?: boolean }, command: Command) => {
      const ctx = new CliContext(io, command);
      const apiKey =
        options.apiKey?.trim() || io.env.PLATFORM_API_KEY?.trim() || (await readSecret(io, "API key: "));
      if (!apiKey)
        throw new UsageError("no API key: pass --api-key, set PLATFORM_API_KEY, or pipe it on stdin");
      const { apiUrl, workspaceId, configPath } = ctx.settings;
      const credentials: StoredCredentials = { apiUrl, apiKey, ...(workspaceId ? { workspaceId } : {}) };
      if (options.dryRun) {
        const shown = { ...credentials, apiKey: `${apiKey.slice(0, 12)}…(hidden)` };
        ctx.out.result(
          { dryRun: true, configPath, credentials: shown },
          () =>
            `dry run: would check the key with GET ${apiUrl}/api/me and write ${configPath} (mode 0600):\n${JSON.stringify(shown, null, 2)}`,
        );
        return;
      }
      const client = ctx.client({ apiKey });
      const me = await client.me();
      if (workspaceId) await client.getWorkspace(workspaceId);
      writeCredentials(configPath, credentials);
      ctx.out.result({ configPath, apiUrl, workspaceId: workspaceId ?? null, me }, () =>
        [
          `logged in to ${apiUrl} as ${describeMe(me)}`,
          `credentials saved to ${configPath} (mode 0600)`,
        ].join("\n"),
      );
    });

  program
    .command("logout")
    .description("remove the stored credentials")
    .option("--dry-run", "show which file would be removed, and keep it")
    .action(async (options: { dryRun?: boolean }, command: Command) => {
      const ctx = new CliContext(io, command);
      const path = ctx.settings.configPath;
      if (options.dryRun) {
        ctx.out.result({ dryRun: true, configPath: path }, () => `dry run: would remove ${path}`);
        return;
      }
      const removed = removeCredentials(path);
      ctx.out.result({ configPath: path, removed }, () =>
        removed ? `removed ${path}` : `not logged in (${path} does not exist)`,
      );
    });

  program
    .command("whoami")
    .description("show who the configured key belongs to, and where each setting came from")
    .action(async (_options: object, command: Command) => {
      const ctx = new CliContext(io, command);
      const me = await ctx.client().me();
      const { apiUrl, workspaceId, configPath } = ctx.settings;
      ctx.out.result({ apiUrl, workspaceId: workspaceId ?? null, configPath, me }, () =>
        fields([
          ["caller", describeMe(me)],
          ["url", apiUrl],
          ["workspace", workspaceId ?? "-"],
          ["config", configPath],
        ]),
      );
    });
}
