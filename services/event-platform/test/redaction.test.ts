import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { DeadLetterQueue } from "../src/dlq/dead-letter-queue.js";
import { EventSealer } from "../src/dlq/event-sealer.js";
import { describeError, ProtocolError } from "../src/errors.js";
import { installErrorHandler } from "../src/http/daemon-errors.js";
import { silentLogger } from "../src/logging/json-logger.js";
import { luhnValid, redactText, redactValue } from "../src/redaction/redact.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import type { ServiceDefinition } from "../src/services/service-definition.js";
import { EventStore } from "../src/store/event-store.js";
import { capturedLogger, tempDir, testConfig } from "./helpers.js";

/** One sample of every kind of sensitive value, in the words a borrower or an operator would use. */
const SAMPLES = {
  aadhaar: "2345 6789 0123",
  pan: "ABCPE1234F",
  card: "4111 1111 1111 1111",
  ssn: "123-45-6789",
  otp: "482913",
  token: "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
  password: "hunter2!",
} as const;
const SENTENCE =
  `Aadhaar ${SAMPLES.aadhaar}, PAN ${SAMPLES.pan}, card ${SAMPLES.card}, SSN ${SAMPLES.ssn}, ` +
  `OTP is ${SAMPLES.otp}, key ${SAMPLES.token}, password=${SAMPLES.password}`;
const REDACTED_SENTENCE =
  "Aadhaar [REDACTED_AADHAAR], PAN [REDACTED_PAN], card [REDACTED_CARD], SSN [REDACTED_SSN], " +
  "OTP is [REDACTED_OTP], key [REDACTED_TOKEN], password=[REDACTED]";

describe("the rule set", () => {
  it("a 16-digit card grouped 4-4-4-4 becomes one card placeholder, not an Aadhaar one and four digits", () => {
    expect(redactText("card 4111 1111 1111 1111")).toBe("card [REDACTED_CARD]");
    expect(redactText("card 4111-1111-1111-1111.")).toBe("card [REDACTED_CARD].");
    expect(redactText("card 4111111111111111")).toBe("card [REDACTED_CARD]");
    expect(redactText("amex 3782 822463 10005")).toBe("amex [REDACTED_CARD]");
    expect(redactText("rupay 6521 5555 5555 5556")).toBe("rupay [REDACTED_CARD]");
  });

  it("cards need a valid Luhn digit; a failing number is neither a card nor cut into an Aadhaar", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(redactText("ref 4111 1111 1111 1112")).toBe("ref 4111 1111 1111 1112");
    // Epoch milliseconds (13 digits from 1) are not cards.
    expect(redactText("at 1732550400000")).toBe("at 1732550400000");
  });

  it("SSNs formatted 3-2-4 or named as such; impossible SSNs and dates stay", () => {
    expect(redactText("ssn 123-45-6789")).toBe("ssn [REDACTED_SSN]");
    expect(redactText("SSN: 123456789")).toBe("SSN: [REDACTED_SSN]");
    expect(redactText("social security number 123456789")).toBe("social security number [REDACTED_SSN]");
    expect(redactText("ids 000-12-3456 666-12-3456 123-00-4567")).toBe(
      "ids 000-12-3456 666-12-3456 123-00-4567",
    );
    expect(redactText("due 2024-01-15")).toBe("due 2024-01-15");
  });

  it("one-time passwords in prose and as key=value", () => {
    expect(redactText("your OTP is 482913")).toBe("your OTP is [REDACTED_OTP]");
    expect(redactText("482913 is your OTP")).toBe("[REDACTED_OTP] is your OTP");
    expect(redactText("verification code: 1234")).toBe("verification code: [REDACTED_OTP]");
    expect(redactText("one-time password 99887766")).toBe("one-time password [REDACTED_OTP]");
    expect(redactText("otp=123456")).toBe("otp=[REDACTED_OTP]");
  });

  it("tokens by prefix, JWTs, bearer tokens and passwords", () => {
    expect(redactText(`key ${SAMPLES.token}`)).toBe("key [REDACTED_TOKEN]");
    expect(redactText("gh ghp_abcdefghijklmnopqrstuvwxyz0123456789")).toBe("gh [REDACTED_TOKEN]");
    expect(redactText("aws AKIAIOSFODNN7EXAMPLE")).toBe("aws [REDACTED_TOKEN]");
    expect(redactText("jwt eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl")).toBe("jwt [REDACTED_TOKEN]");
    expect(redactText("Authorization: Bearer abcdef123456")).toBe("Authorization: Bearer [REDACTED]");
    expect(redactText('{"password": "hunter2!"}')).toBe('{"password": [REDACTED]}');
  });

  it("national ids: Aadhaar (12 digits from 2) and PAN", () => {
    expect(redactText(SENTENCE)).toBe(REDACTED_SENTENCE);
    expect(redactText("loan 12345 of 1200000 at 12.5% for 36 months, phone +91 98765 43210")).toBe(
      "loan 12345 of 1200000 at 12.5% for 36 months, phone +91 98765 43210",
    );
  });

  it("fields by name, and numbers that are Aadhaar or card numbers", () => {
    expect(
      redactValue({
        card_number: "4111111111111111",
        cardNumber: "x",
        ssn: "x",
        customer_ssn: "x",
        national_id: "x",
        otp: "x",
        card: 4111111111111111,
        id: 234567890123,
        amount: 250_000,
        classname: "kept",
      }),
    ).toEqual({
      card_number: "[REDACTED]",
      cardNumber: "[REDACTED]",
      ssn: "[REDACTED]",
      customer_ssn: "[REDACTED]",
      national_id: "[REDACTED]",
      otp: "[REDACTED]",
      card: "[REDACTED]",
      id: "[REDACTED_AADHAAR]",
      amount: 250_000,
      classname: "kept",
    });
    expect(redactValue({ n: 4111111111111111 })).toEqual({ n: "[REDACTED_CARD]" });
  });
});

