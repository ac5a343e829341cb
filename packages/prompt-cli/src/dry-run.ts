/** The request a `--dry-run` would have sent. */
export interface CapturedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Thrown by the dry-run fetch in place of sending: it carries the request. */
export class DryRunCapture extends Error {
  constructor(readonly request: CapturedRequest) {
    super("dry run");
  }
}

/** A fetch that records the request, masks the API key, and sends nothing. */
export const dryRunFetch: typeof fetch = async (input, init = {}) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init.headers)) {
    headers[name] = name === "authorization" ? maskAuthorization(value) : value;
  }
  const text = typeof init.body === "string" ? init.body : undefined;
  throw new DryRunCapture({
    method: init.method ?? "GET",
    url: String(input),
    headers,
    ...(text !== undefined ? { body: JSON.parse(text) as unknown } : {}),
  });
};

/** `Bearer ppk_0123…` -> `Bearer ppk_0123…(hidden)`: enough to tell keys apart, never the secret. */
function maskAuthorization(value: string): string {
  const [scheme, token = ""] = value.split(" ", 2);
  return `${scheme} ${token.slice(0, 12)}…(hidden)`;
}
