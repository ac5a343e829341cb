import type { EventEnvelope } from "../../events/envelope.js";
import { iso } from "../payload-reader.js";
import type { ServiceDefinition } from "../service-definition.js";
import { checkAnnouncement, IdentityEvents } from "./identity-announcements.js";

const RECORD = "identity/source/";

interface IdentityRecord {
  source: string;
  current_key: string;
  registered_at: string;
  /** The last 16 rotations; `at` is when the previous key was replaced. */
  rotations: Array<{ previous_key: string; new_key: string; at: string; event_id: string }>;
  /** Every key the source has had, oldest first (absent in records written before issue 23). */
  keys?: string[];
  /** The ids of every rotation applied (absent in records written before issue 23). */
  rotation_ids?: string[];
}

/**
 * Identity: keeps the verifier's key registry in step with `identity.registered` and
 * `identity.rotated` announcements (see identity-announcements.ts). After a rotation the previous
 * key still verifies for `bus.signature_replay_window_seconds` from the rotation's time, then events
 * signed with it are dropped with AuthzError. Invalid announcements give `identity.rejected`. Keys
 * learnt this way are stored and restored at start for sources the runtime has no key for.
 *
 * The registry is per process, so every process applies every announcement (`everyProcess`): over
 * NATS each process replays the announcements from the stream's start. Applying is idempotent: an
 * announcement the record already holds (a key the source has had, a rotation by id) changes
 * nothing and is not rejected, so a replay in stream order ends at the same current key.
 */
export const identityService: ServiceDefinition = {
  name: "identity",
  description: "identity.registered / identity.rotated feed the verifier's keys (replay window on rotation)",
  subscribes: [IdentityEvents.registered, IdentityEvents.rotated],
  everyProcess: true,
  create({ store, keys, now }) {
    for (const { value } of store.listValues<IdentityRecord>(RECORD)) {
      if (keys.currentKey(value.source) !== undefined) continue;
      keys.register(value.source, value.current_key);
      // Keys replaced within the replay window still verify after a restart.
      for (const r of value.rotations) {
        if (r.previous_key !== value.current_key) keys.retire(value.source, r.previous_key, Date.parse(r.at));
      }
    }
    return {
      async handle(event, context) {
        const record = store.getValue<IdentityRecord>(RECORD + String(event.payload.source));
        if (record && alreadyApplied(record, event)) return;
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
        if (outcome.kind === "registered") {
          keys.register(outcome.source, outcome.key);
          if (!record) {
            store.setValue(RECORD + outcome.source, {
              source: outcome.source,
              current_key: outcome.key,
              registered_at: iso(now()),
              rotations: [],
              keys: [outcome.key],
              rotation_ids: [],
            } satisfies IdentityRecord);
          }
          return;
        }
        // Replaced when the source rotated (its signed timestamp), not when this process learnt
        // it: a process replaying the stream later must not give the old key a new window.
        const at = Math.min(Date.parse(event.timestamp) || now(), now());
        keys.register(outcome.source, outcome.key, at);
        store.setValue(RECORD + outcome.source, {
          source: outcome.source,
          current_key: outcome.key,
          registered_at: record?.registered_at ?? iso(now()),
          rotations: [
            ...(record?.rotations ?? []),
            { previous_key: outcome.previous, new_key: outcome.key, at: iso(at), event_id: event.event_id },
          ].slice(-16),
          keys: [...(record ? knownKeys(record) : [outcome.previous]), outcome.key],
          rotation_ids: [...(record ? rotationIds(record) : []), event.event_id],
        } satisfies IdentityRecord);
      },
    };
  },
};

/** A registration of a key the source has had, or a rotation already recorded. */
function alreadyApplied(record: IdentityRecord, event: EventEnvelope): boolean {
  if (event.event_type === IdentityEvents.registered) {
    const self = record.source === event.source && event.payload.source_key === event.source_key;
    return self && knownKeys(record).includes(event.source_key);
  }
  return rotationIds(record).includes(event.event_id);
}

function knownKeys(record: IdentityRecord): string[] {
  return (
    record.keys ?? [
      ...new Set([...record.rotations.flatMap((r) => [r.previous_key, r.new_key]), record.current_key]),
    ]
  );
}

function rotationIds(record: IdentityRecord): string[] {
  return record.rotation_ids ?? record.rotations.map((r) => r.event_id);
}
