import { isUniqueViolation } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import { createId } from "../ids.js";

export interface BootstrapInput {
  userName: string;
  userEmail: string;
  orgName: string;
}

export interface BootstrapResult {
  user: { id: string; name: string; email: string };
  org: { id: string; name: string };
  role: "owner";
}

const alreadyDone = () =>
  new PlatformError("ALREADY_BOOTSTRAPPED", "The platform has already been bootstrapped; sign in instead");

/** Creates the first organisation and its owner, exactly once (the bootstrap row's key enforces it). */
export class BootstrapService {
  constructor(private readonly deps: ServiceDeps) {}

  async isBootstrapped(): Promise<boolean> {
    return (await this.deps.db.query("SELECT 1 FROM bootstrap WHERE id = 1")).length > 0;
  }

  async bootstrap(input: BootstrapInput): Promise<BootstrapResult> {
    if (await this.isBootstrapped()) throw alreadyDone();
    const now = isoNow(this.deps.clock);
    const user = { id: createId(), name: input.userName, email: input.userEmail };
    const org = { id: createId(), name: input.orgName };
    try {
      await this.deps.db.transaction(async (tx) => {
        await tx.query("INSERT INTO orgs (id, name, created_at) VALUES ($1, $2, $3)", [
          org.id,
          org.name,
          now,
        ]);
        await tx.query("INSERT INTO users (id, name, email, created_at) VALUES ($1, $2, $3, $4)", [
          user.id,
          user.name,
          user.email,
          now,
        ]);
        await tx.query(
          "INSERT INTO memberships (org_id, user_id, role, created_at) VALUES ($1, $2, 'owner', $3)",
          [org.id, user.id, now],
        );
        await tx.query("INSERT INTO bootstrap (id, org_id, user_id, created_at) VALUES (1, $1, $2, $3)", [
          org.id,
          user.id,
          now,
        ]);
        await this.deps.audit.append(tx, {
          actor: `user:${user.id}`,
          orgId: org.id,
          action: "platform.bootstrap",
          resource: `org:${org.id}`,
          details: { orgName: org.name, userName: user.name, userEmail: user.email },
        });
      });
    } catch (error) {
      // Two racing first calls: the loser hits the bootstrap row's primary key (or the e-mail index).
      if (isUniqueViolation(error)) throw alreadyDone();
      throw error;
    }
    return { user, org, role: "owner" };
  }
}
