import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import type { AuditRecord } from "@platform/redaction-engine";
import type { Redis } from "ioredis";
import { TurnBatch } from "../batching/turn-batch.js";

/** One line of the audit log: who asked, under which policy, and what was found where. Never values. */
export interface AuditEntry {
  time: string;
  requestId: string;
  keyId: string;
  /** The tenant of the key: whose entity numbering this request used. */
  tenant: string;
  /** The redaction's record, encoded by `encodeAuditRecord` (in the pipeline thread that made it). */
  record: string;
}

export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  close(): Promise<void>;
}

/**
 * The record's part of an audit line: its JSON members without the braces, so the line is
 * `{"time":…,"requestId":…,"keyId":…,"tenant":…,<record>}`, the same bytes as one JSON.stringify
 * of the whole entry.
 */
export function encodeAuditRecord(record: AuditRecord): string {
  const json = JSON.stringify({
    policyVersion: record.policyVersion,
    digest: record.digest,
    inputLength: record.inputLength,
    outputLength: record.outputLength,
    detectors: record.detectors,
    counts: record.counts,
    rejected: record.rejected,
    allowed: record.allowed,
    entities: record.entities,
  });
  return json.slice(1, -1);
}

function serialize({ time, requestId, keyId, tenant, record }: AuditEntry): string {
  return `${JSON.stringify({ time, requestId, keyId, tenant }).slice(0, -1)},${record}}`;
}

/**
 * A JSON-lines file opened for append only (O_APPEND: every write lands at the end, whole, even
 * with several processes writing). Lines are written before the response is sent, so an answered
 * request is in the log; the lines of the requests answered in one event-loop turn go in one
 * write(2) rather than one each. `fsync` happens on close (the OS flushes in between).
 */
export class FileAuditLog implements AuditLog {
  readonly #fd: number;
  readonly #batch: TurnBatch<string, void>;

  constructor(path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.#fd = openSync(path, "a", 0o600);
    this.#batch = new TurnBatch((lines) => {
      writeSync(this.#fd, lines.join(""));
      return lines.map(() => undefined);
    });
  }

  append(entry: AuditEntry): Promise<void> {
    return this.#batch.add(`${serialize(entry)}\n`);
  }

  close(): Promise<void> {
    fsyncSync(this.#fd);
    closeSync(this.#fd);
    return Promise.resolve();
  }
}

/**
 * A Redis stream (`XADD`), shared by every replica; read it with XRANGE or a consumer group. The
 * entries of one event-loop turn go in one pipeline (one round trip), each XADD its own.
 */
export class RedisStreamAuditLog implements AuditLog {
  readonly #batch: TurnBatch<string, void>;

  constructor(redis: Redis, stream: string) {
    this.#batch = new TurnBatch(async (lines) => {
      const pipeline = redis.pipeline();
      for (const line of lines) pipeline.xadd(stream, "*", "entry", line);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      return lines.map(() => undefined);
    });
  }

  append(entry: AuditEntry): Promise<void> {
    return this.#batch.add(serialize(entry));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
