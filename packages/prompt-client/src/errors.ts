/** One problem found by the platform's validation (`VALIDATION_ERROR` only). */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** The platform's error body, `{error: {code, message, issues?}}`, as the client parsed it. */
export interface PlatformErrorBody {
  code: string;
  message: string;
  issues?: ValidationIssue[];
}

/** How much of a response body an error message quotes (the whole body stays on `body`). */
const MESSAGE_BODY_LIMIT = 2_000;

/**
 * A non-2xx answer. The message names the method, the path, the status and the body, e.g.
 * `POST /api/releases/r1/activate -> 409 Conflict: {"error":{"code":"APPROVAL_REQUIRED",…}}`;
 * `code` and `error` carry the parsed `{code, message}` (`HTTP_<status>` when the body is not the
 * platform's error shape, as from a proxy).
 */
export class PlatformApiError extends Error {
  override readonly name = "PlatformApiError";
  readonly code: string;
  readonly error: PlatformErrorBody;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly statusText: string,
    /** The raw response body. */
    readonly body: string,
    /** The response's `X-Request-Id`, to find the request in the platform's logs. */
    readonly requestId: string | undefined,
  ) {
    const quoted = body.length > MESSAGE_BODY_LIMIT ? `${body.slice(0, MESSAGE_BODY_LIMIT)}…` : body;
    super(`${method} ${path} -> ${status}${statusText ? ` ${statusText}` : ""}: ${quoted || "(empty body)"}`);
    this.error = parseErrorBody(body, status, statusText);
    this.code = this.error.code;
  }
}

/** The request never got an HTTP answer: connection refused or reset, DNS failure, or a timeout. */
export class PlatformConnectionError extends Error {
  override readonly name = "PlatformConnectionError";
  readonly code = "CONNECTION_FAILED";

  constructor(
    readonly method: string,
    readonly path: string,
    readonly baseUrl: string,
    /** How many attempts were made (more than one when the call was retried). */
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(
      `${method} ${path} -> no response from ${baseUrl} after ${attempts} attempt(s): ${describe(options.cause)}`,
      options,
    );
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  // fetch wraps the socket error (ECONNREFUSED, …) in `cause`; that is the useful part.
  const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : "";
  return `${cause.message}${inner}`;
}

function parseErrorBody(body: string, status: number, statusText: string): PlatformErrorBody {
  try {
    const parsed = JSON.parse(body) as { error?: Partial<PlatformErrorBody> };
    const error = parsed?.error;
    if (error && typeof error.code === "string" && typeof error.message === "string") {
      return {
        code: error.code,
        message: error.message,
        ...(Array.isArray(error.issues) ? { issues: error.issues } : {}),
      };
    }
  } catch {
    // not JSON: fall through to the status
  }
  return { code: `HTTP_${status}`, message: body || statusText || `HTTP ${status}` };
}
