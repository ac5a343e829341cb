/**
 * Environment -> typed, frozen configuration. Every problem is reported at once, each naming its
 * variable, so a bad deployment fails at start-up with one clear message.
 *
 * @example
 *   const config = readConfig({ PORT: env.int({ default: 3000, min: 1, max: 65535 }) }, process.env);
 */

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
    this.name = "ConfigError";
  }
}

/** A variable's parser: receives the raw value (undefined when unset or empty). */
export interface EnvField<T> {
  parse(raw: string | undefined): T;
}

type Problem = { problem: string };
const fail = (problem: string): never => {
  throw { problem } satisfies Problem;
};

function field<T>(parse: (raw: string) => T, fallback: () => T): EnvField<T> {
  return { parse: (raw) => (raw === undefined || raw === "" ? fallback() : parse(raw)) };
}

function fallbackOf<T>(opts: { default?: T; required?: boolean }, kind: string): () => T {
  return () => {
    if (opts.required) fail(`is required (${kind})`);
    return opts.default as T;
  };
}

export const env = {
  string<T extends string | undefined = string>(
    opts: { default?: T; required?: boolean; minLength?: number } = {},
  ) {
    return field<string | T>(
      (raw) => {
        if (opts.minLength !== undefined && raw.length < opts.minLength) {
          fail(`must be at least ${opts.minLength} characters`);
        }
        return raw;
      },
      fallbackOf(opts, "string"),
    );
  },

  int<T extends number | undefined = number>(
    opts: { default?: T; required?: boolean; min?: number; max?: number } = {},
  ) {
    return field<number | T>(
      (raw) => {
        if (!/^-?\d+$/.test(raw.trim())) fail(`must be an integer, got "${raw}"`);
        const value = Number(raw);
        if (opts.min !== undefined && value < opts.min) fail(`must be >= ${opts.min}, got ${value}`);
        if (opts.max !== undefined && value > opts.max) fail(`must be <= ${opts.max}, got ${value}`);
        return value;
      },
      fallbackOf(opts, "integer"),
    );
  },

  number<T extends number | undefined = number>(
    opts: { default?: T; required?: boolean; min?: number; max?: number } = {},
  ) {
    return field<number | T>(
      (raw) => {
        const value = Number(raw);
        if (!Number.isFinite(value)) fail(`must be a finite number, got "${raw}"`);
        if (opts.min !== undefined && value < opts.min) fail(`must be >= ${opts.min}, got ${value}`);
        if (opts.max !== undefined && value > opts.max) fail(`must be <= ${opts.max}, got ${value}`);
        return value;
      },
      fallbackOf(opts, "number"),
    );
  },

  /** true/false, 1/0, yes/no, on/off (any case). */
  bool(opts: { default?: boolean } = {}) {
    return field<boolean>(
      (raw) => {
        const v = raw.trim().toLowerCase();
        if (["1", "true", "yes", "on"].includes(v)) return true;
        if (["0", "false", "no", "off"].includes(v)) return false;
        return fail(`must be a boolean (true/false, 1/0, yes/no), got "${raw}"`);
      },
      () => opts.default ?? false,
    );
  },

  url<T extends string | undefined = string>(
    opts: { default?: T; required?: boolean; protocols?: string[] } = {},
  ) {
    const protocols = opts.protocols ?? ["http:", "https:"];
    return field<string | T>(
      (raw) => {
        let parsed: URL;
        try {
          parsed = new URL(raw);
        } catch {
          return fail(`must be a URL, got "${raw}"`);
        }
        if (!protocols.includes(parsed.protocol))
          fail(`must use ${protocols.join(" or ")}, got "${parsed.protocol}"`);
        return raw.replace(/\/+$/, "");
      },
      fallbackOf(opts, "URL"),
    );
  },

  oneOf<const V extends readonly string[]>(values: V, opts: { default: V[number] }) {
    return field<V[number]>(
      (raw) => {
        if (!values.includes(raw)) fail(`must be one of ${values.join(", ")}, got "${raw}"`);
        return raw as V[number];
      },
      () => opts.default,
    );
  },

  /** Comma-separated list; blanks dropped. */
  list(opts: { default?: string[] } = {}) {
    return field<string[]>(
      (raw) =>
        raw
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      () => opts.default ?? [],
    );
  },

  /** JSON text, checked by an optional validator that returns an error message or undefined. */
  json<T>(opts: { default: T; validate?: (value: unknown) => string | undefined }) {
    return field<T>(
      (raw) => {
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          return fail("must be valid JSON");
        }
        const problem = opts.validate?.(value);
        if (problem) fail(problem);
        return value as T;
      },
      () => opts.default,
    );
  },
} as const;

export type ConfigOf<S extends Record<string, EnvField<unknown>>> = {
  [K in keyof S]: ReturnType<S[K]["parse"]>;
};

export function readConfig<S extends Record<string, EnvField<unknown>>>(
  schema: S,
  source: Record<string, string | undefined>,
): Readonly<ConfigOf<S>> {
  const problems: string[] = [];
  const result: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    try {
      result[name] = spec.parse(source[name]);
    } catch (error) {
      if (error && typeof error === "object" && "problem" in error) {
        problems.push(`${name} ${(error as Problem).problem}`);
      } else {
        throw error;
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(result) as Readonly<ConfigOf<S>>;
}
