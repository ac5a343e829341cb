import { initial } from "./0001-initial.js";
import { executions } from "./0002-executions.js";
import { repositories } from "./0003-repositories.js";
import { evals } from "./0004-evals.js";
import { releaseCancel } from "./0005-release-cancel.js";
import { firewallPolicies } from "./0006-firewall-policies.js";
import { segregationOfDuties } from "./0007-segregation-of-duties.js";
import { playgroundRevocation } from "./0008-playground-revocation.js";

export interface Migration {
  id: string;
  statements: readonly string[];
}

/** In order; never edit one that has shipped, add the next. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  executions,
  repositories,
  evals,
  releaseCancel,
  firewallPolicies,
  segregationOfDuties,
  playgroundRevocation,
];
