import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import { apiReference, httpMetrics, idempotency, type Logger, requestIdHeader } from "@platform/service-kit";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import { collectDefaultMetrics, Registry } from "prom-client";
import { AuditLog } from "./audit/audit-log.js";
import type { CheckpointSigner } from "./audit/checkpoint-signer.js";
import { ManifestStore } from "./catalog/manifest-store.js";
import { ProjectService } from "./catalog/project-service.js";
import { VersionService } from "./catalog/version-service.js";
import type { PromptConfig } from "./config.js";
import type { Database } from "./db/database.js";
import { databaseProbe } from "./db/database-probe.js";
import { buildDeliveryServices, registerDeliveryRoutes } from "./delivery-services.js";
import { FirewallPolicyStore } from "./firewall/firewall-policy-store.js";
import { PiiMasker } from "./firewall/masking/pii-masker.js";
import { Scanner } from "./firewall/scanner/scanner.js";
import { FirewallGuard } from "./firewall/sidecar/firewall-guard.js";
import { auditRoutes } from "./http/audit-routes.js";
import { authPlugin } from "./http/auth-plugin.js";
import { authRoutes } from "./http/auth-routes.js";
import { catalogRoutes } from "./http/catalog-routes.js";
import { consoleRoutes } from "./http/console-routes.js";
import { installErrorHandler } from "./http/error-handler.js";
import { firewallPolicyRoutes } from "./http/firewall-policy-routes.js";
import { buildSidecarApp } from "./http/firewall-sidecar-app.js";
import { installInputHygiene, requestIdRule } from "./http/input-hygiene.js";
import { invitationRoutes } from "./http/invitation-routes.js";
import { manifestScanRoutes } from "./http/manifest-scan-routes.js";
import { addOpenApiExtras, openApiPath } from "./http/openapi-extras.js";
import { opsRoutes } from "./http/ops-routes.js";
import { orgRoutes } from "./http/org-routes.js";
import { platformIdempotency } from "./http/platform-idempotency.js";
import { releaseRoutes } from "./http/release-routes.js";
import { workspaceRoutes } from "./http/workspace-routes.js";
import { ReleaseService } from "./releases/release-service.js";
import { AgentService } from "./tenancy/agent-service.js";
import { AgentStore } from "./tenancy/agent-store.js";
import { ApiKeyService } from "./tenancy/api-key-service.js";
import { ApiKeyStore } from "./tenancy/api-key-store.js";
import { ApprovalPolicyStore } from "./tenancy/approval-policy-store.js";
import { Authenticator } from "./tenancy/authenticator.js";
import { BootstrapService } from "./tenancy/bootstrap-service.js";
import { InvitationService } from "./tenancy/invitation-service.js";
import { InvitationStore } from "./tenancy/invitation-store.js";
import { MemberService } from "./tenancy/member-service.js";
import { MemberStore } from "./tenancy/member-store.js";
import { OrgService } from "./tenancy/org-service.js";
import { OrgStore } from "./tenancy/org-store.js";
import { SessionStore } from "./tenancy/session-store.js";
import { SvidVerifier } from "./tenancy/svid-verifier.js";
import { VerifiedKeyCache } from "./tenancy/verified-key-cache.js";
import { WorkspaceService } from "./workspaces/workspace-service.js";
import { WorkspaceStore } from "./workspaces/workspace-store.js";

export const SERVICE_NAME = "prompt-platform";
export const SERVICE_VERSION = "0.1.0";

export interface PlatformDeps {
  config: PromptConfig;
  db: Database;
  signer: CheckpointSigner;
  logger?: Logger;
  clock?: () => number;
  /** The built web console, served at `/` with a fallback to its index.html (none when unset). */
  consoleDir?: string | undefined;
}

/** The platform's services, built once from their dependencies (later features add theirs here). */
export function buildServices({ config, db, signer, clock = Date.now }: PlatformDeps) {
  const audit = new AuditLog({
    db,
    signer,
    clock,
    verifyParallelism: config.AUDIT_VERIFY_PARALLELISM,
    groupCommitMax: config.AUDIT_GROUP_COMMIT_MAX,
  });
  const deps = { db, audit, clock };
  const manifests = new ManifestStore(deps);
  const keyCache = new VerifiedKeyCache({
    ttlMs: config.API_KEY_CACHE_TTL_SEC * 1000,
    maxEntries: config.API_KEY_CACHE_MAX_ENTRIES,
    clock,
  });
  // Tenancy's tables: organisations, users and memberships, and API keys, shared by its services.
  const tenancy = { orgs: new OrgStore(), members: new MemberStore(), keys: new ApiKeyStore() };
  const members = new MemberService({ ...deps, ...tenancy, keyCache });
  const apiKeys = new ApiKeyService({
    ...deps,
    ...tenancy,
    keyCache,
    lastUsedResolutionMs: config.API_KEY_LAST_USED_RESOLUTION_SEC * 1000,
  });
  const sessions = new SessionStore({ db, clock, ttlMs: config.PLATFORM_SESSION_TTL_HOURS * 3_600_000 });
  const agents = new AgentService({ ...deps, agents: new AgentStore() });
  const svid = new SvidVerifier({
    publicKeyPem: config.PLATFORM_SVID_PUBLIC_KEY_PEM,
    maxAgeSec: config.PLATFORM_SVID_MAX_AGE_SEC,
    audience: config.PLATFORM_SVID_AUDIENCE,
    now: clock,
  });
  const approvalPolicies = new ApprovalPolicyStore({
    ...deps,
    orgs: tenancy.orgs,
    defaults: config.approvalDefaults,
  });
  const scanner = new Scanner();
  const firewallPolicies = new FirewallPolicyStore({
    ...deps,
    cacheTtlMs: config.PLATFORM_FIREWALL_POLICY_CACHE_SEC * 1000,
  });
  // Per organisation, so that entity keys (and so placeholders) never line up across organisations.
  const masker = new PiiMasker((orgId) => signer.deriveSecret(`firewall-redact:${orgId}`));
  const firewallGuard = new FirewallGuard({ scanner, policies: firewallPolicies, audit, masker });
  return {
    audit,
    manifests,
    keyCache,
    members,
    apiKeys,
    sessions,
    agents,
    bootstrap: new BootstrapService({ ...deps, ...tenancy }),
    authenticator: new Authenticator({
      apiKeys,
      sessions,
      members,
      agents,
      svid,
      enforce: config.PLATFORM_AUTH,
    }),
    workspaces: new WorkspaceService({ ...deps, store: new WorkspaceStore() }),
    projects: new ProjectService(deps),
    versions: new VersionService({ ...deps, manifests }),
    releases: new ReleaseService({ ...deps, policies: approvalPolicies }),
    approvalPolicies,
    invitations: new InvitationService({
      ...deps,
      ...tenancy,
      invitations: new InvitationStore(),
      apiKeys,
      ttlMs: config.PLATFORM_INVITATION_TTL_HOURS * 3_600_000,
    }),
    orgs: new OrgService({ ...deps, ...tenancy, apiKeys }),
    ...buildDeliveryServices({ config, db, audit, clock, manifests, firewall: firewallGuard }),
    firewallPolicies,
    scanner,
    firewallGuard,
  };
}

