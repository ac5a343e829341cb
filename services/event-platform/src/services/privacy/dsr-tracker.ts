import { iso } from "../payload-reader.js";

/** Rights of a data principal under the DPDP Act that a request can exercise. */
export const DSR_KINDS = ["access", "correction", "erasure", "nomination"] as const;
export type DsrKind = (typeof DSR_KINDS)[number];

export interface DsrRecord {
  request_id: string;
  borrower_id: string;
  kind: DsrKind;
  received_at: string;
  due_at: string;
  status: "open" | "fulfilled" | "completed_late";
  grievance_logged: boolean;
  completed_at?: string;
  event_id: string;
  correlation_id: string;
}

export function openRequest(
  input: { request_id: string; borrower_id: string; kind: DsrKind; received_at: number },
  responseMs: number,
  cause: { event_id: string; correlation_id: string },
): DsrRecord {
  return {
    request_id: input.request_id,
    borrower_id: input.borrower_id,
    kind: input.kind,
    received_at: iso(input.received_at),
    due_at: iso(input.received_at + responseMs),
    status: "open",
    grievance_logged: false,
    ...cause,
  };
}

export type Completion = "fulfilled" | "grievance" | "none";

/**
 * Completing a request at `completedAt`: within the response time (at `due_at` inclusive) it is
 * fulfilled; later it is not, and a grievance is logged unless the deadline sweep logged one already.
 * Completing a finished request changes nothing.
 */
export function completeRequest(
  record: DsrRecord,
  completedAt: number,
): { record: DsrRecord; outcome: Completion } {
  if (record.status !== "open") return { record, outcome: "none" };
  const late = completedAt > Date.parse(record.due_at);
  return {
    record: {
      ...record,
      status: late ? "completed_late" : "fulfilled",
      completed_at: iso(completedAt),
      grievance_logged: record.grievance_logged || late,
    },
    outcome: !late ? "fulfilled" : record.grievance_logged ? "none" : "grievance",
  };
}

/** Open requests past their deadline with no grievance yet: the sweep logs one for each. */
export function overdueRequests(records: readonly DsrRecord[], now: number): DsrRecord[] {
  return records.filter((r) => r.status === "open" && !r.grievance_logged && now > Date.parse(r.due_at));
}

export function dsrFacts(record: DsrRecord) {
  return {
    request_id: record.request_id,
    borrower_id: record.borrower_id,
    kind: record.kind,
    received_at: record.received_at,
    due_at: record.due_at,
  };
}
