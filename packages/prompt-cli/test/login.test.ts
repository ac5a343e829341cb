import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { promptctl, tempConfigHome } from "./promptctl.js";

const { url, org } = inject("platform");

describe("promptctl login, whoami, logout", () => {
  it("checks the key from stdin, stores URL, key and workspace with mode 0600, and later commands use them", async () => {
    const home = tempConfigHome();
    const env = { XDG_CONFIG_HOME: home, PLATFORM_API_URL: url };
    const ws = JSON.parse(
      (
        await promptctl(["workspaces", "create", "login-ws", "--json"], {
          ...env,
          PLATFORM_API_KEY: org.dev.key,
        })
      ).stdout,
    );
    const login = await promptctl(["login", "--workspace", ws.id], env, `${org.dev.key}\n`);
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    const file = join(home, "promptctl", "config.json");
    expect(login.stdout).toContain(`logged in to ${url} as dev `);
    expect(login.stdout).toContain(`credentials saved to ${file} (mode 0600)`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, "promptctl")).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      apiUrl: url,
      apiKey: org.dev.key,
      workspaceId: ws.id,
    });

    // No PLATFORM_* variables: everything comes from the file.
    const whoami = await promptctl(["whoami", "--json"], { XDG_CONFIG_HOME: home });
    expect(whoami.code).toBe(0);
    const me = JSON.parse(whoami.stdout);
    expect(me).toMatchObject({
      apiUrl: url,
      workspaceId: ws.id,
      configPath: file,
      me: { role: "developer" },
    });

    // The environment wins over the file.
    const asViewer = await promptctl(["whoami", "--json"], {
      XDG_CONFIG_HOME: home,
      PLATFORM_API_KEY: org.viewer.key,
    });
    expect(JSON.parse(asViewer.stdout).me.role).toBe("viewer");

    const logout = await promptctl(["logout"], { XDG_CONFIG_HOME: home });
    expect(logout).toMatchObject({ code: 0, stdout: `removed ${file}\n` });
    expect(existsSync(file)).toBe(false);
    const after = await promptctl(["whoami"], { XDG_CONFIG_HOME: home, PLATFORM_API_URL: url });
    expect(after.code).toBe(3);
    expect(after.stderr).toContain("UNAUTHORIZED");
    expect(after.stderr).toContain("hint: run promptctl login");
  });

  it("takes the key from PLATFORM_API_KEY or --api-key, and --json prints only JSON", async () => {
    const home = tempConfigHome();
    const run = await promptctl(["login", "--json"], {
      XDG_CONFIG_HOME: home,
      PLATFORM_API_URL: url,
      PLATFORM_API_KEY: org.admin.key,
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toMatchObject({ apiUrl: url, workspaceId: null, me: { role: "admin" } });
    const flag = await promptctl(["login", "--api-key", org.viewer.key, "--url", url], {
      XDG_CONFIG_HOME: home,
    });
    expect(flag.code).toBe(0);
    expect(JSON.parse(readFileSync(join(home, "promptctl", "config.json"), "utf8")).apiKey).toBe(
      org.viewer.key,
    );
  });

  it("refuses a bad key with exit 3 and writes nothing; --dry-run neither checks nor writes", async () => {
    const home = tempConfigHome();
    const file = join(home, "promptctl", "config.json");
    const bad = await promptctl(
      ["login"],
      { XDG_CONFIG_HOME: home, PLATFORM_API_URL: url },
      "ppk_not_a_key\n",
    );
    expect(bad.code).toBe(3);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("promptctl: error: UNAUTHORIZED");
    expect(bad.stderr).toContain("GET /api/me -> 401");
    expect(existsSync(file)).toBe(false);

    const dry = await promptctl(
      ["login", "--dry-run", "--json"],
      { XDG_CONFIG_HOME: home, PLATFORM_API_URL: "http://127.0.0.1:9" },
      org.dev.key,
    );
    expect(dry.code).toBe(0);
    const shown = JSON.parse(dry.stdout);
    expect(shown).toMatchObject({
      dryRun: true,
      configPath: file,
      credentials: { apiUrl: "http://127.0.0.1:9" },
    });
    expect(dry.stdout).not.toContain(org.dev.key);
    expect(existsSync(file)).toBe(false);

    const empty = await promptctl(["login"], { XDG_CONFIG_HOME: home, PLATFORM_API_URL: url }, "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("no API key");
  });

  it("tightens a stored file to 0600 on login and warns about a readable one", async () => {
    const home = tempConfigHome();
    const dir = join(home, "promptctl");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "config.json");
    writeFileSync(file, JSON.stringify({ apiUrl: url, apiKey: org.viewer.key }));
    chmodSync(file, 0o644);
    const warned = await promptctl(["whoami"], { XDG_CONFIG_HOME: home });
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(`warning: ${file} has mode 0644`);
    await promptctl(["login"], { XDG_CONFIG_HOME: home, PLATFORM_API_KEY: org.viewer.key });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    writeFileSync(file, "{not json");
    const corrupt = await promptctl(["whoami"], { XDG_CONFIG_HOME: home });
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toContain("is not a valid promptctl config");
  });
});
