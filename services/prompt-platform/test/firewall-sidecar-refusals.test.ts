// What the firewall sidecar refuses before it scans anything (so no decision, and no audit frame):
// callers without a valid key, bodies over the limit, malformed requests; and readiness without a database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSidecar, startSidecar } from "./firewall-fixtures.js";
import { BACKENDS, type SeededOrg } from "./harness.js";
import { chat, openSidecarRig, post, type SidecarRig } from "./sidecar-fixture.js";

describe.each(BACKENDS)("firewall sidecar on $name", (backend) => {
  let http: RunningSidecar;
  let org: SeededOrg;
  let close: SidecarRig["close"];

  beforeAll(async () => {
    ({ http, org, close } = await openSidecarRig(backend));
  });
  afterAll(() => close?.());

  it("refuses callers without a valid platform key (401, OpenAI error shape), before reading the body", async () => {
    const none = await post(http.sidecar, chat("hello"));
    expect(none.status).toBe(401);
    expect(none.json()).toEqual({
      error: { message: expect.any(String), type: "authentication_error", code: "unauthorized", param: null },
    });
    expect((await post(http.sidecar, chat("hello"), "ppk_not_a_key")).status).toBe(401);
    expect((await post(http.sidecar, "x".repeat(10_000), undefined)).status).toBe(401);
    const viewer = await post(http.sidecar, chat("hello"), org.viewer.key);
    expect(viewer.status).toBe(403);
    expect(viewer.json().error.type).toBe("permission_error");
  });

  it("refuses bodies over the limit (413) and malformed requests (400) in the OpenAI shape", async () => {
    const big = await post(http.sidecar, chat("a".repeat(5000)), org.dev.key);
    expect(big.status).toBe(413);
    expect(big.json().error).toMatchObject({ type: "invalid_request_error", code: "payload_too_large" });
    const noMessages = await post(http.sidecar, { model: "x" }, org.dev.key);
    expect(noMessages.status).toBe(400);
    expect(noMessages.json().error.code).toBe("invalid_request");
    const notJson = await post(http.sidecar, "{nope", org.dev.key);
    expect(notJson.status).toBe(400);
    expect(notJson.json().error.type).toBe("invalid_request_error");
  });
});

describe("firewall sidecar readiness", () => {
  it("answers 503 not_ready when its database is gone, since it answers nothing it cannot record", async () => {
    const { db } = await BACKENDS[0]!.open();
    const running = await startSidecar(db);
    try {
      await db.close();
      const ready = await fetch(`${running.sidecar}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not_ready", database: { kind: "pglite", ok: false } });
      expect((await fetch(`${running.sidecar}/api/health`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
