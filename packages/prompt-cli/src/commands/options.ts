import type { Page } from "@platform/prompt-client";
import { type Command, InvalidArgumentError } from "commander";
import type { Output } from "../output.js";

/** Parses `--limit`: an integer from 1 to 200 (the platform's page bounds). */
export function pageLimit(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 200)
    throw new InvalidArgumentError("must be an integer from 1 to 200");
  return value;
}

export interface PagingOptions {
  limit?: number;
  cursor?: string;
  all?: boolean;
}

/** Adds `--limit`, `--cursor` and `--all` to a list command. */
export function withPaging(command: Command): Command {
  return command
    .option("--limit <n>", "items per page, 1-200 (platform default 50)", pageLimit)
    .option("--cursor <cursor>", "continue after a previous page (its nextCursor)")
    .option("--all", "follow nextCursor and list every page");
}

/** One page (or every page with --all); tells how to get the next page on stderr. */
export async function collectPages<T>(
  options: PagingOptions,
  out: Output,
  fetchPage: (page: { limit?: number; cursor?: string }) => Promise<Page<T>>,
): Promise<Page<T>> {
  const items: T[] = [];
  let cursor = options.cursor;
  while (true) {
    const page = await fetchPage({
      ...(options.limit ? { limit: options.limit } : {}),
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    if (!options.all || !page.nextCursor) {
      if (page.nextCursor && !options.all) out.note(`more: --cursor ${page.nextCursor} (or --all)`);
      return { items, nextCursor: options.all ? null : page.nextCursor };
    }
    cursor = page.nextCursor;
  }
}

/** Adds `--dry-run` to a mutating command. */
export function withDryRun(command: Command): Command {
  return command.option("--dry-run", "print the request that would be sent, and send nothing");
}
