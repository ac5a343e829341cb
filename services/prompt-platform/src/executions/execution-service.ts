import type { BudgetHold, BudgetKinds, BudgetService } from "../budgets/budget-service.js";
import type { ManifestStore } from "../catalog/manifest-store.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import type { FirewallGuard } from "../firewall/sidecar/firewall-guard.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { ProviderRegistry } from "../providers/model-provider.js";
import type { Principal } from "../tenancy/principal.js";
import { type ExecutionFirewall, guardExecution } from "./execution-firewall.js";
import type { ExecutionStore } from "./execution-store.js";
import { type Execution, type ExecutionKind, type ExecutionRecord, executionView } from "./execution-view.js";
import { estimateCostMicros, type NodeTrace, runGraph } from "./graph-runner.js";
import { buildGraph, checkInputs, type ExecutionGraph, parseModelRef } from "./manifest-graph.js";
import { maskingProviders } from "./masking-providers.js";
import { findPrice, type PriceTable } from "./pricing.js";
import { diffExecutions, isEmptyDiff, type ReplayDiff } from "./replay-diff.js";

export interface ExecutionInput {
  capabilityId: string;
  /** A specific release of the capability (approved or later); default: its active release. */
  releaseId?: string | undefined;
  inputs?: Record<string, unknown> | undefined;
  environment?: string | undefined;
}

/** Validated, budget-reserved and ready to run; nothing is recorded until it has run. */
export interface PreparedExecution {
  id: string;
  orgId: string;
  actor: string;
  capabilityId: string;
  releaseId: string | null;
  manifestHash: string;
  manifest: Record<string, unknown>;
  graph: ExecutionGraph;
  inputs: Record<string, unknown>;
  environment: string;
  kind: ExecutionKind;
  replayOf: string | null;
  budget: BudgetHold;
  firewall: ExecutionFirewall;
}

export interface ExecutionListener {
  nodeStart?(nodeId: string): void;
  nodeComplete?(trace: NodeTrace): void;
}

export interface ReplayAttempt {
  id: string;
  replay_of: string;
  status: Execution["status"];
  /** identical: succeeded with an empty diff; changed: succeeded with a non-empty one; failed. */
  outcome: "identical" | "changed" | "failed";
  createdBy: string;
  completedAt: string;
  costUsd: number;
  latencyMs: number;
  diff: ReplayDiff;
}

export interface ExecutionServiceDeps extends ServiceDeps {
  store: ExecutionStore;
  manifests: ManifestStore;
  budgets: BudgetService;
  providers: ProviderRegistry;
  prices: PriceTable;
  maxParallel: number;
  defaultMaxTokens: number;
  /** Scans every execution's prompts before any provider is called (issue 24 point 3). */
  firewall: FirewallGuard;
}

/** Releases that may run: approved or later (never drafts, pending or cancelled ones). */
const RUNNABLE = new Set(["approved", "active", "superseded", "rolled_back"]);
const GRAPH_CACHE_SIZE = 500;
/** The audit action per kind; an eval case keeps execution.run (its eval run has its own eval.run frame). */
const AUDIT_ACTIONS: Record<ExecutionKind, string> = {
  run: "execution.run",
  eval: "execution.run",
  replay: "execution.replay",
  playground: "execution.playground",
};

/**
 * Executions of released capabilities. `prepare` validates everything and reserves the cost estimate
 * against hard budgets (every refusal happens before anything runs); `run` runs the graph and then
 * writes the execution, its nodes, the original's replay_count, budget alerts and the audit frame
 * atomically (one statement, shared with the executions that finish at the same time, or one
 * transaction when the organisation has budgets), so an execution is either recorded whole or not at
 * all.
 */
export class ExecutionService {
  /** Manifests are immutable by hash, so their parsed graphs are cached per organisation. */
  readonly #graphs = new Map<string, { manifest: Record<string, unknown>; graph: ExecutionGraph }>();

  constructor(private readonly deps: ExecutionServiceDeps) {}

  async prepare(principal: Principal, input: ExecutionInput): Promise<PreparedExecution> {
    // Both at once: the budget kinds spare reserve a round trip after the release is found.
    const [row, budgetKinds] = await Promise.all([
      this.deps.store.releaseToRun(
        this.deps.db,
        principal.orgId,
        input.capabilityId,
        input.releaseId ?? null,
      ),
      this.deps.budgets.kinds(principal.orgId),
    ]);
    if (!row) throw notFound("capability", input.capabilityId);
    if (!row.releaseId) {
      if (input.releaseId) throw notFound("release", input.releaseId);
      throw new PlatformError(
        "RELEASE_NOT_RUNNABLE",
        `Capability ${input.capabilityId} has no active release; activate one or name an approved releaseId`,
      );
    }
    if (!RUNNABLE.has(row.state!))
      throw new PlatformError(
        "RELEASE_NOT_RUNNABLE",
        `Release ${row.releaseId} is ${row.state}; only approved, active, superseded or rolled back releases run`,
      );
    return this.prepareManifest(principal, {
      capabilityId: input.capabilityId,
      releaseId: row.releaseId,
      manifestHash: row.manifestHash!,
      inputs: input.inputs ?? {},
      environment: input.environment ?? "default",
      kind: "run",
      replayOf: null,
      budgetKinds,
    });
  }

