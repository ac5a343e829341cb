import type { Devnet } from "@platform/algorand-devnet";
import { afterAll, beforeAll, expect, it } from "vitest";
import { operatorEnv, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let trust: Awaited<ReturnType<typeof trustAgainst>>;
beforeAll(async () => {
  devnet = await sharedDevnet();
  trust = await trustAgainst(devnet, operatorEnv(devnet));
});
afterAll(async () => {
  await trust.cleanup();
  await devnet.close();
});

// Each record reads the subject's next event sequence before it signs; records in flight together
// read the same number. The devnet refuses box access outside a transaction's references, as the
// AVM does, so this fails unless the writer references enough event boxes for all of them.
it("records twelve events for one wallet at once, each on chain, none lost", async () => {
  const wallet = devnet.accounts.roles.customer![5]!;
  const before = (await trust.app.inject(`/reputation?wallet=${wallet}`)).json();
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      trust.app.inject({
        method: "POST",
        url: "/reputation/record",
        payload: { wallet, eventType: "service", amount: i + 1 },
        headers: { "idempotency-key": `concurrent-record-${i}` },
      }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  const after = (await trust.app.inject(`/reputation?wallet=${wallet}`)).json();
  expect(after.breakdown.service.count).toBe(before.breakdown.service.count + 12);
  expect(after.breakdown.service.amount).toBeCloseTo(before.breakdown.service.amount + 78, 6);
});
