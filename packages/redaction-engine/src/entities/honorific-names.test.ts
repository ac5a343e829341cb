import { describe, expect, it } from "vitest";
import { findHonorificNames } from "./honorific-names.js";

const names = (text: string) => findHonorificNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("names marked by an honorific in scripts without capitals", () => {
  it.each([
    ["本番DBが応答しません。田中さん、見てもらえますか？", ["田中"]],
    ["宛先: ミドリ精機株式会社 営業部 鈴木様", ["鈴木"]],
    ["来週、山田先生によろしく", ["山田"]],
    ["정하늘 과장님, 연락 부탁드립니다", ["정하늘"]],
    ["민준씨 내일 봐요", ["민준"]],
    ["박서연씨가 전화했습니다.", ["박서연"]],
    ["김민준님께서 오셨습니다", ["김민준"]],
    ["이지은에게 전달해 주세요.", ["이지은"]],
    ["ผู้ติดต่อคือคุณอรุณี เบอร์", ["อรุณี"]],
    ["คุณสมชายโทรมาเมื่อเช้า", ["สมชาย"]],
    ['רופא מטפל: ד"ר מיכל שפירא', ["מיכל שפירא"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves honorific-shaped words that are no names alone", () => {
    expect(names("고객님, 감사합니다")).toEqual([]);
    expect(names("ขอบคุณครับ")).toEqual([]);
    expect(names("보호자에게 연락했고 고객님께서 확인하셨습니다")).toEqual([]);
    // Without spaces, where a Chinese name starts is unknown: left alone rather than cut wrongly.
    expect(names("请联系王先生或李女士。")).toEqual([]);
  });
});
