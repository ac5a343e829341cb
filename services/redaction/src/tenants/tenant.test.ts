import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApiKeys } from "../http/api-keys.js";
import { tenantSecret } from "./tenant.js";

const SECRET = "a-secret-of-sixteen+";

describe("tenants", () => {
  it("derives one secret per tenant from REDACT_SECRET, and keeps REDACT_SECRET for the legacy tenant", () => {
    const acme = tenantSecret(SECRET, "acme", "");
    expect(acme).toBe(createHmac("sha256", SECRET).update("redaction-tenant\u001facme").digest("hex"));
    expect(tenantSecret(SECRET, "globex", "")).not.toBe(acme);
    expect(tenantSecret(SECRET, "acme", "acme")).toBe(SECRET);
    expect(tenantSecret(SECRET, "globex", "acme")).not.toBe(SECRET);
  });

  it("identifies a key's tenant; a bare key is its own tenant, named by its key id", () => {
    const keys = new ApiKeys(["acme:one-key", "acme:two:with-colon", "bare-key"]);
    expect(keys.identify("one-key")?.tenant).toBe("acme");
    // Split at the first colon: the key itself may hold more.
    expect(keys.identify("two:with-colon")?.tenant).toBe("acme");
    const bare = keys.identify("bare-key")!;
    expect(bare.tenant).toBe(`key-${bare.keyId}`);
    expect(bare.keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(keys.identify("acme:one-key")).toBeUndefined();
    expect(keys.identify("nope")).toBeUndefined();
  });
});
