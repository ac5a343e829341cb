import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { cellsUnderHeaders } from "./table-columns.js";

const kindOf = (header: string) => (header === "DOB" ? "dob" : header === "MRN" ? "mrn" : undefined);
const cells = (text: string) =>
  cellsUnderHeaders(text, kindOf).map((c) => [c.kind, c.text, text.slice(c.start, c.end)]);

describe("cellsUnderHeaders", () => {
  it("reads the column under each named header of a Markdown table, past its rule", () => {
    const table =
      "| MRN | Name | DOB |\n|---|:--|---|\n| A-1 | K. Mensah | 1962-08-30 |\n| B-2 | N. Ruiz |  |";
    expect(cells(table)).toEqual([
      ["mrn", "A-1", "A-1"],
      ["dob", "1962-08-30", "1962-08-30"],
      ["mrn", "B-2", "B-2"],
      ["dob", "", ""],
    ]);
  });

  it("reads tables aligned with tabs or runs of spaces", () => {
    expect(cells("Name\tDOB\nT. Baker\t1958-11-02")).toEqual([["dob", "1958-11-02", "1958-11-02"]]);
    expect(cells("Name        DOB\nT. Baker    1958-11-02\nN. Ruiz     1971-01-19")).toEqual([
      ["dob", "1958-11-02", "1958-11-02"],
      ["dob", "1971-01-19", "1971-01-19"],
    ]);
  });

  it("ends the rows at a blank line, a row of another width, or a line that is no row", () => {
    expect(cells("Name  DOB\nT. Baker  1958-11-02\n\nSeen  2026-11-25")).toEqual([
      ["dob", "1958-11-02", "1958-11-02"],
    ]);
    expect(cells("| Name | DOB |\n| T. Baker | 1958-11-02 | x |\n| N. Ruiz | 1971-01-19 |")).toEqual([]);
    expect(cells("Name  DOB\nadmitted on 2026-11-25")).toEqual([]);
  });

  it("needs a header among other cells: a label alone on its line heads no column", () => {
    expect(cells("DOB\n1958-11-02")).toEqual([]);
  });

  it("reads a megabyte of table rows in linear time", () => {
    const read = (scale: number) => [
      cellsUnderHeaders(`| DOB | y |\n${"| 1958-11-02 | x |\n".repeat(7_500 * scale)}`, kindOf),
      cellsUnderHeaders("a  b  ".repeat(25_000 * scale), kindOf),
      cellsUnderHeaders(`| DOB | y |\n${"-".repeat(125_000 * scale)}x`, kindOf),
    ];
    expect(read(8).map((cells) => cells.length)).toEqual([60_000, 0, 0]);
    expectLinearCpu(read, 1);
  });
});
