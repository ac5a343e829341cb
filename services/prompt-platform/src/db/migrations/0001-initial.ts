/**
 * The initial schema. Every tenant-owned row carries org_id, and every query filters on it.
 * Timestamps the app writes come from its clock (so tests control time); audit timestamps are text,
 * because the exact string is part of the hashed frame.
 */
export const initial = {
  id: "0001-initial",
  statements: [
    `CREATE TABLE orgs (
      id text PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    `CREATE TABLE users (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    "CREATE UNIQUE INDEX users_email ON users (lower(email))",
    `CREATE TABLE memberships (
      org_id text NOT NULL REFERENCES orgs (id),
      user_id text NOT NULL REFERENCES users (id),
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (org_id, user_id)
    )`,
    "CREATE INDEX memberships_user ON memberships (user_id, created_at)",
    // At most one row, ever: the primary key makes a second bootstrap fail inside its transaction.
    `CREATE TABLE bootstrap (
      id int PRIMARY KEY CHECK (id = 1),
      org_id text NOT NULL REFERENCES orgs (id),
      user_id text NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL
    )`,
    `CREATE TABLE api_keys (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      user_id text NOT NULL REFERENCES users (id),
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
      secret_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz,
      last_used_at timestamptz
    )`,
    "CREATE INDEX api_keys_org ON api_keys (org_id, id)",
    `CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id),
      org_id text NOT NULL REFERENCES orgs (id),
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    `CREATE TABLE agent_identities (
      org_id text NOT NULL REFERENCES orgs (id),
      spiffe_id text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'developer', 'viewer')),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (org_id, spiffe_id)
    )`,
    `CREATE TABLE workspaces (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      name text NOT NULL,
      description text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CONSTRAINT workspaces_name UNIQUE (org_id, name)
    )`,
    "CREATE INDEX workspaces_org ON workspaces (org_id, id)",
    `CREATE TABLE projects (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      description text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT projects_name UNIQUE (workspace_id, name)
    )`,
    "CREATE INDEX projects_org ON projects (org_id, workspace_id, id)",
    `CREATE TABLE capabilities (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      project_id text NOT NULL REFERENCES projects (id),
      name text NOT NULL,
      description text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT capabilities_name UNIQUE (project_id, name)
    )`,
    "CREATE INDEX capabilities_org ON capabilities (org_id, project_id, id)",
    `CREATE TABLE manifests (
      org_id text NOT NULL REFERENCES orgs (id),
      hash text NOT NULL,
      body text NOT NULL,
      size_bytes int NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (org_id, hash)
    )`,
    `CREATE TABLE versions (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      number int NOT NULL,
      manifest_hash text NOT NULL,
      notes text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT versions_number UNIQUE (capability_id, number),
      FOREIGN KEY (org_id, manifest_hash) REFERENCES manifests (org_id, hash)
    )`,
    "CREATE INDEX versions_org ON versions (org_id, capability_id, number)",
    // Versions are immutable: the database refuses UPDATE and DELETE, whatever the code does.
    `CREATE FUNCTION versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'versions are immutable' USING ERRCODE = 'P0001';
      END
    $$`,
    `CREATE TRIGGER versions_immutable BEFORE UPDATE OR DELETE ON versions
      FOR EACH ROW EXECUTE FUNCTION versions_immutable()`,
    `CREATE TABLE releases (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      version_id text NOT NULL REFERENCES versions (id),
      state text NOT NULL CHECK (state IN
        ('draft', 'pending_approval', 'approved', 'active', 'superseded', 'rolled_back')),
      notes text NOT NULL,
      created_by text NOT NULL,
      creator_user_id text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      activated_at timestamptz
    )`,
    "CREATE INDEX releases_org ON releases (org_id, id)",
    "CREATE INDEX releases_capability ON releases (capability_id, state)",
    // The last line of defence for "one active release per capability".
    "CREATE UNIQUE INDEX releases_one_active ON releases (capability_id) WHERE state = 'active'",
    `CREATE TABLE release_approvals (
      release_id text NOT NULL REFERENCES releases (id),
      user_id text NOT NULL REFERENCES users (id),
      comment text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (release_id, user_id)
    )`,
    `CREATE TABLE idempotency_keys (
      org_id text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      status int,
      response text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (org_id, key)
    )`,
    "CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)",
    `CREATE TABLE audit_frames (
      sequence bigint PRIMARY KEY,
      occurred_at text NOT NULL,
      actor text NOT NULL,
      org_id text,
      action text NOT NULL,
      resource text NOT NULL,
      details text NOT NULL,
      previous_hash text NOT NULL,
      hash text NOT NULL
    )`,
    // One row: appends lock it FOR UPDATE, which serializes them across connections and replicas.
    `CREATE TABLE audit_head (
      id int PRIMARY KEY CHECK (id = 1),
      frame_count bigint NOT NULL,
      last_hash text NOT NULL
    )`,
    `INSERT INTO audit_head (id, frame_count, last_hash)
      VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000')`,
  ],
};
