import { randomUUID } from "node:crypto";
import { type JsMsg, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { Identity } from "../src/crypto/identity.js";
import type { EventEnvelope, Payload } from "../src/events/envelope.js";
import { NatsTransport } from "../src/transport/nats-transport.js";

/**
 * TEST_NATS_URL, or undefined with a visible message (the NATS tests are skipped); in CI a
 * missing server is a failure.
 */
export function testNatsUrl(file: string): string | undefined {
  const url = process.env.TEST_NATS_URL;
  if (!url && process.env.CI === "true") throw new Error(`${file}: TEST_NATS_URL must be set in CI`);
  if (!url) console.warn(`${file}: TEST_NATS_URL is unset, skipping the NATS JetStream tests`);
  return url;
}

/** A stream and subject prefix of its own per test, so runs and files never share events. */
export function uniqueNames(label: string): { stream: string; prefix: string } {
  const id = randomUUID().slice(0, 8);
  return { stream: `EPTEST_${label}_${id}`.toUpperCase(), prefix: `eptest_${label}_${id}` };
}

/**
 * Everything in a stream, as it arrives: an ordered consumer from the first message. `waitFor`
 * resolves once `done` holds for the events seen (or rejects after `timeoutMs`).
 */
export class StreamTap {
  readonly events: EventEnvelope[] = [];
  private constructor(
    private readonly connection: NatsConnection,
    private readonly stop: () => void,
  ) {}

  static async open(url: string, stream: string): Promise<StreamTap> {
    const connection = await connect({ servers: url });
    const consumer = await jetstream(connection).consumers.get(stream);
    const messages = await consumer.consume();
    const tap = new StreamTap(connection, () => void messages.stop());
    void (async () => {
      for await (const message of messages as AsyncIterable<JsMsg>)
        tap.events.push(message.json<EventEnvelope>());
    })();
    return tap;
  }

  types(): string[] {
    return this.events.map((e) => e.event_type);
  }

  of(type: string): EventEnvelope[] {
    return this.events.filter((e) => e.event_type === type);
  }

  async waitFor(done: (events: EventEnvelope[]) => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.events)) {
      if (Date.now() > deadline) {
        throw new Error(`stream tap: condition not met in ${timeoutMs} ms; saw ${this.types().join(", ")}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async close(): Promise<void> {
    this.stop();
    await this.connection.close();
  }
}

/** Deletes a test's stream (its consumers go with it). */
export async function deleteStream(url: string, stream: string): Promise<void> {
  const connection = await connect({ servers: url });
  try {
    await (await jetstreamManager(connection)).streams.delete(stream);
  } catch {
    // already gone
  } finally {
    await connection.close();
  }
}

/** Messages stored in a stream. */
export async function streamMessages(url: string, stream: string): Promise<number> {
  const connection = await connect({ servers: url });
  try {
    return (await (await jetstreamManager(connection)).streams.info(stream)).state.messages;
  } finally {
    await connection.close();
  }
}

/** The lender's loan system outside every process: publishes into the stream with a key of its own. */
export async function loanSystemPublisher(url: string, stream: string, prefix: string) {
  const transport = await NatsTransport.connect({
    servers: url,
    stream,
    subjectPrefix: prefix,
    maxDeliver: 5,
    ackWaitMs: 3000,
    backoffMs: 50,
    duplicateWindowMs: 120_000,
    maxAgeMs: 3_600_000,
    batch: 10,
  });
  const identity = Identity.generate("loan_system");
  return {
    send: (event_type: string, payload: Payload) =>
      transport.send(identity.createEvent({ event_type, payload })),
    close: () => transport.close(),
  };
}

/** Drops the PostgreSQL schemas a test file created for its business stores. */
export async function dropSchemas(pgUrl: string | undefined, schemas: readonly string[]): Promise<void> {
  if (!pgUrl || schemas.length === 0) return;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}

/** The log line of `eventctl run` once its services are up. */
export const servicesRunning = (r: Record<string, unknown>) => r.message === "eventctl run: services running";

/**
 * The environment of an `eventctl run --transport nats` process on a test's own stream: a short ack
 * wait (a killed process's events come back within seconds), no background sweeps, and `extra` last.
 */
export function eventctlNatsEnv(
  url: string,
  names: { stream: string; prefix: string },
  identityDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NATS_URL: url,
    EVENTPLAT_NATS_STREAM: names.stream,
    EVENTPLAT_NATS_SUBJECT_PREFIX: names.prefix,
    EVENTPLAT_NATS_ACK_WAIT_SECONDS: "3",
    EVENTPLAT_IDENTITY_DIR: identityDir,
    EVENTPLAT_LENDING_SWEEP_INTERVAL_SECONDS: "0",
    EVENTPLAT_METRICS_SNAPSHOT_INTERVAL_SECONDS: "0",
    ...extra,
  };
}
