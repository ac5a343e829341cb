import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { PlatformError, type ValidationIssue } from "../errors.js";

/**
 * How deep a JSON document (a manifest, an execution's input, any body) may nest. Deep enough for any
 * real manifest; shallow enough that no recursive walk downstream (canonical hashing, the scanner,
 * PostgreSQL's jsonb) can run out of stack. Issue 24 point 7.
 */
export const MAX_INPUT_DEPTH = 64;

/** A NUL, or a UTF-16 surrogate without its partner: neither survives PostgreSQL text or UTF-8. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this expression's purpose
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first problem in a parsed input: a string (or object key) with a NUL byte or a lone surrogate,
 * or nesting deeper than `maxDepth`. Iterative, so a hostile document cannot exhaust the stack here.
 */
export function inputProblem(
  root: unknown,
  base: string,
  maxDepth = MAX_INPUT_DEPTH,
): ValidationIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: base, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (UNSAFE.test(value))
        return { path, message: "must not contain NUL characters or unpaired UTF-16 surrogates" };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= maxDepth) return { path, message: `nests deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      if (UNSAFE.test(key))
        return {
          path: childPath,
          message: "keys must not contain NUL characters or unpaired UTF-16 surrogates",
        };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, with 422 VALIDATION_ERROR, any request whose path parameters, query string or body carry
 * a NUL byte, a lone surrogate, or nesting beyond MAX_INPUT_DEPTH, before validation or any handler
 * (they used to reach the database and come back as 500).
 */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook("preValidation", async function refuseUnsafeInput(request) {
    const issue =
      inputProblem(request.params, "/params") ??
      inputProblem(request.query, "/query") ??
      inputProblem(request.body, "/body");
    if (issue)
      throw new PlatformError("VALIDATION_ERROR", `Invalid input at ${issue.path}: ${issue.message}`, [
        issue,
      ]);
  });
}

/** A caller's X-Request-Id is kept when it is 1-128 characters of [A-Za-z0-9._:-]; else a UUID replaces it. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdRule(header = "x-request-id"): Pick<FastifyServerOptions, "genReqId"> {
  return {
    genReqId: function keepSafeRequestId(req) {
      const incoming = req.headers[header];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}
