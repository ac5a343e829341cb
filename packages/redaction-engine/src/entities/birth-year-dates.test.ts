import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { EntityType } from "../entity-type.js";
import { findBirthYearDates } from "./birth-year-dates.js";
import { createEntityDetector } from "./entity-detector.js";

const DOB_ONLY = new Set<EntityType>([EntityType.DATE_OF_BIRTH]);
const found = (text: string) =>
  findBirthYearDates(text, "entity", DOB_ONLY, []).map((f) => [text.slice(f.start, f.end), f.normalized]);
const detector = createEntityDetector();

describe("dates of birth by their year", () => {
  it.each([
    // No label, no age, no question: the year alone says a person's birth.
    ["Patiente : Mme Gisèle Chambonnet, née Favier le 30/05/1938", "30/05/1938", "1938-05-30"],
    ["Tempat/tgl lahir: Palembang, 9 Januari 1996", "9 Januari 1996", "1996-01-09"],
    ["Ms Aroha Wiremu (14 March 1979) attended with her sister.", "14 March 1979", "1979-03-14"],
    ["Kowalski Jan, 1961-04-07, ul. Długa 4", "1961-04-07", "1961-04-07"],
    ["患者氏名：藤原 和子 様（昭和24年5月18日生）", "昭和24年5月18日", "1949-05-18"],
    ["出生日期1958年5月3日", "1958年5月3日", "1958-05-03"],
    ["申請人：陳怡君，民國80年7月14日生", "民國80年7月14日", "1991-07-14"],
    ["Születési idő: 1995. április 9.", "1995. április 9.", "1995-04-09"],
    // A word for birth lets a date through a clause that also names a date.
    ["Data nașterii: 11 octombrie 1994", "11 octombrie 1994", "1994-10-11"],
    ["reference from my discharge letter and DOB 29/02/1988", "29/02/1988", "1988-02-29"],
  ])("%s", (text, date, iso) => {
    expect(found(text)).toEqual([[date, iso]]);
  });

  it.each([
    // Recent dates, a young child's date, and two-digit years or eight digits (addresses, versions, accounts).
    "Seen in clinic on 12/03/2026; next review 04/09/2026.",
    "Date of birth 04/22/2019",
    "db replica at 10.8.31.204, build 26.4.1.88, sort code 07-04-36",
    "Account 19610407",
    // A word before the date names another event.
    "Passport issued 12 March 2009 in London",
    "Date of issue: 12/03/2009",
    "Customer since 03/02/2004",
    "Married on 4 June 1998 in Leeds",
    "Hired 15/03/2008 as a porter",
    "Admitted 02.11.2011 with chest pain",
    "Valid from 01/01/2010",
    "Date: 12/03/2009",
    "Claim date 05/06/2011",
    "Policy inception 01/04/2009",
    "Mortgage completed 15/06/2007",
    "Last login: 12/03/2011",
    "Ausgestellt am 12.03.2009",
    "Délivré le 12/03/2009",
    "Fecha de expedición: 12/03/2009",
    "Выдан 12.03.2009",
    "発行日 2009年3月12日",
    // A range, or the event named after the date.
    "01/02/1998 – 03/04/2005 Senior engineer",
    "Employment: 01/02/1998 to 03/04/2005",
    "12/03/2009 (issued)",
    "Later: 4 June 1981 was the founding date of the club.",
  ])("leaves %s", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("leaves a date another rule found, and runs in the entity detector", () => {
    const text = "DOB: 12/03/1961. Referred by Dr Adams, seen with her partner (b. 3 May 1960).";
    const dobs = detector
      .detect(text, { types: DOB_ONLY, phoneRegions: [] })
      .map((f) => text.slice(f.start, f.end));
    expect(dobs.sort()).toEqual(["12/03/1961", "3 May 1960"]);
  });

  it("costs time in proportion to the text, however many years or dates it holds", () => {
    const detect = (text: string) => detector.detect(text, { types: DOB_ONLY, phoneRegions: [] });
    expectLinearCpu((scale) => detect("1961 ".repeat(scale * 20_000)), 1);
    expectLinearCpu((scale) => detect("issued 12 March 1961, ".repeat(scale * 5_000)), 1);
    expectLinearCpu((scale) => detect(`${"a".repeat(scale * 200_000)} 12/03/1961`), 1);
  });
});
