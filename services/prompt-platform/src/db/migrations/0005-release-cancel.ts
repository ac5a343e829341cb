/**
 * Issue 5: releases can be cancelled before they ever serve (a terminal state), so the state check
 * admits `cancelled`. The constraint is the one PostgreSQL named for the column check in 0001.
 */
export const releaseCancel = {
  id: "0005-release-cancel",
  statements: [
    "ALTER TABLE releases DROP CONSTRAINT releases_state_check",
    `ALTER TABLE releases ADD CONSTRAINT releases_state_check CHECK (state IN
      ('draft', 'pending_approval', 'approved', 'active', 'superseded', 'rolled_back', 'cancelled'))`,
  ],
};
