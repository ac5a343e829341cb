import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { answeredBirthDates } from "./answered-birth-dates.js";

const found = (text: string) =>
  answeredBirthDates(text).map((d) => [text.slice(d.start, d.start + d.raw.length), d.iso]);

describe("answeredBirthDates", () => {
  it("reads the date that answers a line asking for the date of birth, after a speaker or a time stamp", () => {
    expect(
      found("agent: please confirm your date of birth and the last 4 digits.\nmarcus: 4 Feb 1990, 0460"),
    ).toEqual([["4 Feb 1990", "1990-02-04"]]);
    expect(found("Clínica: precisamos da data de nascimento dele.\nFilipa Cardoso: 08/05/2015.")).toEqual([
      ["08/05/2015", "2015-05-08"],
    ]);
    expect(found("[10:02] Ana: what's your DOB?\n[10:03] Ben: 12/03/1988")).toEqual([
      ["12/03/1988", "1988-03-12"],
    ]);
    expect(found("생년월일 알려주세요\n1991-07-23")).toEqual([["1991-07-23", "1991-07-23"]]);
  });

  it("leaves a date named as another date, a date on the asking line, and a date later in the answer", () => {
    expect(found("please send your date of birth\nAppointment: 12/03/2026")).toEqual([]);
    expect(found("Date of birth:\nVisit date: 12/03/2026")).toEqual([]);
    expect(found("DOB 12/03/1988 confirmed?\nyes 14/03/2026")).toEqual([]);
    expect(
      found("what's your date of birth?\nI was admitted on the ward three weeks ago, 12/03/2026"),
    ).toEqual([]);
    expect(found("your birthday?\n")).toEqual([]);
  });

  it("costs time in proportion to the text, however many asking words a line holds", () => {
    expectLinearCpu((scale) => answeredBirthDates("dob ".repeat(scale * 20_000)), 1);
    expectLinearCpu(
      (scale) => answeredBirthDates("what's your DOB?\nsam: 12/03/1988\n".repeat(scale * 2_000)),
      1,
    );
  });
});
