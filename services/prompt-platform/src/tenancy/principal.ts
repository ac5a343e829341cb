import type { Role } from "./roles.js";

/** Who is calling, in which organisation, with which role: resolved once per request. */
export interface Principal {
  orgId: string;
  role: Role;
  /** null for agent (SVID) identities, which are not users. */
  userId: string | null;
  /** How the audit chain names the caller: "user:<id>", "api_key:<id>", "svid:<spiffe id>". */
  actor: string;
  via: "session" | "api_key" | "svid" | "dev_headers";
  /**
   * Whether the credential was issued by its own user (API keys and sessions made since issue 24).
   * Only self-issued credentials give approvals that count; dev headers (PLATFORM_AUTH=false) do too.
   */
  selfIssued?: boolean;
}
