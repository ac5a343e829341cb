import { derivedEventId } from "../../bus/derived-event-id.js";
import { ProtocolError } from "../../errors.js";
import { CLOCK_TICK, startSweeper } from "../deadline-sweeper.js";
import { DAY_MS, iso, PayloadReader } from "../payload-reader.js";
import { serial } from "../serial.js";
import type { ServiceDefinition } from "../service-definition.js";
import {
  completeRequest,
  DSR_KINDS,
  type DsrRecord,
  dsrFacts,
  openRequest,
  overdueRequests,
} from "./dsr-tracker.js";

export const DsrEvents = {
  requested: "dsr.requested",
  completed: "dsr.completed",
  fulfilled: "dsr.fulfilled",
  grievance: "grievance.logged",
} as const;

const RECORD = "dsr/request/";

/**
 * Data subject requests: `dsr.requested` (`{request_id, borrower_id, kind, received_at?}`) opens a
 * request due `dsr.response_days` (30) later; `dsr.completed` (`{request_id, completed_at?}`) by the
 * deadline gives `dsr.fulfilled`, after it no `dsr.fulfilled` but `grievance.logged`. An open
 * request found past its deadline by the sweep gets `grievance.logged` at once.
 */
export const dsrService: ServiceDefinition = {
  name: "dsr",
  description: "data subject requests: dsr.fulfilled within 30 days, otherwise grievance.logged",
  subscribes: [DsrEvents.requested, DsrEvents.completed, CLOCK_TICK],
  create({ config, store, now, publish, logger }) {
    const responseMs = config.dsr.response_days * DAY_MS;
    const all = () => store.listValues<DsrRecord>(RECORD).map((r) => r.value);
    const once = serial();
    const sweep = () =>
      once(async () => {
        for (const record of overdueRequests(all(), now())) {
          await publish({
            event_id: derivedEventId(record.event_id, "dsr", DsrEvents.grievance, 0),
            event_type: DsrEvents.grievance,
            correlation_id: record.correlation_id,
            causation_id: record.event_id,
            payload: { ...dsrFacts(record), reason: "response_overdue", completed_at: null },
          });
          store.setValue(RECORD + record.request_id, { ...record, grievance_logged: true });
        }
      });
    const stopSweeper = startSweeper(config.lending.sweep_interval_seconds, sweep, logger);
    return {
      async handle(event, context) {
        const read = new PayloadReader(event.payload, event.event_type);
        if (event.event_type === DsrEvents.requested) {
          const requestId = read.id("request_id");
          const input = {
            request_id: requestId,
            borrower_id: read.id("borrower_id"),
            kind: read.oneOf("kind", DSR_KINDS),
            received_at: read.time("received_at", now()),
          };
          if (input.received_at > now())
            throw new ProtocolError("dsr.requested: received_at is in the future");
          if (!store.getValue<DsrRecord>(RECORD + requestId)) {
            store.setValue(RECORD + requestId, openRequest(input, responseMs, event));
          }
        } else if (event.event_type === DsrEvents.completed) {
          const requestId = read.id("request_id");
          const record = store.getValue<DsrRecord>(RECORD + requestId);
          if (!record) throw new ProtocolError(`dsr.completed: no request ${requestId}`);
          const completedAt = read.time("completed_at", now());
          if (completedAt < Date.parse(record.received_at) || completedAt > now()) {
            throw new ProtocolError("dsr.completed: completed_at must be between received_at and now");
          }
          const { record: next, outcome } = completeRequest(record, completedAt);
          if (outcome === "fulfilled") {
            await context.emit(DsrEvents.fulfilled, {
              ...dsrFacts(next),
              fulfilled_at: next.completed_at,
              elapsed_days: Math.round(((completedAt - Date.parse(next.received_at)) / DAY_MS) * 1000) / 1000,
            });
          } else if (outcome === "grievance") {
            await context.emit(DsrEvents.grievance, {
              ...dsrFacts(next),
              reason: "response_overdue",
              completed_at: iso(completedAt),
            });
          }
          store.setValue(RECORD + requestId, next);
        }
        await sweep();
      },
      stop: stopSweeper,
      health() {
        const open = all().filter((r) => r.status === "open");
        return { ok: true, detail: `${open.length} open requests` };
      },
    };
  },
};