describe("applied to logs, error messages and dead letters", () => {
  it("log lines: message, fields and exception", () => {
    const { logger, records } = capturedLogger();
    logger.error(SENTENCE, { note: SENTENCE, error: new Error(SENTENCE) });
    const record = records()[0]!;
    expect(record.message).toBe(REDACTED_SENTENCE);
    expect(record.note).toBe(REDACTED_SENTENCE);
    expect((record.exception as { message: string }).message).toBe(REDACTED_SENTENCE);
    for (const value of Object.values(SAMPLES)) expect(JSON.stringify(record)).not.toContain(value);
  });

  it("error messages: describeError, as dead-letter records and saga records use it", () => {
    expect(describeError(new TypeError(SENTENCE))).toEqual({ type: "TypeError", message: REDACTED_SENTENCE });
    expect(describeError(SENTENCE)).toEqual({ type: "Error", message: REDACTED_SENTENCE });
  });

  it("error messages the daemon answers with (4xx) over a real socket", async () => {
    const app = Fastify();
    installErrorHandler(app, silentLogger());
    app.get("/bad", async () => {
      throw new ProtocolError(`payload refers to ${SENTENCE}`);
    });
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const response = await fetch(`${url}/bad`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `payload refers to ${REDACTED_SENTENCE}`,
        status_code: 400,
      });
    } finally {
      await app.close();
    }
  });

  it("dead letters: nothing in clear in the store; listed redacted; replay opens the sealed original", async () => {
    const store = EventStore.open({ path: ":memory:" });
    const sealer = EventSealer.forDir(tempDir());
    const dlq = new DeadLetterQueue(store, 10, undefined, sealer);
    const event = {
      event_id: "e-1",
      event_type: "kyc.submitted",
      payload: { note: SENTENCE, pan: SAMPLES.pan },
    };
    dlq.add({ event, error_type: "TypeError", error_message: `bad ${SENTENCE}`, subscriber: "risk" });
    dlq.add({
      event: { event_id: "e-2", event_type: "x.y", payload: { n: 1 } },
      error_type: "E",
      error_message: "m",
      subscriber: null,
    });

    const stored = JSON.stringify(store.statement("SELECT * FROM dead_letters").all());
    for (const value of Object.values(SAMPLES)) expect(stored).not.toContain(value);
    expect(dlq.list()).toMatchObject([
      {
        event: { event_id: "e-1", payload: { note: REDACTED_SENTENCE, pan: "[REDACTED]" } },
        error_message: `bad ${REDACTED_SENTENCE}`,
      },
      { event: { event_id: "e-2", payload: { n: 1 } } },
    ]);
    const delivered: unknown[] = [];
    await dlq.replay(async (record) => {
      delivered.push(record.event);
      return { ok: false, error_type: "E", error_message: "again" };
    });
    expect(delivered).toEqual([event, { event_id: "e-2", event_type: "x.y", payload: { n: 1 } }]);
    // Another key cannot open it: only the redacted form is left.
    const other = new DeadLetterQueue(store, 10, undefined, EventSealer.forDir(tempDir()));
    const seen: unknown[] = [];
    await other.replay(async (record) => {
      seen.push(record.event);
      return { ok: true };
    });
    expect(seen[0]).toMatchObject({ payload: { pan: "[REDACTED]" } });
  });

  it("a dead-lettered signed event with sensitive values is stored redacted and replays as signed", async () => {
    let fail = true;
    const kyc: ServiceDefinition = {
      name: "risk",
      description: "",
      subscribes: ["kyc.submitted"],
      create: () => ({
        handle: (event) => {
          if (fail) throw new Error(`cannot score PAN ${String(event.payload.pan)}`);
        },
      }),
    };
    const config = testConfig((c) => {
      c.recovery.auto_restart = false;
    });
    const runtime = await EventRuntime.start({ config, services: ["risk"], definitions: [kyc] });
    try {
      const event = runtime
        .identity("daemon")
        .createEvent({ event_type: "kyc.submitted", payload: { pan: SAMPLES.pan, card: SAMPLES.card } });
      await runtime.bus.publish(event);
      const stored = JSON.stringify(runtime.store.statement("SELECT * FROM dead_letters").all());
      expect(stored).not.toContain(SAMPLES.pan);
      expect(stored).not.toContain(SAMPLES.card);
      expect(runtime.dlq.list()[0]).toMatchObject({
        error_message: "cannot score PAN [REDACTED_PAN]",
        event: { payload: { pan: "[REDACTED]", card: "[REDACTED]" } },
      });
      fail = false;
      const result = await runtime.dlq.replay((record) => runtime.bus.redeliver(record));
      expect(result).toMatchObject({ replayed: 1, succeeded: 1, failed: 0 });
    } finally {
      await runtime.stop();
    }
  });
});
