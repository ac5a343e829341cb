/**
 * Eval suites (issue 6): graders and cases per suite, runs with every case result kept. Runs made in
 * a repository's context carry its branch and commit, so the gate can find a branch's baseline.
 */
export const evals = {
  id: "0004-evals",
  statements: [
    `CREATE TABLE eval_suites (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      name text NOT NULL,
      pass_threshold double precision NOT NULL CHECK (pass_threshold >= 0 AND pass_threshold <= 1),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT eval_suites_name UNIQUE (capability_id, name)
    )`,
    "CREATE INDEX eval_suites_org ON eval_suites (org_id, capability_id, id)",
    `CREATE TABLE eval_graders (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      suite_id text NOT NULL REFERENCES eval_suites (id),
      name text NOT NULL,
      kind text NOT NULL,
      weight double precision NOT NULL CHECK (weight > 0),
      config text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT eval_graders_name UNIQUE (suite_id, name)
    )`,
    `CREATE TABLE eval_cases (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      suite_id text NOT NULL REFERENCES eval_suites (id),
      name text NOT NULL,
      inputs text NOT NULL,
      expected text,
      created_at timestamptz NOT NULL,
      CONSTRAINT eval_cases_name UNIQUE (suite_id, name)
    )`,
    `CREATE TABLE eval_runs (
      id text PRIMARY KEY,
      org_id text NOT NULL REFERENCES orgs (id),
      suite_id text NOT NULL REFERENCES eval_suites (id),
      capability_id text NOT NULL REFERENCES capabilities (id),
      target text NOT NULL CHECK (target IN ('release', 'version', 'manifest', 'repo')),
      release_id text,
      manifest_hash text NOT NULL,
      repo_id text REFERENCES repos (id),
      branch text,
      commit_id text,
      score double precision NOT NULL,
      passed boolean NOT NULL,
      pass_threshold double precision NOT NULL,
      case_count int NOT NULL,
      passed_cases int NOT NULL,
      cost_micros bigint NOT NULL,
      latency_ms int NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    "CREATE INDEX eval_runs_org ON eval_runs (org_id, id)",
    // The gate's baseline: the last passing run of a suite on a repository's branch.
    "CREATE INDEX eval_runs_baseline ON eval_runs (repo_id, suite_id, branch, id) WHERE passed",
    `CREATE TABLE eval_case_results (
      run_id text NOT NULL REFERENCES eval_runs (id),
      position int NOT NULL,
      case_id text NOT NULL REFERENCES eval_cases (id),
      case_name text NOT NULL,
      execution_id text REFERENCES executions (id),
      output text,
      score double precision NOT NULL,
      passed boolean NOT NULL,
      graders text NOT NULL,
      error text,
      latency_ms int NOT NULL,
      cost_micros bigint NOT NULL,
      PRIMARY KEY (run_id, position)
    )`,
  ],
};
