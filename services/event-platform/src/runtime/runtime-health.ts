import type { EventBus } from "../bus/event-bus.js";
import type { PlatformService } from "../services/service-definition.js";
import type { BusinessStore } from "../store/business-store.js";
import type { EventStore } from "../store/event-store.js";
import type { Supervisor } from "../supervisor/supervisor.js";
import type { RuntimeTransport } from "../transport/runtime-transport.js";
import type { CheckResult, RuntimeHealth } from "./runtime-options.js";

/**
 * Every check of the runtime: `bus`, `store`, `shared_store` (with PostgreSQL), `service:<name>`
 * (running under the supervisor, and its own health), `supervisor`, `transport` (NATS). Healthy when
 * all pass.
 */
export function runtimeHealth({
  bus,
  store,
  business,
  supervisor,
  transport,
  services,
}: {
  bus: EventBus;
  store: EventStore;
  business: BusinessStore;
  supervisor: Supervisor;
  transport: RuntimeTransport | undefined;
  services: ReadonlyArray<{ name: string; instance: PlatformService | undefined }>;
}): RuntimeHealth {
  const checks: Record<string, CheckResult> = {
    bus: bus.isDraining
      ? { ok: false, detail: "draining" }
      : { ok: true, detail: `${bus.services().length} subscribers, ${bus.pending} in flight` },
    store: store.health(),
  };
  if (business.kind === "postgres") checks.shared_store = business.health();
  for (const { name, instance } of services) {
    const status = supervisor.status(name);
    const own = instance?.health?.();
    const running = status?.state === "running";
    checks[`service:${name}`] = {
      ok: running && (own?.ok ?? true),
      detail: running
        ? (own?.detail ?? "running")
        : `${status?.state ?? "stopped"}${status?.last_error ? ` after ${status.last_error}` : ""}`,
    };
  }
  checks.supervisor = supervisor.health();
  if (transport) checks.transport = transport.health();
  return { ok: Object.values(checks).every((c) => c.ok), checks };
}
