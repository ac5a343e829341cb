import { describe, expect, it } from "vitest";
import type { Finding } from "../finding.js";
import { dropFieldLabelOrgs } from "./field-label-orgs.js";

const org = (text: string, value: string): Finding => {
  const start = text.indexOf(value);
  return {
    start,
    end: start + value.length,
    type: "ORG",
    confidence: 0.8,
    detector: "d",
    verdict: "unvalidated",
    normalized: value,
  };
};

const labels = (text: string, value: string) => dropFieldLabelOrgs(text, [org(text, value)]).length === 0;

describe("field-label organisations", () => {
  it("drops a one-word organisation that labels the number after it", () => {
    expect(labels("DOB 11.05.1949   NHS No. 423 929 2441", "NHS")).toBe(true);
    expect(labels("Billing: Medicaid ID 4410892217 (not", "Medicaid")).toBe(true);
    expect(labels("Sex: F\nMedicare (NB): 207 418 553", "Medicare")).toBe(true);
    expect(labels("O: T 37.4, HR 88, BP 138/82.", "BP")).toBe(true);
    expect(labels("CBC: WBC 11.2 (H)", "CBC")).toBe(true);
  });

  it("keeps a bank before an account number, a shop before its branch number, and a mention", () => {
    expect(labels("관리비는 전북은행 3333-21-7740915 로", "전북은행")).toBe(false);
    expect(labels("28 Oct  WAITROSE 0471 EDINBURGH", "WAITROSE")).toBe(false);
    expect(labels("Oct 24  Pharmaprix #112", "Pharmaprix")).toBe(false);
    expect(labels("I called the NHS about it", "NHS")).toBe(false);
  });
});
