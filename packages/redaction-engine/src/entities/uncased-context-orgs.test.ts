import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { findUncasedContextOrgs } from "./uncased-context-orgs.js";

const orgs = (text: string) => findUncasedContextOrgs(text, "entity").map((f) => text.slice(f.start, f.end));

describe("employers in working and joining frames of scripts without capitals", () => {
  it.each([
    ["我在华为技术有限公司工作了三年", "华为技术有限公司"],
    ["我在腾讯上班", "腾讯"],
    ["目前就职于字节跳动，负责推荐", "字节跳动"],
    ["ヤマト運輸で働いています", "ヤマト運輸"],
    ["저는 카카오에서 근무하고 있어요", "카카오"],
    ["작년에 네이버에 입사했습니다", "네이버"],
    ["ลูกชายทำงานที่ธนาคารกสิกรไทย", "ธนาคารกสิกรไทย"],
    ["वह इन्फोसिस में काम करता है", "इन्फोसिस"],
    ["يعمل لدى أرامكو السعودية منذ عامين", "أرامكو السعودية"],
    ["انضمت إلى شركة المراعي", "شركة المراعي"],
    ["היא עובדת אצל אלביט מערכות", "אלביט מערכות"],
    ["הוא הצטרף ל-וויקס", "וויקס"],
    ["지난주 11번가에서 주문한 공기청정기", "11번가"],
    ["CJ대한통운에서 내일 배송 예정입니다", "CJ대한통운"],
    ["서준이 어제 카카오뱅크로 보냈다던데", "카카오뱅크"],
    ["查到了，由德邦物流配送，预计周五到", "德邦物流"],
    ["我在淘宝买的", "淘宝"],
    ["ヨドバシカメラで買ったテレビ", "ヨドバシカメラ"],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves home, the office, cities and one-character words alone", () => {
    for (const text of [
      "她在家工作",
      "他在北京工作",
      "东莞市",
      "他在深圳市工作",
      "東京で働いています",
      "自宅で勤務",
      "서울에서 일해요",
      "회사에서 일했어요",
      "ทำงานที่บ้าน",
      "मैं घर में काम करती हूँ",
      "He works at Acme in London",
      "온라인에서 주문했어요",
      "카드로 보냈어요",
      "결제는 링크로 보내드릴게요",
      "我在网上买的",
      "ネットで買った",
    ])
      expect(orgs(text)).toEqual([]);
  });

  it("takes a Chinese name of 2 to 12 characters, not 13", () => {
    expect(orgs(`在${"甲".repeat(12)}工作`)).toEqual(["甲".repeat(12)]);
    expect(orgs(`在${"甲".repeat(13)}工作`)).toEqual([]);
  });

  it("reads a megabyte of each script's frames in one pass", () => {
    const frames = (scale: number) =>
      "在甲乙丙丁工作 カタカナで働く 가나다에서 근무 ทำงานที่กขค क ख में काम يعمل لدى ا ب ".repeat(2_125 * scale);
    expect(frames(8).length).toBeGreaterThan(1_000_000);
    expect(orgs(frames(8)).length).toBeGreaterThanOrEqual(17_000 * 5);
    expectLinearCpu((scale) => orgs(frames(scale)), 1);
  });
});
