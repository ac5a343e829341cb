import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError, type ValidationIssue } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { checkGrader, type GraderSpec } from "./graders.js";
import { NameTakenError, type Queryable, type Suite, SuiteStore } from "./suite-store.js";

export type { EvalCase, Grader, Suite } from "./suite-store.js";

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
 * value). Graders and cases are added, never edited or removed, so runs of one suite stay comparable;
 * the suite itself can be deleted whole, runs included.
 */
export class SuiteService {
  readonly #store = new SuiteStore();

  constructor(private readonly deps: ServiceDeps) {}

  async create(principal: Principal, input: SuiteInput): Promise<Suite> {
    checkGraders(input.initialGraders ?? [], "/body/initialGraders");
    const id = createId(this.deps.clock());
    try {
      await this.deps.db.transaction(async (tx) => {
        if (!(await this.#store.capabilityExists(tx, principal.orgId, input.capabilityId)))
          throw notFound("capability", input.capabilityId);
        await this.#store.insert(tx, {
          id,
          orgId: principal.orgId,
          capabilityId: input.capabilityId,
          name: input.name,
          passThreshold: input.passThreshold,
          createdBy: principal.actor,
          now: isoNow(this.deps.clock),
        });
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
      if (error instanceof NameTakenError && error.what === "suite")
        throw new PlatformError("NAME_TAKEN", `The capability already has a suite named "${input.name}"`);
      throw duplicate(error);
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

  /**
   * Deletes a suite with its graders, cases and runs (so the gate no longer runs it and its history
   * goes with it). Audited as eval_suite.delete with what was removed; answers the suite as it was.
   */
  async delete(principal: Principal, suiteId: string): Promise<Suite> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.#store.lock(tx, principal.orgId, suiteId))) throw notFound("eval suite", suiteId);
      const suite = await this.get(principal.orgId, suiteId, tx);
      const removed = await this.#store.delete(tx, principal.orgId, suiteId);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "eval_suite.delete",
        resource: `eval_suite:${suiteId}`,
        details: {
          capabilityId: suite.capabilityId,
          name: suite.name,
          graders: suite.graders.length,
          cases: removed.cases,
          runs: removed.runs,
        },
      });
      return suite;
    });
  }

  async get(orgId: string, id: string, q: Queryable = this.deps.db): Promise<Suite> {
    const suite = await this.#store.find(q, orgId, id);
    if (!suite) throw notFound("eval suite", id);
    return suite;
  }

  async list(
    orgId: string,
    filter: { capabilityId?: string | undefined },
    page: PageRequest,
  ): Promise<Page<Suite>> {
    return pageOf(await this.#store.list(this.deps.db, orgId, filter, page), page.limit);
  }

  /** Every suite of the given capabilities (all of them, in creation order). */
  async ofCapabilities(orgId: string, capabilityIds: string[]): Promise<Suite[]> {
    return this.#store.ofCapabilities(this.deps.db, orgId, capabilityIds);
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
        if (!(await this.#store.lock(tx, principal.orgId, suiteId))) throw notFound("eval suite", suiteId);
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
      throw duplicate(error);
    }
  }

  async #insertGrader(tx: Queryable, orgId: string, suiteId: string, spec: GraderSpec) {
    await this.#store.insertGrader(tx, {
      id: createId(this.deps.clock()),
      orgId,
      suiteId,
      spec,
      now: isoNow(this.deps.clock),
    });
  }

  async #insertCase(tx: Queryable, orgId: string, suiteId: string, c: CaseInput) {
    await this.#store.insertCase(tx, {
      id: createId(this.deps.clock()),
      orgId,
      suiteId,
      name: c.name,
      inputs: c.inputs ?? {},
      expected: c.expected ?? null,
      now: isoNow(this.deps.clock),
    });
  }
}

function duplicate(error: unknown): unknown {
  if (error instanceof NameTakenError && error.what === "grader")
    return new PlatformError("NAME_TAKEN", "The suite already has a grader of that name");
  if (error instanceof NameTakenError && error.what === "case")
    return new PlatformError("NAME_TAKEN", "The suite already has a case of that name");
  return error;
}
