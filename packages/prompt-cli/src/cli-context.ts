import { PlatformClient, type PlatformClientOptions } from "@platform/prompt-client";
import type { Command } from "commander";
import { configPath, readCredentials, type StoredCredentials, tooOpen } from "./config-store.js";
import { DryRunCapture, dryRunFetch } from "./dry-run.js";
import { UsageError } from "./exit-codes.js";
import { type CliIo, Output } from "./output.js";

export const DEFAULT_API_URL = "http://127.0.0.1:8080";

/** The options every command has (declared on the program). */
export interface GlobalOptions {
  url?: string;
  workspace?: string;
  json?: boolean;
}

/** Where each setting came from, for `whoami` and error hints. */
export interface Settings {
  apiUrl: string;
  apiKey: string | undefined;
  workspaceId: string | undefined;
  configPath: string;
  stored: StoredCredentials;
}

/**
 * What a command needs: its settings (flag, then environment, then the login file, then the
 * default), its output, and a client. One per run.
 */
export class CliContext {
  readonly out: Output;
  readonly settings: Settings;

  constructor(
    readonly io: CliIo,
    command: Command,
  ) {
    const globals = command.optsWithGlobals<GlobalOptions>();
    this.out = new Output(io, globals.json === true);
    const env = (name: string) => io.env[name]?.trim() || undefined;
    const path = configPath(io.env);
    const stored = readCredentials(path);
    const mode = stored.apiKey ? tooOpen(path) : undefined;
    if (mode) this.out.note(`promptctl: warning: ${path} has mode ${mode}; run chmod 600 ${path}`);
    this.settings = {
      apiUrl: globals.url ?? env("PLATFORM_API_URL") ?? stored.apiUrl ?? DEFAULT_API_URL,
      apiKey: env("PLATFORM_API_KEY") ?? stored.apiKey,
      workspaceId: globals.workspace ?? env("PLATFORM_WORKSPACE_ID") ?? stored.workspaceId,
      configPath: path,
      stored,
    };
  }

  get json(): boolean {
    return this.out.json;
  }

  client(overrides: Partial<PlatformClientOptions> = {}): PlatformClient {
    return new PlatformClient({ baseUrl: this.settings.apiUrl, apiKey: this.settings.apiKey, ...overrides });
  }

  workspaceId(): string {
    const id = this.settings.workspaceId;
    if (!id)
      throw new UsageError(
        "no workspace: pass --workspace <id>, set PLATFORM_WORKSPACE_ID, or run promptctl login --workspace <id>",
      );
    return id;
  }

  /**
   * Runs a mutating call, or with `--dry-run` prints the exact request the client would send
   * (method, URL, headers with the key masked, body) and sends nothing: returns undefined then.
   */
  async mutate<T>(
    dryRun: boolean | undefined,
    call: (client: PlatformClient) => Promise<T>,
  ): Promise<T | undefined> {
    if (!dryRun) return call(this.client());
    const client = this.client({ fetch: dryRunFetch, retry: { retries: 0 } });
    try {
      await call(client);
    } catch (error) {
      const capture = error instanceof DryRunCapture ? error : (error as Error).cause;
      if (!(capture instanceof DryRunCapture)) throw error;
      const request = capture.request;
      this.out.result({ dryRun: true, ...request }, () =>
        [
          "dry run: nothing was sent; the request would be:",
          `${request.method} ${request.url}`,
          ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
          ...(request.body === undefined ? [] : ["", JSON.stringify(request.body, null, 2)]),
        ].join("\n"),
      );
      return undefined;
    }
    throw new Error("dry run: the command sent no request");
  }
}
