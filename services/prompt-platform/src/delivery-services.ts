import type { FastifyInstance } from "fastify";
import type { AuditLog } from "./audit/audit-log.js";
import { BudgetService } from "./budgets/budget-service.js";
import { BudgetStore } from "./budgets/budget-store.js";
import { CostService } from "./budgets/cost-service.js";
import type { ManifestStore } from "./catalog/manifest-store.js";
import type { PromptConfig } from "./config.js";
import type { Database } from "./db/database.js";
import { GateService } from "./evals/eval-gate.js";
import { EvalService } from "./evals/eval-service.js";
import { RubricJudge } from "./evals/rubric-judge.js";
import { SuiteService } from "./evals/suite-service.js";
import { ExecutionService } from "./executions/execution-service.js";
import { ExecutionStore } from "./executions/execution-store.js";
import type { FirewallGuard } from "./firewall/sidecar/firewall-guard.js";
import { budgetRoutes } from "./http/budget-routes.js";
import { evalRoutes } from "./http/eval-routes.js";
import { executionRoutes } from "./http/execution-routes.js";
import { mergeRequestRoutes } from "./http/merge-request-routes.js";
import { repoRoutes } from "./http/repo-routes.js";
import { ProviderRegistry } from "./providers/model-provider.js";
import { OpenAiProvider } from "./providers/openai-provider.js";
import { SimulatorProvider } from "./providers/simulator-provider.js";
import { MergeRequestService } from "./repos/merge-request-service.js";
import { RepoService } from "./repos/repo-service.js";
import { SigningKeyService } from "./repos/signing-key-service.js";

/**
 * What makes releases worth shipping (issue 6): executions with replay, model providers, cost and
 * budgets, eval suites and the gate, repositories and merge requests. Built from the core's services.
 */
export function buildDeliveryServices({
  config,
  db,
  audit,
  clock,
  manifests,
  firewall,
}: {
  config: PromptConfig;
  db: Database;
  audit: AuditLog;
  clock: () => number;
  manifests: ManifestStore;
  firewall: FirewallGuard;
}) {
  const deps = { db, audit, clock };
  const providers = new ProviderRegistry([
    new SimulatorProvider(),
    ...(config.PLATFORM_OPENAI_BASE_URL
      ? [
          new OpenAiProvider({
            baseUrl: config.PLATFORM_OPENAI_BASE_URL,
            apiKey: config.PLATFORM_OPENAI_API_KEY,
            timeoutMs: config.PLATFORM_OPENAI_TIMEOUT_MS,
            maxRetries: config.PLATFORM_OPENAI_MAX_RETRIES,
            retryBaseMs: config.PLATFORM_OPENAI_RETRY_BASE_MS,
          }),
        ]
      : []),
  ]);
  const budgetStore = new BudgetStore();
  const budgets = new BudgetService({
    ...deps,
    store: budgetStore,
    reservationTtlMs: config.PLATFORM_BUDGET_RESERVATION_TTL_SEC * 1000,
  });
  const executions = new ExecutionService({
    ...deps,
    store: new ExecutionStore(),
    manifests,
    budgets,
    providers,
    prices: config.modelPrices,
    maxParallel: config.PLATFORM_EXECUTION_MAX_PARALLEL,
    defaultMaxTokens: config.PLATFORM_DEFAULT_MAX_TOKENS,
    firewall,
  });
  const keys = new SigningKeyService(deps);
  const repos = new RepoService({ ...deps, keys });
  const suites = new SuiteService(deps);
  const evals = new EvalService({
    ...deps,
    suites,
    executions,
    manifests,
    repos,
    concurrency: config.PLATFORM_EVAL_CONCURRENCY,
    judge: new RubricJudge({ providers, manifests, executions }),
  });
  return {
    providers,
    budgets,
    cost: new CostService({ db, store: budgetStore, clock }),
    executions,
    keys,
    repos,
    mergeRequests: new MergeRequestService({ ...deps, repos }),
    suites,
    evals,
    gate: new GateService({ ...deps, repos, suites, evals }),
  };
}

export type DeliveryServices = ReturnType<typeof buildDeliveryServices>;

/** Registers the routes of the services above. */
export async function registerDeliveryRoutes(app: FastifyInstance, services: DeliveryServices) {
  await app.register(executionRoutes, { executions: services.executions });
  await app.register(budgetRoutes, { budgets: services.budgets, cost: services.cost });
  await app.register(evalRoutes, { suites: services.suites, evals: services.evals });
  await app.register(repoRoutes, { repos: services.repos, keys: services.keys, gate: services.gate });
  await app.register(mergeRequestRoutes, { mergeRequests: services.mergeRequests });
}
