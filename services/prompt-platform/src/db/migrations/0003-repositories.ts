/**
 * Repositories (issue 6): content-addressed objects (blob, tree, commit) stored as the canonical JSON
 * that hashes to their id, branches as refs, signing keys, merge requests and their reviews.
 */
export const repositories = {
  id: "0003-repositories",
  statements: [
    `CREATE TABLE repos (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      description text NOT NULL,
      default_branch text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT repos_name UNIQUE (workspace_id, name)
    )`,
    "CREATE INDEX repos_org ON repos (org_id, workspace_id, id)",
    `CREATE TABLE repo_capabilities (
      repo_id text NOT NULL REFERENCES repos (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      org_id text NOT NULL REFERENCES orgs (id),
      path text NOT NULL,
      PRIMARY KEY (repo_id, capability_id)
    )`,
    `CREATE TABLE repo_objects (
      repo_id text NOT NULL REFERENCES repos (id),
      id text NOT NULL,
      org_id text NOT NULL REFERENCES orgs (id),
      type text NOT NULL CHECK (type IN ('blob', 'tree', 'commit')),
      body text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (repo_id, id)
    )`,
    `CREATE TABLE repo_branches (
      repo_id text NOT NULL REFERENCES repos (id),
      name text NOT NULL,
      org_id text NOT NULL REFERENCES orgs (id),
      commit_id text NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (repo_id, name),
      FOREIGN KEY (repo_id, commit_id) REFERENCES repo_objects (repo_id, id)
    )`,
    `CREATE TABLE signing_keys (
      org_id text NOT NULL REFERENCES orgs (id),
      id text NOT NULL,
      user_id text NOT NULL REFERENCES users (id),
      name text NOT NULL,
      public_key_pem text NOT NULL,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz,
      PRIMARY KEY (org_id, id)
    )`,
    `CREATE TABLE merge_requests (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      repo_id text NOT NULL REFERENCES repos (id),
      source_branch text NOT NULL,
      target_branch text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      state text NOT NULL CHECK (state IN ('open', 'merged', 'closed')),
      author_user_id text NOT NULL REFERENCES users (id),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      merged_at timestamptz,
      merged_by text,
      merge_commit_id text,
      merge_method text,
      closed_at timestamptz
    )`,
    "CREATE INDEX merge_requests_org ON merge_requests (org_id, repo_id, id)",
    `CREATE TABLE merge_request_reviews (
      id text PRIMARY KEY,
      merge_request_id text NOT NULL REFERENCES merge_requests (id),
      org_id text NOT NULL REFERENCES orgs (id),
      user_id text NOT NULL REFERENCES users (id),
      verdict text NOT NULL CHECK (verdict IN ('approve', 'comment', 'request_changes')),
      body text NOT NULL,
      commit_id text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    "CREATE INDEX merge_request_reviews_mr ON merge_request_reviews (merge_request_id, id)",
  ],
};
