import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { registrationEvent, rotationEvent } from "../src/services/platform/identity-announcements.js";
import { tempDir, testConfig } from "./helpers.js";
import { lendingRuntime } from "./lending-helpers.js";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("identity service", () => {
  it("registers a key, rotates it, and keeps the old key valid for exactly the replay window", async () => {
    const storePath = join(tempDir(), "identity.db");
    const t = await lendingRuntime(["identity", "audit"], {
      patch: (c) => {
        c.bus.signature_replay_window_seconds = 300;
        c.store.path = storePath;
      },
    });
    const old = Identity.generate("partner");
    await t.runtime.bus.publish(registrationEvent(old));
    expect(t.runtime.keys.currentKey("partner")).toBe(old.sourceKey);
    const next = Identity.generate("partner");
    await t.runtime.bus.publish(rotationEvent(old, next));
    expect(t.runtime.keys.currentKey("partner")).toBe(next.sourceKey);
    expect(t.payloads("identity.rejected")).toEqual([]);
    expect(t.types()).toEqual(["identity.registered", "identity.rotated"]);

    const ping = (who: Identity) => t.runtime.bus.publish(who.createEvent({ event_type: "partner.ping" }));
    t.clock.advance(300_000);
    expect(await ping(old)).toMatchObject({ status: "delivered" }); // at the end of the window
    t.clock.advance(1);
    expect(await ping(old)).toMatchObject({
      status: "rejected",
      error: { message: "source_key of partner was rotated out beyond the replay window" },
    });
    expect(await ping(next)).toMatchObject({ status: "delivered" });
    expect(t.runtime.metrics.counter("authz.failures", { source: "partner" })).toBe(1);
    await t.runtime.stop();

    // The learnt key survives a restart.
    const again = await EventRuntime.start({
      config: testConfig((c) => {
        c.store.path = storePath;
      }),
      services: ["identity"],
    });
    stops.push(() => again.stop());
    expect(again.keys.currentKey("partner")).toBe(next.sourceKey);
  });

  it("drops a takeover (another key for a known source) and rejects announcements that do not prove the key", async () => {
    const t = await lendingRuntime(["identity"]);
    stops.push(() => t.runtime.stop());
    const owner = Identity.generate("partner");
    await t.runtime.bus.publish(registrationEvent(owner));
    t.clear();

    const thief = Identity.generate("partner");
    expect(await t.runtime.bus.publish(registrationEvent(thief))).toMatchObject({ status: "rejected" });
    expect(await t.runtime.bus.publish(rotationEvent(thief, Identity.generate("partner")))).toMatchObject({
      status: "rejected",
    });

    // Signed by the owner's key, but the proof is not the new key's signature.
    const next = Identity.generate("partner");
    const forged = rotationEvent(owner, next);
    const stranger = Identity.generate("partner");
    const tampered = owner.createEvent({
      event_type: "identity.rotated",
      payload: { ...forged.payload, new_key: stranger.sourceKey },
    });
    await t.runtime.bus.publish(tampered);
    // Announcing another source's key.
    const other = Identity.generate("other");
    await t.runtime.bus.publish(
      other.createEvent({
        event_type: "identity.registered",
        payload: { source: "third", source_key: other.sourceKey },
      }),
    );
    // A rotation for a source nobody registered.
    const unknown = Identity.generate("ghost");
    await t.runtime.bus.publish(rotationEvent(unknown, Identity.generate("ghost")));

    expect(t.payloads("identity.rejected").map((r) => [r.source, r.reason])).toEqual([
      ["partner", "bad_proof"],
      ["third", "wrong_source"],
      ["ghost", "unknown_source"],
    ]);
    expect(t.runtime.keys.currentKey("partner")).toBe(owner.sourceKey);
    expect(t.runtime.keys.currentKey("third")).toBeUndefined();
  });
});