  /** Prepares a stored manifest of the organisation (releases, replays and eval runs all come here). */
  async prepareManifest(
    principal: Principal,
    spec: {
      capabilityId: string;
      releaseId: string | null;
      manifestHash: string;
      inputs: Record<string, unknown>;
      environment: string;
      kind: ExecutionKind;
      replayOf: string | null;
      /** Read with the caller's own query; otherwise reserve reads it. */
      budgetKinds?: BudgetKinds;
    },
  ): Promise<PreparedExecution> {
    const { manifest, graph } = await this.graphOf(principal.orgId, spec.manifestHash);
    checkInputs(graph, spec.inputs);
    const id = createId(this.deps.clock());
    // Before the budget is reserved and long before any provider is called: a blocked prompt costs nothing.
    const firewall = await guardExecution(
      this.deps.firewall,
      this.deps.audit,
      {
        id,
        orgId: principal.orgId,
        actor: principal.actor,
        kind: spec.kind,
        capabilityId: spec.capabilityId,
      },
      graph,
      spec.inputs,
    );
    const estimate = estimateCostMicros(graph, spec.inputs, this.deps.prices, this.deps.defaultMaxTokens);
    const { budgetKinds, ...rest } = spec;
    const unpriced = [
      ...new Set(
        graph.nodes.map((n) => n.model).filter((m) => !findPrice(this.deps.prices, parseModelRef(m)!)),
      ),
    ].sort();
    const budget = await this.deps.budgets.reserve(principal.orgId, estimate, budgetKinds, unpriced);
    return {
      id,
      orgId: principal.orgId,
      actor: principal.actor,
      manifest,
      graph,
      ...rest,
      budget,
      firewall,
    };
  }

  /**
   * The playground: any version (a draft included) with the caller's inputs, without a release. The
   * same path as every execution (firewall with redact, budget, trace, audit frame, spend); its kind
   * keeps it out of releases' runs, eval runs and the gate.
   */
  async preparePlayground(
    principal: Principal,
    versionId: string,
    inputs: Record<string, unknown>,
  ): Promise<PreparedExecution> {
    const version = await this.deps.store.versionToRun(this.deps.db, principal.orgId, versionId);
    if (!version) throw notFound("version", versionId);
    return this.prepareManifest(principal, {
      ...version,
      releaseId: null,
      inputs,
      environment: "playground",
      kind: "playground",
      replayOf: null,
    });
  }

  /** Replays with the original's manifest, models (by the same manifest), environment and inputs. */
  async prepareReplay(principal: Principal, executionId: string): Promise<PreparedExecution> {
    const original = await this.deps.store.replaySource(this.deps.db, principal.orgId, executionId);
    if (!original) throw notFound("execution", executionId);
    return this.prepareManifest(principal, {
      capabilityId: original.capabilityId,
      releaseId: original.releaseId,
      manifestHash: original.manifestHash,
      inputs: original.inputs,
      environment: original.environment,
      kind: "replay",
      // A replay of a replay is another attempt at the same original.
      replayOf: original.replayOf ?? original.id,
    });
  }

  /** Validates a manifest as an execution graph against the configured providers. */
  validate(manifest: Record<string, unknown>): ExecutionGraph {
    return buildGraph(manifest, this.deps.providers);
  }

