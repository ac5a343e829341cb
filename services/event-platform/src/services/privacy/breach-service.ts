import { derivedEventId } from "../../bus/derived-event-id.js";
import { ProtocolError } from "../../errors.js";
import { CLOCK_TICK, startSweeper } from "../deadline-sweeper.js";
import { iso, PayloadReader } from "../payload-reader.js";
import { serial } from "../serial.js";
import type { ServiceDefinition } from "../service-definition.js";
import {
  BREACH_SEVERITIES,
  type BreachRecord,
  needsOverdueAlert,
  openBreach,
  overdueAlert,
} from "./breach-tracker.js";

export const BreachEvents = {
  detected: "breach.detected",
  notified: "breach.notified",
  closed: "breach.closed",
  overdue: "breach.notification.overdue",
} as const;

const RECORD = "breach/record/";

/**
 * Personal data breaches: `breach.detected` starts the notification clock (`breach.notification_hours`,
 * 72); `breach.notified` records the notification to the authority; `breach.closed` ends tracking.
 * A breach not notified by its deadline raises `breach.notification.overdue` once.
 */
export const breachService: ServiceDefinition = {
  name: "breach",
  description: "breach.detected / breach.closed with a 72-hour notification deadline and an overdue alert",
  subscribes: [BreachEvents.detected, BreachEvents.notified, BreachEvents.closed, CLOCK_TICK],
  create({ config, store, now, publish, logger }) {
    const hours = config.breach.notification_hours;
    const all = () => store.listValues<BreachRecord>(RECORD).map((r) => r.value);
    const once = serial();
    const alert = async (record: BreachRecord): Promise<BreachRecord> => {
      await publish({
        event_id: derivedEventId(record.event_id, "breach", BreachEvents.overdue, 0),
        event_type: BreachEvents.overdue,
        correlation_id: record.correlation_id,
        causation_id: record.event_id,
        payload: overdueAlert(record, now()),
      });
      return { ...record, overdue_alerted: true };
    };
    const sweep = () =>
      once(async () => {
        for (const record of all()) {
          if (record.closed_at === undefined && needsOverdueAlert(record, now())) {
            store.setValue(RECORD + record.breach_id, await alert(record));
          }
        }
      });
    const stopSweeper = startSweeper(config.lending.sweep_interval_seconds, sweep, logger);
    return {
      async handle(event) {
        if (event.event_type === CLOCK_TICK) return void (await sweep());
        const read = new PayloadReader(event.payload, event.event_type);
        const breachId = read.id("breach_id");
        const existing = store.getValue<BreachRecord>(RECORD + breachId);
        if (event.event_type === BreachEvents.detected) {
          const detectedAt = read.time("detected_at", now());
          if (detectedAt > now()) throw new ProtocolError("breach.detected: detected_at is in the future");
          const record = openBreach(
            {
              breach_id: breachId,
              severity: read.oneOf("severity", BREACH_SEVERITIES),
              description: read.string("description"),
              detected_at: detectedAt,
            },
            hours,
            event,
          );
          if (!existing) store.setValue(RECORD + breachId, record);
        } else {
          if (!existing) throw new ProtocolError(`${event.event_type}: no breach ${breachId}`);
          const at = read.time(
            event.event_type === BreachEvents.notified ? "notified_at" : "closed_at",
            now(),
          );
          if (at < Date.parse(existing.detected_at) || at > now()) {
            throw new ProtocolError(`${event.event_type}: the time must be between detected_at and now`);
          }
          let next: BreachRecord =
            event.event_type === BreachEvents.notified
              ? {
                  ...existing,
                  notified_at: existing.notified_at ?? iso(at),
                  authority: read.string("authority"),
                }
              : { ...existing, closed_at: existing.closed_at ?? iso(at) };
          // A late notification (or a closure with none) found before any sweep still gets its alert.
          if (needsOverdueAlert(next, now())) next = await once(() => alert(next));
          store.setValue(RECORD + breachId, next);
        }
        await sweep();
      },
      stop: stopSweeper,
      health() {
        const open = all().filter((r) => r.closed_at === undefined);
        const overdue = open.filter((r) => r.overdue_alerted && r.notified_at === undefined);
        return { ok: true, detail: `${open.length} open breaches, ${overdue.length} overdue` };
      },
    };
  },
};
