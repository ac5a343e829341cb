import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigurationError } from "../errors.js";
import { CONFIG_FIELDS, type ConfigField, type EventPlatformConfig, envName } from "./config-schema.js";

export interface LoadedConfig {
  config: EventPlatformConfig;
  /** Values that failed conversion and were skipped, and unknown keys: log them at start. */
  warnings: string[];
  /** The files that were read, in order. */
  files: string[];
}

export interface LoadConfigOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Replaces `eventctl.json` in the working directory. */
  configFile?: string;
}

/**
 * Builds the configuration: defaults, then `eventctl.json` in the working directory (or
 * `configFile`), then `config.<EVENTPLAT_ENV>.json`, then `EVENTPLAT_*` variables, later sources
 * winning. A value that fails conversion is skipped with a warning (the earlier value stays); a file
 * that is not JSON stops start-up with ConfigurationError.
 */
export function loadConfig({
  cwd = process.cwd(),
  env = process.env,
  configFile,
}: LoadConfigOptions = {}): LoadedConfig {
  const values = new Map<string, unknown>(CONFIG_FIELDS.map((f) => [f.path, f.default]));
  const warnings: string[] = [];
  const files: string[] = [];

  const layers = [configFile ?? join(cwd, "eventctl.json")];
  if (env.EVENTPLAT_ENV) {
    if (!/^[A-Za-z0-9_-]+$/.test(env.EVENTPLAT_ENV)) {
      throw new ConfigurationError(
        `EVENTPLAT_ENV must be letters, digits, _ or -, got "${env.EVENTPLAT_ENV}"`,
      );
    }
    layers.push(join(cwd, `config.${env.EVENTPLAT_ENV}.json`));
  }
  for (const file of layers) {
    const document = readJsonObject(file);
    if (document === undefined) continue;
    files.push(file);
    const flat = flatten(document);
    for (const [path, raw] of flat) {
      const field = CONFIG_FIELDS.find((f) => f.path === path);
      if (!field) {
        warnings.push(`${file}: unknown setting "${path}" ignored`);
        continue;
      }
      const converted = convert(field, raw);
      if ("problem" in converted) warnings.push(`${file}: ${path} ${converted.problem}; skipped`);
      else values.set(path, converted.value);
    }
  }
  for (const field of CONFIG_FIELDS) {
    const raw = env[envName(field.path)];
    if (raw === undefined || raw === "") continue;
    const converted = convert(field, raw);
    if ("problem" in converted) warnings.push(`${envName(field.path)} ${converted.problem}; skipped`);
    else values.set(field.path, converted.value);
  }
  return { config: inflate(values), warnings, files };
}

function readJsonObject(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new ConfigurationError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (document === null || typeof document !== "object" || Array.isArray(document)) {
    throw new ConfigurationError(`${file} must hold a JSON object`);
  }
  return document as Record<string, unknown>;
}

/** {"bus": {"rate_limit": 5}} -> [["bus.rate_limit", 5]]; known leaf paths stop the descent. */
function flatten(value: Record<string, unknown>, prefix = ""): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const isLeaf = CONFIG_FIELDS.some((f) => f.path === path);
    if (!isLeaf && item !== null && typeof item === "object" && !Array.isArray(item)) {
      out.push(...flatten(item as Record<string, unknown>, path));
    } else out.push([path, item]);
  }
  return out;
}

const TRUE = new Set(["1", "true", "yes"]);
const FALSE = new Set(["0", "false", "no"]);

export function convert(field: ConfigField, raw: unknown): { value: unknown } | { problem: string } {
  const type = field.type;
  switch (type.kind) {
    case "number": {
      const word = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
      if (word !== undefined && type.words?.includes(word)) return { value: word };
      const value =
        typeof raw === "number"
          ? raw
          : typeof raw === "string" && raw.trim() !== ""
            ? Number(raw)
            : Number.NaN;
      if (!Number.isFinite(value)) return { problem: `is not a number (${JSON.stringify(raw)})` };
      if (type.integer && !Number.isInteger(value)) return { problem: `must be an integer, got ${value}` };
      if (type.min !== undefined && value < type.min)
        return { problem: `must be >= ${type.min}, got ${value}` };
      if (type.max !== undefined && value > type.max)
        return { problem: `must be <= ${type.max}, got ${value}` };
      return { value };
    }
    case "boolean": {
      if (typeof raw === "boolean") return { value: raw };
      const text = String(raw).trim().toLowerCase();
      if (TRUE.has(text)) return { value: true };
      if (FALSE.has(text)) return { value: false };
      return { problem: `is not a boolean (1/true/yes or 0/false/no), got ${JSON.stringify(raw)}` };
    }
    case "string":
      if (typeof raw !== "string" || raw === "") return { problem: `must be a non-empty string` };
      return { value: raw };
    case "list": {
      const items = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : undefined;
      if (!items || items.some((i) => typeof i !== "string")) return { problem: "must be a list of names" };
      return { value: (items as string[]).map((s) => s.trim()).filter(Boolean) };
    }
    case "oneOf":
      if (typeof raw !== "string" || !type.values.includes(raw.toLowerCase())) {
        return { problem: `must be one of ${type.values.join(", ")}, got ${JSON.stringify(raw)}` };
      }
      return { value: raw.toLowerCase() };
  }
}

function inflate(values: Map<string, unknown>): EventPlatformConfig {
  const root: Record<string, unknown> = {};
  for (const [path, value] of values) {
    const parts = path.split(".");
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = Array.isArray(value) ? [...value] : value;
  }
  return root as unknown as EventPlatformConfig;
}

/** The defaults alone, as `eventctl init` writes them. */
export function defaultConfigDocument(): Record<string, unknown> {
  return inflate(new Map(CONFIG_FIELDS.map((f) => [f.path, f.default]))) as unknown as Record<
    string,
    unknown
  >;
}
