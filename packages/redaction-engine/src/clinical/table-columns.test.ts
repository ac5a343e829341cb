import { describe, expect, it } from "vitest";
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
    const rows = "| 1958-11-02 | x |\n".repeat(60_000);
    const started = performance.now();
    expect(cellsUnderHeaders(`| DOB | y |\n${rows}`, kindOf)).toHaveLength(60_000);
    expect(cellsUnderHeaders("a  b  ".repeat(200_000), kindOf)).toEqual([]);
    expect(cellsUnderHeaders(`| DOB | y |\n${"-".repeat(1_000_000)}x`, kindOf)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
