import { describe, expect, it } from "vitest";
import { thaiNameEnd } from "./thai-name-end.js";

const name = (run: string) => run.slice(0, thaiNameEnd(run));

describe("where a Thai name ends", () => {
  it.each([
    ["สมชายโทรมาเมื่อเช้า", "สมชาย"],
    ["อรุณีแจ้งว่า", "อรุณี"],
    ["ฝนจะโอนเงิน", "ฝน"],
    ["วิภาครับ", "วิภา"],
    // No follower: the whole run.
    ["สุมาลี", "สุมาลี"],
    ["ปรีชา", "ปรีชา"],
  ])("%s", (run, expected) => {
    expect(name(run)).toBe(expected);
  });

  it("keeps at least two letters, even before a follower", () => {
    expect(name("จะมา")).toBe("จะมา");
    expect(name("กขจะ")).toBe("กข");
  });
});
