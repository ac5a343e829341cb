/** One problem in a VALIDATION_ERROR: `/body/name` and what is wrong with it. */
export interface Issue {
  path: string;
  message: string;
}

/** A non-2xx answer of the platform, with its `{error: {code, message, issues?}}` body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;

/** Called when any call answers 401: the session ended, so the console shows sign-in again. */
export function setUnauthorizedListener(listener: UnauthorizedListener | undefined): void {
  onUnauthorized = listener;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The platform's error body, or a generic one for answers that are not JSON (a proxy's 502). */
export async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string; issues?: Issue[] } };
    if (body.error?.code)
      return new ApiError(
        response.status,
        body.error.code,
        body.error.message ?? "",
        body.error.issues ?? [],
      );
  } catch {
    // not JSON
  }
  return new ApiError(response.status, `HTTP_${response.status}`, text.slice(0, 200) || response.statusText);
}

/** Starts a call with the session cookie (same origin); the caller reads the answer. */
export async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status === 401 && !path.startsWith("/api/auth/")) onUnauthorized?.();
    throw error;
  }
  return response;
}

/** A JSON call: the parsed body on 2xx (undefined for 204), an ApiError otherwise. */
export async function api<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A query string from the defined values only: `query({a: 1, b: undefined})` is `?a=1`. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
