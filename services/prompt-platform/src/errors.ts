/**
 * The prompt platform's error catalogue. Every error renders as `{error: {code, message}}` (plus
 * `issues` on VALIDATION_ERROR). Code -> status is fixed here; routes and services throw, one
 * handler renders.
 */
export const ErrorStatus = {
  BAD_REQUEST: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  UNAUTHORIZED: 401,
  INVALID_SVID: 401,
  BUDGET_EXCEEDED: 402,
  FORBIDDEN: 403,
  NOT_ORG_MEMBER: 403,
  CREATOR_CANNOT_APPROVE: 403,
  NOT_FOUND: 404,
  INVITATION_INVALID: 404,
  MANIFEST_NOT_FOUND: 404,
  APPROVAL_REQUIRED: 409,
  ALREADY_APPROVED: 409,
  ALREADY_BOOTSTRAPPED: 409,
  INVALID_TRANSITION: 409,
  NAME_TAKEN: 409,
  WORKSPACE_NOT_EMPTY: 409,
  PROJECT_NOT_EMPTY: 409,
  CAPABILITY_NOT_EMPTY: 409,
  RELEASE_IN_USE: 409,
  LAST_OWNER: 409,
  EMAIL_REGISTERED: 409,
  INVITATION_NOT_REVOCABLE: 409,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  RELEASE_NOT_RUNNABLE: 409,
  REF_CONFLICT: 409,
  MERGE_CONFLICT: 409,
  INTEGRITY_ERROR: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  FIREWALL_BLOCKED: 422,
  PRICE_UNKNOWN: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  SIGNATURE_INVALID: 422,
  INTERNAL_ERROR: 500,
  SVID_PUBLIC_KEY_NOT_CONFIGURED: 503,
} as const;
export type ErrorCode = keyof typeof ErrorStatus;

export interface ValidationIssue {
  path: string;
  message: string;
}

export class PlatformError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = "PlatformError";
    this.status = ErrorStatus[code];
  }
}

export const notFound = (kind: string, id: string) =>
  new PlatformError("NOT_FOUND", `${kind} ${id} not found`);
