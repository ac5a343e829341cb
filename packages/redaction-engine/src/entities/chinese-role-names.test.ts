import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { findChineseRoleNames } from "./chinese-role-names.js";

const names = (text: string) => findChineseRoleNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("Chinese names after a role word", () => {
  it.each([
    ["患者王小明今天复诊。", ["王小明"]],
    ["客户李娜说她明天来。", ["李娜"]],
    ["联系人：张伟，电话在下面", ["张伟"]],
    ["主任医师王建国查房", ["王建国"]],
    ["持卡人：陳家豪", ["陳家豪"]],
    ["患者陈静今天出院", ["陈静"]],
    ["患者欧阳娜娜", ["欧阳娜娜"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("needs a surname after the role, and leaves Japanese text to the honorifics", () => {
    expect(names("客户说明天来")).toEqual([]);
    expect(names("患者的情况")).toEqual([]);
    expect(names("客户王先生来电")).toEqual([]);
    expect(names("患者田中さんの件")).toEqual([]);
  });
});

describe("Chinese names before a title", () => {
  it.each([
    ["王伟经理已经处理了您的问题。", ["王伟"]],
    ["请联系陈立新律师。", ["陈立新"]],
    ["客户王伟经理来电", ["王伟"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("needs a given name, and leaves ranks and job words before a title", () => {
    expect(names("王老师说明天考试")).toEqual([]);
    expect(names("请找高级经理或项目经理")).toEqual([]);
    expect(names("部门经理和总经理都在")).toEqual([]);
  });

  it("costs time in proportion to the text", () => {
    expectLinearCpu((scale) => names("王伟经理处理了。".repeat(scale * 20_000)), 1);
    expectLinearCpu((scale) => names("王".repeat(scale * 100_000)), 1);
  });
});
