/**
 * Issue 24: credentials are issued to their own user only, members join by invitation, and an
 * approval records how the approver signed in so the release can say whether it counts.
 * Rows from before this migration carry the conservative defaults: a key or session of unknown
 * origin is not self-issued (its approvals do not count until its user issues a fresh key), and a
 * membership of unknown origin was invited by nobody.
 */
export const segregationOfDuties = {
  id: "0007-segregation-of-duties",
  statements: [
    // Who brought the member in (a user id); NULL for founders and members from before invitations.
    "ALTER TABLE memberships ADD COLUMN invited_by text",
    "ALTER TABLE api_keys ADD COLUMN self_issued boolean NOT NULL DEFAULT false",
    "ALTER TABLE sessions ADD COLUMN self_issued boolean NOT NULL DEFAULT false",
    "ALTER TABLE release_approvals ADD COLUMN credential text NOT NULL DEFAULT 'unknown'",
    "ALTER TABLE release_approvals ADD COLUMN self_issued boolean NOT NULL DEFAULT false",
    // NULL: the deployment's default (PLATFORM_INDEPENDENT_APPROVERS, PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS).
    "ALTER TABLE orgs ADD COLUMN independent_approvers boolean",
    "ALTER TABLE orgs ADD COLUMN approver_min_membership_hours integer",
    `CREATE TABLE invitations (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
      email text,
      token_hash text NOT NULL,
      invited_by text NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      redeemed_at timestamptz,
      redeemed_by text REFERENCES users (id)
    )`,
    "CREATE INDEX invitations_org ON invitations (org_id, id)",
    // Point 3: the firewall's verdict on an execution's prompts (JSON; NULL before issue 24).
    "ALTER TABLE executions ADD COLUMN firewall text",
  ],
};
