import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findHandleNames, nameHandle } from "./handle-names.js";
import { nameWords } from "./name-words.js";

const gazetteer = defaultGazetteer();
const words = nameWords(gazetteer);
const names = (text: string) =>
  findHandleNames(text, "entity", words, gazetteer.commonWords).map((f) => text.slice(f.start, f.end));

describe("handles built from names", () => {
  it.each([
    ["nina_kowalczyk — Today at 14:12\nsame here", ["nina_kowalczyk"]],
    ["**lucia.fern**: yep since ~20:00 UTC", ["lucia.fern"]],
    ["[09:14] kenji_w: anyone else getting 502s?", ["kenji_w"]],
    ["Nota interna (jorge.l): escalar a N2", ["jorge.l"]],
    ["Action: re-run OCR.\n— sneha_iyer (KYC desk)", ["sneha_iyer"]],
    ["thanks @j.okafor for the fix", ["j.okafor"]],
    [
      "sunny_liang: delete that\nteodor.vasquez — 14:17\nty sunny_liang",
      ["sunny_liang", "sunny_liang", "teodor.vasquez"],
    ],
  ])("%s", (text, expected) => {
    expect(names(text).sort()).toEqual([...expected].sort());
  });

  it("leaves services, code, addresses and unplaced handles alone", () => {
    for (const text of [
      "build_server: deploy finished",
      "ops.bot: alert cleared",
      "sent from no_reply at 09:00",
      "max_retries: 3",
      "mail kai.brooks@example.com",
      "see https://example.com/mark.ellison/profile",
      "the variable mark.ellison is unused in this file",
    ])
      expect(names(text)).toEqual([]);
  });

  it("reads the parts", () => {
    expect(nameHandle("sunny_liang", words, gazetteer.commonWords)).toBe(true);
    expect(nameHandle("n.kovalenko", words, gazetteer.commonWords)).toBe(true);
    expect(nameHandle("no_reply", words, gazetteer.commonWords)).toBe(false);
    expect(nameHandle("summer.sale", words, gazetteer.commonWords)).toBe(false);
  });
});
