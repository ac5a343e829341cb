import { describe, expect, it } from "vitest";
import { findArabicNames } from "./arabic-names.js";

const names = (text: string) => findArabicNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("names in Arabic", () => {
  it.each([
    ["طلب السيد محمد العلي استرداد المبلغ.", ["محمد العلي"]],
    ["راجعت د. ليلى حداد التقرير", ["ليلى حداد"]],
    ["أرسلت المهندسة سارة في الصباح", ["سارة"]],
    ["وقّع خالد بن سعيد العقد", ["خالد بن سعيد"]],
    ["حضر الشيخ محمد بن راشد الاجتماع", ["محمد بن راشد", "محمد بن راشد"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves a title before a preposition and text without a cue alone", () => {
    expect(names("السيد في المكتب")).toEqual([]);
    expect(names("أرسلت الطلب أمس")).toEqual([]);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("السيد ".repeat(180_000));
    names("خالد بن ".repeat(130_000));
  });
});
