import { iso } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import { checkAnnouncement, IdentityEvents } from "./identity-announcements.js";

const RECORD = "identity/source/";

interface IdentityRecord {
  source: string;
  current_key: string;
  registered_at: string;
  rotations: Array<{ previous_key: string; new_key: string; at: string; event_id: string }>;
}

/**
 * Identity: keeps the verifier's key registry in step with `identity.registered` and
 * `identity.rotated` announcements (see identity-announcements.ts). After a rotation the previous
 * key still verifies for `bus.signature_replay_window_seconds`, then events signed with it are
 * dropped with AuthzError. Invalid announcements give `identity.rejected`. Keys learnt this way are
 * stored and restored at start for sources the runtime has no key for.
 */
export const identityService: ServiceDefinition = {
  name: "identity",
  description: "identity.registered / identity.rotated feed the verifier's keys (replay window on rotation)",
  subscribes: [IdentityEvents.registered, IdentityEvents.rotated],
  create({ store, keys, now }) {
    for (const { value } of store.listValues<IdentityRecord>(RECORD)) {
      if (keys.currentKey(value.source) === undefined) keys.register(value.source, value.current_key);
    }
    return {
      async handle(event, context) {
        const outcome = checkAnnouncement(event, keys.currentKey(event.source));
        if (!outcome.ok) {
          await context.emit(IdentityEvents.rejected, {
            announcement_id: event.event_id,
            announcement_type: event.event_type,
            source: outcome.source,
            reason: outcome.reason,
            detail: outcome.detail,
          });
          return;
        }
        const record = store.getValue<IdentityRecord>(RECORD + outcome.source);
        keys.register(outcome.source, outcome.key);
        if (outcome.kind === "registered") {
          if (!record) {
            store.setValue(RECORD + outcome.source, {
              source: outcome.source,
              current_key: outcome.key,
              registered_at: iso(now()),
              rotations: [],
            });
          }
          return;
        }
        store.setValue(RECORD + outcome.source, {
          source: outcome.source,
          current_key: outcome.key,
          registered_at: record?.registered_at ?? iso(now()),
          rotations: [
            ...(record?.rotations ?? []),
            {
              previous_key: outcome.previous,
              new_key: outcome.key,
              at: iso(now()),
              event_id: event.event_id,
            },
          ].slice(-16),
        });
      },
    };
  },
};
