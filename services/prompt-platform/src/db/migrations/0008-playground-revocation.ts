/**
 * Issue 25 follow-up: playground executions (a version run with inputs, no release) are executions
 * of their own kind, so they are costed, budgeted and audited like any other but never mistaken for
 * a release's run or an eval case; and an admin can revoke an invitation before it is redeemed. The
 * kind constraint is the one PostgreSQL named for the column check in 0002.
 */
export const playgroundRevocation = {
  id: "0008-playground-revocation",
  statements: [
    "ALTER TABLE executions DROP CONSTRAINT executions_kind_check",
    `ALTER TABLE executions ADD CONSTRAINT executions_kind_check
      CHECK (kind IN ('run', 'replay', 'eval', 'playground'))`,
    "ALTER TABLE invitations ADD COLUMN revoked_at timestamptz",
    "ALTER TABLE invitations ADD COLUMN revoked_by text REFERENCES users (id)",
  ],
};