  /** The manifest and its validated graph (VALIDATION_ERROR when it is not a valid execution graph). */
  async graphOf(
    orgId: string,
    hash: string,
  ): Promise<{ manifest: Record<string, unknown>; graph: ExecutionGraph }> {
    const key = `${orgId}:${hash}`;
    const cached = this.#graphs.get(key);
    if (cached) return cached;
    const { manifest } = await this.deps.manifests.get(orgId, hash);
    const entry = { manifest, graph: buildGraph(manifest, this.deps.providers) };
    if (this.#graphs.size >= GRAPH_CACHE_SIZE) this.#graphs.delete(this.#graphs.keys().next().value!);
    this.#graphs.set(key, entry);
    return entry;
  }

  /** Runs a prepared execution and records it whole. Keeps going if the caller has gone away. */
  async run(prepared: PreparedExecution, listener?: ExecutionListener): Promise<Execution> {
    const startedAt = isoNow(this.deps.clock);
    const { firewall } = prepared;
    const run = await runGraph(prepared.graph, prepared.inputs, {
      // redact: every prompt masked before its provider, every output restored (unless restore is off).
      providers:
        firewall.decision === "redact"
          ? maskingProviders(
              this.deps.providers,
              this.deps.firewall.maskingSession(prepared.orgId),
              firewall.restore !== false,
            )
          : this.deps.providers,
      prices: this.deps.prices,
      maxParallel: this.deps.maxParallel,
      ...(listener ? { listener } : {}),
    });
    const record: ExecutionRecord = {
      id: prepared.id,
      orgId: prepared.orgId,
      capabilityId: prepared.capabilityId,
      releaseId: prepared.releaseId,
      manifestHash: prepared.manifestHash,
      manifest: prepared.manifest,
      kind: prepared.kind,
      environment: prepared.environment,
      inputs: prepared.inputs,
      run,
      replayOf: prepared.replayOf,
      createdBy: prepared.actor,
      startedAt,
      completedAt: isoNow(this.deps.clock),
      firewall: prepared.firewall,
    };
    const view = executionView(record);
    const entry = {
      actor: prepared.actor,
      orgId: prepared.orgId,
      action: AUDIT_ACTIONS[prepared.kind],
      resource: `execution:${prepared.id}`,
      details: {
        capabilityId: prepared.capabilityId,
        releaseId: prepared.releaseId,
        manifestHash: prepared.manifestHash,
        kind: prepared.kind,
        status: run.status,
        tokens: view.tokens.total,
        costUsd: view.costUsd,
        // Every firewall decision is in the chain: allow and warn here, block in its own frame.
        firewall: prepared.firewall,
        ...(prepared.replayOf ? { replayOf: prepared.replayOf } : {}),
      },
    };
    const { store } = this.deps;
    try {
      // The execution, its nodes, the original's replay_count and the frame are one statement. With
      // budgets, one transaction writes the execution, settles (the reservation, alert frames on a
      // spend that now includes this execution), then appends the frame with the replay_count. Either
      // way the original's row is locked after the chain's head (PostgreSQL runs the unreferenced
      // CTEs last), so concurrent replays of one original cannot deadlock on the two.
      if (prepared.budget.budgeted)
        await this.deps.db.transaction(async (tx) => {
          await store.write(tx, record);
          await this.deps.budgets.settle(tx, prepared.orgId, prepared.budget, prepared.actor);
          await this.deps.audit.append(tx, entry, store.replayCountWrites(record));
        });
      else
        await this.deps.audit.append(this.deps.db, entry, store.recordWrites(record), {
          rowKeys: prepared.replayOf ? [`executions:${prepared.orgId}:${prepared.replayOf}`] : [],
        });
    } catch (error) {
      await this.deps.budgets.release(prepared.budget).catch(() => {});
      throw error;
    }
    return view;
  }

  /** Gives back a prepared execution's reservation without running it. */
  abandon(prepared: PreparedExecution): Promise<void> {
    return this.deps.budgets.release(prepared.budget);
  }

  async get(orgId: string, id: string): Promise<Execution> {
    const execution = await this.deps.store.get(this.deps.db, orgId, id);
    if (!execution) throw notFound("execution", id);
    return execution;
  }

  async list(
    orgId: string,
    filter: { capabilityId?: string | undefined },
    page: PageRequest,
  ): Promise<Page<Execution>> {
    const rows = await this.deps.store.list(
      this.deps.db,
      orgId,
      filter.capabilityId ?? null,
      page.cursor ?? "",
      page.limit + 1,
    );
    return pageOf(rows, page.limit);
  }

  /** Every replay of an execution's original, oldest first, each diffed against the original. */
  async replays(
    orgId: string,
    id: string,
    page: PageRequest,
  ): Promise<Page<ReplayAttempt> & { original: Execution }> {
    const asked = await this.get(orgId, id);
    const original = asked.replay_of ? await this.get(orgId, asked.replay_of) : asked;
    const replays = await this.deps.store.replaysOf(
      this.deps.db,
      orgId,
      original.id,
      page.cursor ?? "",
      page.limit + 1,
    );
    const shape = (e: Execution) => ({
      nodes: e.trace.map((n) => ({ ...n, costMicros: Math.round(n.costUsd * 1_000_000) })),
      costMicros: Math.round(e.costUsd * 1_000_000),
      latencyMs: e.latencyMs,
      tokens: e.tokens.total,
    });
    const items = replays.map((r): ReplayAttempt => {
      const diff = diffExecutions(shape(original), shape(r));
      return {
        id: r.id,
        replay_of: original.id,
        status: r.status,
        outcome: r.status === "failed" ? "failed" : isEmptyDiff(diff) ? "identical" : "changed",
        createdBy: r.createdBy,
        completedAt: r.completedAt,
        costUsd: r.costUsd,
        latencyMs: r.latencyMs,
        diff,
      };
    });
    return { original, ...pageOf(items, page.limit) };
  }
}
