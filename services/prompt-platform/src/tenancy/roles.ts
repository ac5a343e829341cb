/** Roles from most to least powerful. */
export const ROLES = ["owner", "admin", "developer", "viewer"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { owner: 3, admin: 2, developer: 1, viewer: 0 };

/**
 * The permission table: each permission names the least role that holds it (every stronger role
 * holds it too). docs/prompt-platform.md renders this table; a test keeps the two in step.
 */
export const PERMISSIONS = {
  "org.read": "viewer",
  "member.manage": "admin",
  "agent.manage": "admin",
  "api_key.manage_own": "viewer",
  "api_key.manage_all": "admin",
  "workspace.read": "viewer",
  "workspace.write": "developer",
  "workspace.delete": "admin",
  "catalog.read": "viewer",
  "catalog.write": "developer",
  "catalog.delete": "admin",
  "release.read": "viewer",
  "release.create": "developer",
  "release.approve": "developer",
  "release.activate": "admin",
  "release.manage_any": "admin",
  "audit.read": "viewer",
  "execution.read": "viewer",
  "execution.run": "developer",
  "eval.read": "viewer",
  "eval.write": "developer",
  "eval.run": "developer",
  "repo.read": "viewer",
  "repo.write": "developer",
  "repo.merge": "developer",
  "cost.read": "admin",
  "budget.manage": "admin",
} as const satisfies Record<string, Role>;
export type Permission = keyof typeof PERMISSIONS;

export function roleAtLeast(role: Role, least: Role): boolean {
  return RANK[role] >= RANK[least];
}

export function can(role: Role, permission: Permission): boolean {
  return roleAtLeast(role, PERMISSIONS[permission]);
}

/** The weaker of two roles: an API key never carries more than its owner's current membership. */
export function weakerRole(a: Role, b: Role): Role {
  return RANK[a] <= RANK[b] ? a : b;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
