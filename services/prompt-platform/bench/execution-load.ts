import type { PlatformServices } from "../src/app.js";
import type { Principal } from "../src/tenancy/principal.js";
import type { Role } from "../src/tenancy/roles.js";

/** Five nodes: three independent ones, a fourth on two of them, the output on the fourth and the third. */
export const fiveNodes = {
  inputs: ["topic"],
  nodes: [
    { id: "outline", prompt: "Outline an answer about {{topic}}.", model: "simulator" },
    { id: "facts", prompt: "List facts about {{topic}}.", model: "simulator" },
    { id: "tone", prompt: "Pick a tone for {{topic}}.", model: "simulator:fast", params: { maxTokens: 8 } },
    { id: "draft", prompt: "Draft from {{nodes.outline}} with {{nodes.facts}}.", model: "simulator" },
    { id: "answer", prompt: "Rewrite {{nodes.draft}} in {{nodes.tone}}.", model: "simulator" },
  ],
  output: "answer",
};

/**
 * An organisation with an owner, an admin and two developers holding API keys, made in process on the
 * server's database (the bootstrap API makes only one user, and a release needs two other approvers).
 */
export async function seedKeys(services: PlatformServices) {
  const n = `bench-${Date.now()}`;
  const { org, userId } = await services.members.createOrg({
    name: n,
    owner: { name: "Bench owner", email: `owner-${n}@example.test` },
  });
  const principal = (id: string, role: Role): Principal => ({
    orgId: org.id,
    role,
    userId: id,
    actor: `user:${id}`,
    via: "dev_headers",
  });
  const keyFor = async (role: Exclude<Role, "owner">) => {
    const m = await services.members.add(principal(userId, "owner"), {
      name: `${role} ${n}`,
      email: `${role}-${Math.random().toString(36).slice(2)}-${n}@example.test`,
      role,
    });
    return (await services.apiKeys.create(principal(m.userId, role), { name: "bench" })).secret;
  };
  return { admin: await keyFor("admin"), dev: await keyFor("developer"), dev2: await keyFor("developer") };
}

export type Keys = Awaited<ReturnType<typeof seedKeys>>;

/**
 * The same organisation made through the API, for a server in another process that runs with
 * PLATFORM_AUTH=false: the owner bootstraps, adds the members, and each member's development headers
 * stand in for their sign-in to create their API key. The executions still use the keys.
 */
export async function seedKeysOverHttp(base: string): Promise<Keys> {
  const n = `bench-${Date.now()}`;
  const { user, org } = (await post(
    base,
    "/api/bootstrap/admin",
    {},
    {
      userName: "Bench owner",
      userEmail: `owner-${n}@example.test`,
      orgName: n,
    },
  )) as unknown as { user: { id: string }; org: { id: string } };
  const as = (userId: string) => ({ "x-user-id": userId, "x-org-id": org.id });
  const keyFor = async (role: Exclude<Role, "owner">) => {
    const member = await post(base, "/api/members", as(user.id), {
      name: `${role} ${n}`,
      email: `${role}-${Math.random().toString(36).slice(2)}-${n}@example.test`,
      role,
    });
    return (await post(base, "/api/api-keys", as(member.userId!), { name: "bench" })).secret!;
  };
  return { admin: await keyFor("admin"), dev: await keyFor("developer"), dev2: await keyFor("developer") };
}

/** The owner's API key, made through the API (bootstrap, then a key with the session cookie). */
export async function ownerKey(api: string): Promise<string> {
  const boot = await fetch(`${api}/api/bootstrap/admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "Bench", userEmail: "bench@example.test", orgName: "Bench org" }),
  });
  const cookie = boot.headers.get("set-cookie")!.split(";")[0]!;
  const key = await fetch(`${api}/api/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "bench" }),
  });
  return ((await key.json()) as { secret: string }).secret;
}

/** POST with a Bearer key, or with the given headers. */
async function post(base: string, path: string, auth: string | Record<string, string>, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      ...(typeof auth === "string" ? { authorization: `Bearer ${auth}` } : auth),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** workspace → project → capability → version → release, approved by two others and activated. */
export async function releaseFiveNodes(base: string, keys: Keys): Promise<string> {
  const ws = await post(base, "/api/workspaces", keys.dev, { name: `bench-${Date.now()}` });
  const project = await post(base, `/api/workspaces/${ws.id}/projects`, keys.dev, { name: "bench" });
  const cap = await post(base, `/api/projects/${project.id}/capabilities`, keys.dev, { name: "five nodes" });
  const version = await post(base, `/api/capabilities/${cap.id}/versions`, keys.dev, { manifest: fiveNodes });
  const release = await post(base, `/api/capabilities/${cap.id}/releases`, keys.dev, {
    versionId: version.id,
  });
  await post(base, `/api/releases/${release.id}/submit`, keys.dev);
  await post(base, `/api/releases/${release.id}/approve`, keys.dev2);
  await post(base, `/api/releases/${release.id}/approve`, keys.admin);
  await post(base, `/api/releases/${release.id}/activate`, keys.admin);
  return cap.id!;
}

/** One SSE execution read to its end: milliseconds, and whether the stream ended with `done`. */
async function streamOnce(base: string, key: string, capabilityId: string, topic: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/executions`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      accept: "text/event-stream",
      "content-type": "application/json",
    },
    body: JSON.stringify({ capabilityId, inputs: { topic } }),
  });
  const text = await res.text();
  const complete =
    res.status === 200 && text.includes("event: execution_complete") && text.endsWith("data: [DONE]\n\n");
  return { ms: performance.now() - started, complete };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** A server to run SSE bursts against: its URL, an API key and a released capability. */
export interface SseTarget {
  base: string;
  key: string;
  capabilityId: string;
}

/**
 * `rounds` bursts of `concurrency` simultaneous streamed executions per target, after `warmup`
 * bursts each that are not measured (a long-running server has compiled its hot paths; a fresh one
 * takes a few hundred executions to, and on a 2-core VM the first bursts ran twice as long as the
 * later ones). With several targets the bursts take turns (A, B, A, B, …), so a slow moment of the
 * machine (a checkpoint, another process) falls on every target alike. One summary per target.
 */
export async function sseBursts(targets: SseTarget[], concurrency: number, rounds: number, warmup = 1) {
  const burst = (t: SseTarget, round: number) =>
    Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        streamOnce(t.base, t.key, t.capabilityId, `t${round}-${i}`),
      ),
    );
  for (let w = 1; w <= warmup; w++) for (const t of targets) await burst(t, -w);
  const results = targets.map((): { ms: number; complete: boolean }[] => []);
  const wall = targets.map((): number[] => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, t] of targets.entries()) {
      const started = performance.now();
      results[i]!.push(...(await burst(t, r)));
      wall[i]!.push(performance.now() - started);
    }
  }
  return targets.map((_, i) => {
    const ms = results[i]!.map((r) => r.ms).sort((a, b) => a - b);
    return {
      total: ms.length,
      incomplete: results[i]!.filter((r) => !r.complete).length,
      p50: percentile(ms, 0.5),
      p95: percentile(ms, 0.95),
      p99: percentile(ms, 0.99),
      max: ms[ms.length - 1]!,
      wallMs: wall[i]!,
    };
  });
}
