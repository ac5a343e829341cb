#!/usr/bin/env node
// `npm run demo:prompt`: walks one prompt release to active on a running prompt platform, the way a
// team would: the owner creates an organisation, invites two approvers (each redeems the invitation and
// gets a key of their own), creates a capability and a version, asks for a release, the two invited
// members approve it with their own keys, the owner activates it and executes it.
//
// PROMPT_URL (default http://127.0.0.1:8080). Works against `npm start` (development auth: the first
// owner is created through the bootstrap route, then only API keys are used). The owner's key is kept in
// .demo/prompt-owner.json (DEMO_STATE_DIR) so the demo can run again against the same database.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./workspaces.mjs";

const base = (process.env.PROMPT_URL ?? "http://127.0.0.1:8080").replace(/\/$/, "");
const stateDir = process.env.DEMO_STATE_DIR ?? join(root, ".demo");
const ownerFile = join(stateDir, "prompt-owner.json");
const runId = new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, "")
  .slice(0, 14);

async function call(method, path, { key, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return json;
}

/** The owner's own API key: made once (bootstrap on a fresh database), then read from .demo/. */
async function ownerKey() {
  if (existsSync(ownerFile)) return JSON.parse(readFileSync(ownerFile, "utf8")).secret;
  const { bootstrapped } = await call("GET", "/api/bootstrap/status");
  if (bootstrapped) {
    throw new Error(
      `the platform already has an owner and ${ownerFile} is missing: run the demo against a fresh database`,
    );
  }
  const response = await fetch(`${base}/api/bootstrap/admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "Demo Owner", userEmail: "owner@demo.example", orgName: "Demo" }),
  });
  if (response.status !== 201)
    throw new Error(`bootstrap answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  const keyResponse = await fetch(`${base}/api/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "demo owner" }),
  });
  if (keyResponse.status !== 201)
    throw new Error(`owner key answered ${keyResponse.status}: ${await keyResponse.text()}`);
  const { secret } = await keyResponse.json();
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(ownerFile, JSON.stringify({ secret }), { mode: 0o600 });
  return secret;
}

const step = (text) => console.log(`- ${text}`);

const owner = await ownerKey();
const {
  apiKey: orgKey,
  secret: ownerSecret,
  org,
} = await call("POST", "/api/orgs", {
  key: owner,
  body: { name: `demo-${runId}` },
});
step(`organisation ${org.name} (${org.id}); owner key ${orgKey.id ?? ""}`.trim());

const approvers = [];
for (const name of ["Asha Approver", "Ben Approver"]) {
  const { token } = await call("POST", "/api/invitations", { key: ownerSecret, body: { role: "admin" } });
  const email = `${name.split(" ")[0].toLowerCase()}-${runId}@demo.example`;
  const joined = await call("POST", "/api/invitations/redeem", { body: { token, name, email } });
  approvers.push(joined.secret);
  step(`${name} redeemed an invitation and holds a key of their own`);
}

const workspace = await call("POST", "/api/workspaces", { key: ownerSecret, body: { name: "demo" } });
const project = await call("POST", `/api/workspaces/${workspace.id}/projects`, {
  key: ownerSecret,
  body: { name: "support" },
});
const capability = await call("POST", `/api/projects/${project.id}/capabilities`, {
  key: ownerSecret,
  body: { name: "summarise-ticket" },
});
const manifest = {
  inputs: ["ticket"],
  nodes: [
    { id: "summary", prompt: "Summarise this support ticket in one line: {{ticket}}", model: "simulator" },
  ],
  output: "summary",
};
const version = await call("POST", `/api/capabilities/${capability.id}/versions`, {
  key: ownerSecret,
  body: { manifest, notes: "first version" },
});
step(`capability ${capability.name}, version ${version.number}`);

const release = await call("POST", `/api/capabilities/${capability.id}/releases`, {
  key: ownerSecret,
  body: { versionId: version.id, notes: "demo release" },
});
await call("POST", `/api/releases/${release.id}/submit`, { key: ownerSecret });
for (const key of approvers) {
  await call("POST", `/api/releases/${release.id}/approve`, { key, body: { comment: "looks good" } });
}
const approved = await call("GET", `/api/releases/${release.id}`, { key: ownerSecret });
step(`release ${release.id}: ${approved.approvalCount} of ${approved.approvalsRequired} approvals count`);
const active = await call("POST", `/api/releases/${release.id}/activate`, { key: ownerSecret });
step(`release state: ${active.state}`);

const execution = await call("POST", "/api/executions", {
  key: ownerSecret,
  body: { capabilityId: capability.id, inputs: { ticket: "My card was charged twice for order 1234." } },
});
step(`execution ${execution.id}: ${execution.status ?? ""}`.trim());
console.log(`output: ${JSON.stringify(execution.output)}`);
console.log(`audit chain: ${JSON.stringify(await call("GET", "/api/audit/verify"))}`);
