import { ALL_EVENTS } from "../../bus/wiring-table.js";
import type { ServiceDefinition } from "../service-definition.js";

/** Receives every event and appends it to the hash-chained audit ledger. */
export const auditService: ServiceDefinition = {
  name: "audit",
  description: "appends every event to the hash-chained audit ledger",
  subscribes: [ALL_EVENTS],
  create({ ledger }) {
    return {
      handle(event) {
        ledger.append(event);
      },
      health() {
        return {
          ok: true,
          detail: `${ledger.length} entries (${ledger.archived} archived), head ${ledger.headHash.slice(0, 16)}`,
        };
      },
    };
  },
};
