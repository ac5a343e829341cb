import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";
import type { GraderKind, GraderSpec } from "./graders.js";

export type { Queryable } from "../db/database.js";

export interface Grader extends GraderSpec {
  id: string;
}

export interface EvalCase {
  id: string;
  name: string;
  inputs: Record<string, unknown>;
  expected: string | null;
}

export interface Suite {
  id: string;
  capabilityId: string;
  name: string;
  /** 0 … 1: the suite passes when its score is at least this. */
  passThreshold: number;
  graders: Grader[];
  cases: EvalCase[];
  createdBy: string;
  createdAt: string;
}

/** Which name of a suite is already taken. */
export type SuiteName = "suite" | "grader" | "case";

/** A write refused because the name is taken (the transaction is spoiled: the caller throws). */
export class NameTakenError extends Error {
  constructor(readonly what: SuiteName) {
    super(`${what} name taken`);
  }
}

interface SuiteRow {
  id: string;
  capability_id: string;
  name: string;
  pass_threshold: number;
  created_by: string;
  created_at: Date | string;
}

const SELECT = "SELECT id, capability_id, name, pass_threshold, created_by, created_at FROM eval_suites";
const NAME_CONSTRAINTS: Record<string, SuiteName> = {
  eval_suites_name: "suite",
  eval_graders_name: "grader",
  eval_cases_name: "case",
};

/** The SQL of eval suites, their graders and their cases (added, never edited; a suite is deleted whole). */
export class SuiteStore {
  async capabilityExists(q: Queryable, orgId: string, capabilityId: string): Promise<boolean> {
    const rows = await q.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
      orgId,
      capabilityId,
    ]);
    return rows.length > 0;
  }

  async insert(
    tx: Queryable,
    s: {
      id: string;
      orgId: string;
      capabilityId: string;
      name: string;
      passThreshold: number;
      createdBy: string;
      now: string;
    },
  ): Promise<void> {
    await named(() =>
      tx.query(
        `INSERT INTO eval_suites (id, org_id, capability_id, name, pass_threshold, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [s.id, s.orgId, s.capabilityId, s.name, s.passThreshold, s.createdBy, s.now],
      ),
    );
  }

  /** Locks the suite FOR UPDATE before a grader or case is added; false when there is none. */
  async lock(tx: Queryable, orgId: string, id: string): Promise<boolean> {
    const rows = await tx.query("SELECT 1 FROM eval_suites WHERE org_id = $1 AND id = $2 FOR UPDATE", [
      orgId,
      id,
    ]);
    return rows.length > 0;
  }

  /**
   * Deletes the suite with its graders, cases, runs and the runs' case results (the cases'
   * executions stay: they are spend and history). Answers what went, for the audit frame.
   */
  async delete(tx: Queryable, orgId: string, id: string): Promise<{ runs: number; cases: number }> {
    const [counts] = await tx.query<{ runs: number; cases: number }>(
      `SELECT (SELECT count(*)::int FROM eval_runs WHERE suite_id = $1) AS runs,
              (SELECT count(*)::int FROM eval_cases WHERE suite_id = $1) AS cases`,
      [id],
    );
    await tx.query(
      "DELETE FROM eval_case_results WHERE run_id IN (SELECT id FROM eval_runs WHERE suite_id = $1)",
      [id],
    );
    await tx.query("DELETE FROM eval_runs WHERE suite_id = $1", [id]);
    await tx.query("DELETE FROM eval_cases WHERE suite_id = $1", [id]);
    await tx.query("DELETE FROM eval_graders WHERE suite_id = $1", [id]);
    await tx.query("DELETE FROM eval_suites WHERE org_id = $1 AND id = $2", [orgId, id]);
    return counts!;
  }

  async insertGrader(
    tx: Queryable,
    g: { id: string; orgId: string; suiteId: string; spec: GraderSpec; now: string },
  ): Promise<void> {
    await named(() =>
      tx.query(
        `INSERT INTO eval_graders (id, org_id, suite_id, name, kind, weight, config, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          g.id,
          g.orgId,
          g.suiteId,
          g.spec.name,
          g.spec.kind,
          g.spec.weight,
          JSON.stringify(g.spec.config),
          g.now,
        ],
      ),
    );
  }

  async insertCase(
    tx: Queryable,
    c: {
      id: string;
      orgId: string;
      suiteId: string;
      name: string;
      inputs: Record<string, unknown>;
      expected: string | null;
      now: string;
    },
  ): Promise<void> {
    await named(() =>
      tx.query(
        `INSERT INTO eval_cases (id, org_id, suite_id, name, inputs, expected, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.id, c.orgId, c.suiteId, c.name, JSON.stringify(c.inputs), c.expected, c.now],
      ),
    );
  }

  async find(q: Queryable, orgId: string, id: string): Promise<Suite | undefined> {
    const rows = await q.query<SuiteRow>(`${SELECT} WHERE org_id = $1 AND id = $2`, [orgId, id]);
    return (await this.#full(q, rows))[0];
  }

  async list(
    q: Queryable,
    orgId: string,
    filter: { capabilityId?: string | undefined },
    page: PageRequest,
  ): Promise<Suite[]> {
    const rows = await q.query<SuiteRow>(
      `${SELECT} WHERE org_id = $1 AND ($2::text IS NULL OR capability_id = $2) AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, filter.capabilityId ?? null, page.cursor ?? "", page.limit + 1],
    );
    return this.#full(q, rows);
  }

  async ofCapabilities(q: Queryable, orgId: string, capabilityIds: string[]): Promise<Suite[]> {
    const rows = await q.query<SuiteRow>(
      `${SELECT} WHERE org_id = $1 AND capability_id = ANY($2::text[]) ORDER BY id`,
      [orgId, capabilityIds],
    );
    return this.#full(q, rows);
  }

  async #full(q: Queryable, rows: SuiteRow[]): Promise<Suite[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const graders = await q.query<{
      id: string;
      suite_id: string;
      name: string;
      kind: GraderKind;
      weight: number;
      config: string;
    }>(
      "SELECT id, suite_id, name, kind, weight, config FROM eval_graders WHERE suite_id = ANY($1::text[]) ORDER BY id",
      [ids],
    );
    const cases = await q.query<{
      id: string;
      suite_id: string;
      name: string;
      inputs: string;
      expected: string | null;
    }>(
      "SELECT id, suite_id, name, inputs, expected FROM eval_cases WHERE suite_id = ANY($1::text[]) ORDER BY id",
      [ids],
    );
    return rows.map((r) => ({
      id: r.id,
      capabilityId: r.capability_id,
      name: r.name,
      passThreshold: r.pass_threshold,
      graders: graders
        .filter((g) => g.suite_id === r.id)
        .map((g) => ({
          id: g.id,
          name: g.name,
          kind: g.kind,
          weight: g.weight,
          config: JSON.parse(g.config),
        })),
      cases: cases
        .filter((c) => c.suite_id === r.id)
        .map((c) => ({ id: c.id, name: c.name, inputs: JSON.parse(c.inputs), expected: c.expected })),
      createdBy: r.created_by,
      createdAt: iso(r.created_at),
    }));
  }
}

/** Runs a write, turning a unique violation on one of the suite's name constraints into NameTakenError. */
async function named(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    for (const [constraint, what] of Object.entries(NAME_CONSTRAINTS))
      if (isUniqueViolation(error, constraint)) throw new NameTakenError(what);
    throw error;
  }
}
