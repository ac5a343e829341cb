/**
 * Executions (issue 6): one row per execution and one per node, written together in one transaction
 * when the execution ends, so nothing is ever half-recorded. Budgets and their reservations.
 * Costs are integer micro-USD.
 */
export const executions = {
  id: "0002-executions",
  statements: [
    `CREATE TABLE executions (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      release_id text REFERENCES releases (id),
      manifest_hash text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('run', 'replay', 'eval')),
      environment text NOT NULL,
      inputs text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
      output text,
      error text,
      prompt_tokens int NOT NULL,
      completion_tokens int NOT NULL,
      cost_micros bigint NOT NULL,
      latency_ms int NOT NULL,
      replay_of text REFERENCES executions (id),
      replay_count int NOT NULL DEFAULT 0,
      created_by text NOT NULL,
      started_at timestamptz NOT NULL,
      completed_at timestamptz NOT NULL,
      FOREIGN KEY (org_id, manifest_hash) REFERENCES manifests (org_id, hash)
    )`,
    "CREATE INDEX executions_org ON executions (org_id, id)",
    "CREATE INDEX executions_capability ON executions (org_id, capability_id, id)",
    // Daily cost and budget periods sum cost_micros by completion time without touching the heap.
    "CREATE INDEX executions_cost ON executions (org_id, completed_at) INCLUDE (cost_micros)",
    "CREATE INDEX executions_replays ON executions (replay_of, id) WHERE replay_of IS NOT NULL",
    `CREATE TABLE execution_nodes (
      execution_id text NOT NULL REFERENCES executions (id),
      position int NOT NULL,
      node_id text NOT NULL,
      model text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed', 'skipped')),
      output text,
      prompt_tokens int NOT NULL,
      completion_tokens int NOT NULL,
      started_at_ms int,
      latency_ms int NOT NULL,
      cost_micros bigint NOT NULL,
      attempts int NOT NULL,
      error text,
      PRIMARY KEY (execution_id, position)
    )`,
    `CREATE TABLE budgets (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      name text NOT NULL,
      period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
      limit_micros bigint NOT NULL CHECK (limit_micros > 0),
      alert_threshold double precision NOT NULL CHECK (alert_threshold > 0 AND alert_threshold <= 1),
      hard boolean NOT NULL,
      alerted_period text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT budgets_name UNIQUE (org_id, name)
    )`,
    "CREATE INDEX budgets_org ON budgets (org_id, id)",
    // An execution's cost estimate, held against hard budgets while it runs (expires if the process dies).
    `CREATE TABLE budget_reservations (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      amount_micros bigint NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    "CREATE INDEX budget_reservations_org ON budget_reservations (org_id, expires_at)",
  ],
};
