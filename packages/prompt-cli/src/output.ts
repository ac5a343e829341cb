/** Where promptctl writes: answers on stdout, everything else on stderr. */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
}

/**
 * Prints a command's answer: with `--json` the value as JSON and nothing else on stdout; otherwise
 * the human text. Notes (progress, hints) go to stderr and are dropped with `--json`.
 */
export class Output {
  constructor(
    private readonly io: CliIo,
    readonly json: boolean,
  ) {}

  result(value: unknown, human: () => string): void {
    this.io.stdout.write(this.json ? `${JSON.stringify(value, null, 2)}\n` : ensureNewline(human()));
  }

  /** One JSON value per line (a stream of events with `--json`). */
  line(value: unknown, human: () => string): void {
    this.io.stdout.write(this.json ? `${JSON.stringify(value)}\n` : ensureNewline(human()));
  }

  note(text: string): void {
    if (!this.json) this.io.stderr.write(ensureNewline(text));
  }
}

function ensureNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** Rows as aligned columns under a header; `(none)` for no rows. */
export function table(header: string[], rows: (string | number | null | undefined)[][]): string {
  if (rows.length === 0) return "(none)";
  const cells = [header, ...rows.map((r) => r.map((c) => (c === null || c === undefined ? "-" : String(c))))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** `key: value` lines, aligned. */
export function fields(entries: [string, unknown][]): string {
  const width = Math.max(...entries.map(([k]) => k.length));
  return entries
    .map(
      ([k, v]) =>
        `${`${k}:`.padEnd(width + 1)} ${typeof v === "string" ? v : v === null || v === undefined ? "-" : JSON.stringify(v)}`,
    )
    .join("\n");
}

/** A one-line preview of a value (outputs can be long). */
export function preview(value: unknown, max = 100): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