export type PlatformServices = ReturnType<typeof buildServices>;

/** Builds the HTTP app: plugins, routes, error handling. Never listens; closing it closes nothing it was given. */
export async function buildApp(deps: PlatformDeps) {
  const { config, db, signer, logger, clock = Date.now } = deps;
  const services = buildServices(deps);
  const app = Fastify({
    ...requestIdRule("x-request-id"),
    loggerInstance: logger as FastifyBaseLogger | undefined,
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validation: bodies are checked strictly (no type coercion, unknown fields refused, every
  // problem reported at once); query strings and path parameters are converted from text first.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "promptplat_" });

  // Every route registered, for the contract test (each must appear in the OpenAPI document).
  const routes: { method: string; url: string }[] = [];
  const idempotentRoutes = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url });
      if ((route.config as { idempotent?: boolean } | undefined)?.idempotent)
        idempotentRoutes.add(`${method} ${openApiPath(route.url)}`);
    }
  });
  installErrorHandler(app);
  installInputHygiene(app);
  await app.register(requestIdHeader, { header: "X-Request-Id" });
  await app.register(httpMetrics, { registry, prefix: "promptplat_", skipPaths: ["/metrics"] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Prompt platform",
        version: SERVICE_VERSION,
        description:
          "Versioned AI capabilities, releases with two-person approval, and a tamper-evident audit chain.",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "API key (ppk_…)" },
          session: { type: "apiKey", in: "cookie", name: "platform_session" },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transformObject: (documents) =>
      "openapiObject" in documents
        ? addOpenApiExtras(documents.openapiObject, idempotentRoutes)
        : documents.swaggerObject,
  });
  await app.register(cookie);
  await app.register(authPlugin, { authenticator: services.authenticator });
  await app.register(
    idempotency,
    platformIdempotency({ db, ttlMs: config.IDEMPOTENCY_TTL_HOURS * 3_600_000, clock, log: app.log }),
  );

  await app.register(opsRoutes, {
    database: databaseProbe(db),
    registry,
    service: SERVICE_NAME,
    version: SERVICE_VERSION,
    startedAt: clock(),
    clock,
  });
  await app.register(authRoutes, {
    bootstrap: services.bootstrap,
    sessions: services.sessions,
    apiKeys: services.apiKeys,
    members: services.members,
    secureCookies: config.secureCookies,
    sessionTtlSec: config.PLATFORM_SESSION_TTL_HOURS * 3600,
  });
  await app.register(orgRoutes, {
    members: services.members,
    invitations: services.invitations,
    apiKeys: services.apiKeys,
    agents: services.agents,
  });
  await app.register(invitationRoutes, {
    invitations: services.invitations,
    orgs: services.orgs,
    policies: services.approvalPolicies,
  });
  await app.register(workspaceRoutes, { workspaces: services.workspaces });
  await app.register(catalogRoutes, {
    projects: services.projects,
    manifests: services.manifests,
    versions: services.versions,
  });
  await app.register(releaseRoutes, { releases: services.releases });
  await registerDeliveryRoutes(app, services);
  await app.register(firewallPolicyRoutes, { policies: services.firewallPolicies });
  await app.register(manifestScanRoutes, {
    manifests: services.manifests,
    policies: services.firewallPolicies,
    scanner: services.scanner,
  });
  await app.register(auditRoutes, { audit: services.audit, publicKeyPem: signer.publicKeyPem });
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  // The interactive reference over the same document, public like the document itself.
  await apiReference(app, { title: "Prompt platform API", routeConfig: { public: true } });
  if (deps.consoleDir) await app.register(consoleRoutes, { root: deps.consoleDir });
  return { app, services, routes, registry };
}

/** The firewall sidecar (its own listener, PLATFORM_SIDECAR_PORT) over the platform's services. */
export function buildSidecar(
  deps: Pick<PlatformDeps, "config" | "logger" | "db" | "clock">,
  services: PlatformServices,
  registry: Registry,
) {
  return buildSidecarApp({
    config: deps.config,
    authenticator: services.authenticator,
    guard: services.firewallGuard,
    db: deps.db,
    registry,
    service: { name: SERVICE_NAME, version: SERVICE_VERSION },
    logger: deps.logger,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
}
