import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  buildApp,
  CheckpointSigner,
  openDatabase,
  type PlatformServices,
  type Principal,
  type Role,
  readPromptConfig,
} from "@platform/prompt-platform";

export interface RunningPlatform {
  url: string;
  services: PlatformServices;
  close(): Promise<void>;
}

/**
 * The real platform on an in-memory PGlite, listening on a free loopback port, without the web
 * console. Its `openai` model provider points at a local server that always answers 500, so a
 * manifest node with `model: "openai:…"` fails (the simulator never does).
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const broken = createServer((_req, res) => {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "upstream is down (test double)" } }));
  });
  await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
  const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/v1`;
  const config = readPromptConfig({
    DATABASE_URL: "memory:",
    LOG_LEVEL: "error",
    PLATFORM_CONSOLE_DIR: "off",
    PLATFORM_OPENAI_BASE_URL: brokenUrl,
    PLATFORM_OPENAI_API_KEY: "test",
    PLATFORM_OPENAI_MAX_RETRIES: "0",
    ...env,
  });
  const db = await openDatabase({ url: "memory:", dataDir: "" });
  const { app, services } = await buildApp({ config, db, signer: CheckpointSigner.generate() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      await app.close();
      await db.close();
      broken.closeAllConnections();
      await new Promise((resolve) => broken.close(resolve));
    },
  };
}

export interface SeededUser {
  id: string;
  role: Role;
  key: string;
}

export interface SeededOrg {
  orgId: string;
  owner: SeededUser;
  admin: SeededUser;
  dev: SeededUser;
  dev2: SeededUser;
  viewer: SeededUser;
}

let seq = 0;

/** An organisation with a user of each role (and a second developer), each with an API key. */
export async function seedOrg(services: PlatformServices, label = "org"): Promise<SeededOrg> {
  const n = `${label}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const { org, userId } = await services.members.createOrg({
    name: n,
    owner: { name: `owner ${n}`, email: `owner-${n}@example.test` },
  });
  const principal = (id: string, role: Role): Principal => ({
    orgId: org.id,
    role,
    userId: id,
    actor: `user:${id}`,
    via: "dev_headers",
  });
  const withKey = async (id: string, role: Role): Promise<SeededUser> => {
    const { secret } = await services.apiKeys.create(principal(id, role), { name: `${role} key` });
    return { id, role, key: secret };
  };
  const add = async (role: Role, tag: string) => {
    const member = await services.members.add(principal(userId, "owner"), {
      name: `${tag} ${n}`,
      email: `${tag}-${n}@example.test`,
      role,
    });
    return withKey(member.userId, role);
  };
  return {
    orgId: org.id,
    owner: await withKey(userId, "owner"),
    admin: await add("admin", "admin"),
    dev: await add("developer", "dev"),
    dev2: await add("developer", "dev2"),
    viewer: await add("viewer", "viewer"),
  };
}
