import { describe, expect, it } from "vitest";
import { findSpeakerNames } from "./speaker-names.js";

const names = (text: string) =>
  findSpeakerNames(text, "entity")
    .map((f) => text.slice(f.start, f.end))
    .sort();

describe("chat speakers", () => {
  it("takes speakers in any case and script, before or after the time, and their later mentions", () => {
    const chat = [
      "[09:14] john miller: morning! did anyone see the alert?",
      "09:15 李娜: yeah, john miller said so",
      "พิมพ์ชนก วงศ์ใหญ่ 09:07  ได้ค่ะ",
      "[09:16] deploy-bot: build 8812 green",
    ].join("\n");
    expect(names(chat)).toEqual(["john miller", "john miller", "พิมพ์ชนก วงศ์ใหญ่", "李娜"]);
  });

  it("does not link a speaker who is one common word to the word elsewhere", () => {
    expect(names("[14:03] mark: on it\n[14:04] li na: can you mark the ticket? thx mark")).toEqual([
      "li na",
      "mark",
      "mark",
    ]);
  });

  it("takes speakers of a transcript without times only when they speak twice, and labelled names", () => {
    const chat = "Анна Петрова: я.\nДмитрий Соколов: ок.\nАнна Петрова: да.\nSubject: Invoice 12";
    expect(names(chat)).toEqual(["Анна Петрова", "Анна Петрова"]);
    expect(names("Kontoinhaber: Katrin Schulze-Wendt\nPatient: Summer Rain Okonkwo   MRN: 1")).toEqual([
      "Katrin Schulze-Wendt",
      "Summer Rain Okonkwo",
    ]);
    expect(names("Contact: HR Shared Services\nFrom: deploy-bot")).toEqual([]);
  });
});
