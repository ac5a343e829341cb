/**
 * Issue 7: each organisation's firewall rules (the sidecar's policy). No row: the built-in policy.
 * The policy is kept as JSON text (as the other JSON columns) in the shape of the scanner's FirewallPolicy type describes.
 */
export const firewallPolicies = {
  id: "0006-firewall-policies",
  statements: [
    `CREATE TABLE firewall_policies (
      org_id text PRIMARY KEY REFERENCES orgs(id) ON DELETE CASCADE,
      policy text NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL
    )`,
  ],
};
