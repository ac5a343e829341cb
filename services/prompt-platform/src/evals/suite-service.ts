import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError, type ValidationIssue } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { checkGrader, type GraderKind, type GraderSpec } from "./graders.js";

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

export interface CaseInput {
  name: string;
  inputs?: Record<string, unknown> | undefined;
  expected?: string | undefined;
}

export interface SuiteInput {
  capabilityId: string;
  name: string;
  passThreshold: number;
  initialGraders?: GraderSpec[] | undefined;
  cases?: CaseInput[] | undefined;
}

interface SuiteRow {
  id: string;
  capability_id: string;
  name: string;
  pass_threshold: number;
  created_by: string;
  created_at: Date | string;
}

function checkGraders(graders: GraderSpec[], at: string): void {
  const issues: ValidationIssue[] = graders.flatMap((g, i) => checkGrader(g, `${at}/${i}`));
  if (issues.length > 0)
    throw new PlatformError(
      "VALIDATION_ERROR",
      `Invalid grader config: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}`,
      issues,
    );
}

/**
 * Eval suites of a capability: graders (how an output is scored) and cases (inputs and an expected
 * value). Graders and cases are added, never edited or removed, so runs of one suite stay comparable.
 */
export class SuiteService {
  constructor(private readonly deps: ServiceDeps) {}

  async create(principal: Principal, input: SuiteInput): Promise<Suite> {
    checkGraders(input.initialGraders ?? [], "/body/initialGraders");
    const id = createId(this.deps.clock());
    try {
      await this.deps.db.transaction(async (tx) => {
        const cap = await tx.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
          principal.orgId,
          input.capabilityId,
        ]);
        if (cap.length === 0) throw notFound("capability", input.capabilityId);
        await tx.query(
          `INSERT INTO eval_suites (id, org_id, capability_id, name, pass_threshold, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            principal.orgId,
            input.capabilityId,
            input.name,
            input.passThreshold,
            principal.actor,
            isoNow(this.deps.clock),
          ],
        );
        for (const g of input.initialGraders ?? []) await this.#insertGrader(tx, principal.orgId, id, g);
        for (const c of input.cases ?? []) await this.#insertCase(tx, principal.orgId, id, c);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "eval_suite.create",
          resource: `eval_suite:${id}`,
          details: {
            capabilityId: input.capabilityId,
            name: input.name,
            passThreshold: input.passThreshold,
            graders: (input.initialGraders ?? []).map((g) => g.name),
            cases: (input.cases ?? []).length,
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, "eval_suites_name"))
        throw new PlatformError("NAME_TAKEN", `The capability already has a suite named "${input.name}"`);
      throw this.#duplicate(error);
    }
    return this.get(principal.orgId, id);
  }

  async addGrader(principal: Principal, suiteId: string, grader: GraderSpec): Promise<Suite> {
    checkGraders([grader], "/body");
    await this.#change(
      principal,
      suiteId,
      "eval_suite.add_grader",
      { grader: grader.name, kind: grader.kind },
      (tx) => this.#insertGrader(tx, principal.orgId, suiteId, grader),
    );
    return this.get(principal.orgId, suiteId);
  }

  async addCase(principal: Principal, suiteId: string, input: CaseInput): Promise<Suite> {
    await this.#change(principal, suiteId, "eval_suite.add_case", { case: input.name }, (tx) =>
      this.#insertCase(tx, principal.orgId, suiteId, input),
    );
    return this.get(principal.orgId, suiteId);
  }

  async get(orgId: string, id: string, q: Queryable = this.deps.db): Promise<Suite> {
    const [row] = await q.query<SuiteRow>(
      "SELECT id, capability_id, name, pass_threshold, created_by, created_at FROM eval_suites WHERE org_id = $1 AND id = $2",
      [orgId, id],
    );
    if (!row) throw notFound("eval suite", id);
    return (await this.#full(q, [row]))[0]!;
  }

  async list(
    orgId: string,
    filter: { capabilityId?: string | undefined },
    page: PageRequest,
  ): Promise<Page<Suite>> {
    const rows = await this.deps.db.query<SuiteRow>(
      `SELECT id, capability_id, name, pass_threshold, created_by, created_at FROM eval_suites
       WHERE org_id = $1 AND ($2::text IS NULL OR capability_id = $2) AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, filter.capabilityId ?? null, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(await this.#full(this.deps.db, rows), page.limit);
  }

  /** Every suite of the given capabilities (all of them, in creation order). */
  async ofCapabilities(orgId: string, capabilityIds: string[]): Promise<Suite[]> {
    const rows = await this.deps.db.query<SuiteRow>(
      `SELECT id, capability_id, name, pass_threshold, created_by, created_at FROM eval_suites
       WHERE org_id = $1 AND capability_id = ANY($2::text[]) ORDER BY id`,
      [orgId, capabilityIds],
    );
    return this.#full(this.deps.db, rows);
  }

  async #change(
    principal: Principal,
    suiteId: string,
    action: string,
    details: Record<string, unknown>,
    work: (tx: Queryable) => Promise<void>,
  ) {
    try {
      await this.deps.db.transaction(async (tx) => {
        const found = await tx.query("SELECT 1 FROM eval_suites WHERE org_id = $1 AND id = $2 FOR UPDATE", [
          principal.orgId,
          suiteId,
        ]);
        if (found.length === 0) throw notFound("eval suite", suiteId);
        await work(tx);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action,
          resource: `eval_suite:${suiteId}`,
          details,
        });
      });
    } catch (error) {
      throw this.#duplicate(error);
    }
  }

  #duplicate(error: unknown): unknown {
    if (isUniqueViolation(error, "eval_graders_name"))
      return new PlatformError("NAME_TAKEN", "The suite already has a grader of that name");
    if (isUniqueViolation(error, "eval_cases_name"))
      return new PlatformError("NAME_TAKEN", "The suite already has a case of that name");
    return error;
  }

  async #insertGrader(tx: Queryable, orgId: string, suiteId: string, g: GraderSpec) {
    await tx.query(
      `INSERT INTO eval_graders (id, org_id, suite_id, name, kind, weight, config, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        createId(this.deps.clock()),
        orgId,
        suiteId,
        g.name,
        g.kind,
        g.weight,
        JSON.stringify(g.config),
        isoNow(this.deps.clock),
      ],
    );
  }

  async #insertCase(tx: Queryable, orgId: string, suiteId: string, c: CaseInput) {
    await tx.query(
      `INSERT INTO eval_cases (id, org_id, suite_id, name, inputs, expected, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        createId(this.deps.clock()),
        orgId,
        suiteId,
        c.name,
        JSON.stringify(c.inputs ?? {}),
        c.expected ?? null,
        isoNow(this.deps.clock),
      ],
    );
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
