import { describe, expect, it } from "vitest";
import { findJapaneseNames } from "./japanese-names.js";

const names = (text: string) => findJapaneseNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("full Japanese names with a space", () => {
  it.each([
    ["田中 太郎 から連絡がありました。", ["田中 太郎"]],
    ["担当：佐々木　美咲（営業）までご連絡ください", ["佐々木　美咲"]],
    ["振込人 ヤマモト タクミ 様", ["ヤマモト タクミ"]],
    ["なまえ：たかはし ゆい です", ["たかはし ゆい"]],
    ["続柄：長男 藤原 誠 です", ["藤原 誠"]],
    ["担当は岡本 健一 部長です", ["岡本 健一"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves offices, places, particles and Chinese text alone", () => {
    expect(names("宛先: ミドリ精機株式会社 営業部 鈴木様")).toEqual([]);
    expect(names("東京 本社にて")).toEqual([]);
    expect(names("工学部 卒業、商学部 卒業です")).toEqual([]);
    expect(names("2019年3月　同 卒業")).toEqual([]);
    expect(names("氏名: 三浦 葵（みうら あおい）")).toEqual(["三浦 葵", "みうら あおい"]);
    expect(names("ありがとう ございます")).toEqual([]);
    // No kana: Chinese, where a space between Han runs says nothing about names.
    expect(names("北京 上海 广州")).toEqual([]);
    // Four Han characters on a side is more than a name part.
    expect(names("田中 情報処理技術")).toEqual([]);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("田中 ".repeat(350_000) + "です");
    names("ヤマ タク ".repeat(120_000) + "です");
  });
});
