import type { FastifyRequest } from "fastify";
import { problems } from "../errors.js";
import type { Mode } from "../pipeline/policies.js";

export interface RedactBody {
  text: string;
  policy?: string;
  mode?: Mode;
}

export interface RedactRequestLimits {
  maxTextBytes: number;
  policies: ReadonlySet<string>;
  defaultPolicy: string;
}

/**
 * preHandler of POST /v1/redact, before idempotency, detection and the store: a text too large is
 * refused whole (413), and an unknown policy is 422 naming the loaded ones.
 */
export function checkRedactRequest({ maxTextBytes, policies, defaultPolicy }: RedactRequestLimits) {
  // Callback style (a throw is the hook's error): no promise on every request.
  return function checkTextAndPolicy(request: FastifyRequest, _reply: unknown, done: () => void) {
    const body = request.body as RedactBody;
    const textBytes = Buffer.byteLength(body.text, "utf8");
    if (textBytes > maxTextBytes) throw problems.textTooLarge(textBytes, maxTextBytes);
    const policy = body.policy ?? defaultPolicy;
    if (!policies.has(policy)) throw problems.unknownPolicy(policy, policies);
    done();
  };
}
