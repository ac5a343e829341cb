import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findMentionNames } from "./mention-names.js";

const gazetteer = defaultGazetteer();
const names = (text: string) =>
  findMentionNames(text, "entity", gazetteer).map((f) => text.slice(f.start, f.end));

describe("names in @-mentions and dash sign-offs", () => {
  it.each([
    ["thanks @sunny for the help", ["sunny"]],
    ["王磊：@李娜 明天的客户会议", ["李娜"]],
    ["great work everyone — drew", ["drew"]],
    ["See you then.\n-- Mireille Hoffmann", ["Mireille Hoffmann"]],
    ["ok - Mark", ["Mark"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves addresses, broadcasts, code, headings and list separators alone", () => {
    for (const text of [
      "mail me at a@b.com",
      "@here please review",
      "@media screen and ask @acme_support",
      "ping @devops-oncall and @platform-team",
      "— see above",
      "Case 00918273 — Billing",
      "Ticket #IN-22871 — KYC rejected",
      "Product - Zendesk",
    ])
      expect(names(text)).toEqual([]);
  });
});
