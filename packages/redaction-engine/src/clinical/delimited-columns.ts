import type { Cell, ColumnCell } from "./table-columns.js";

// Values in a column of comma- or semicolon-separated text under its header
// (`PAT_MRN_ID,PAT_NAME,BIRTH_DATE` and the rows below it), as exports from clinical systems and
// spreadsheets write them; table-columns.ts reads tables drawn with `|`, tabs or aligned spaces.
// A header is a line of at least two cells, none with a digit; its rows are the lines after it
// with as many cells, split the same way (a quoted cell may hold the separator: `"HOLLIS,MAREN"`).
// Each line is read once.

const DIGIT = /\d/;

/**
 * The cells below each delimited header line in which `kindOf` names a cell. A header's rows run
 * until a line with another number of cells.
 */
export function cellsUnderDelimitedHeaders<K>(
  text: string,
  kindOf: (header: string) => K | undefined,
): ColumnCell<K>[] {
  const out: ColumnCell<K>[] = [];
  let columns: Map<number, K> | undefined;
  let width = 0;
  let separator = ",";
  for (let from = 0; from <= text.length; ) {
    const newline = text.indexOf("\n", from);
    const to = newline < 0 ? text.length : newline;
    const line = text.slice(from, to);
    const rowCells = columns ? delimitedCells(line, from, separator) : [];
    if (columns && rowCells.length === width) {
      for (const [i, kind] of columns) out.push({ ...rowCells[i]!, kind });
    } else {
      columns = undefined;
      const sep = line.includes(";") ? ";" : ",";
      const cells = line.includes(sep) && !DIGIT.test(line) ? delimitedCells(line, from, sep) : [];
      const named = new Map<number, K>();
      cells.forEach((cell, i) => {
        const kind = cells.length > 1 ? kindOf(cell.text) : undefined;
        if (kind !== undefined) named.set(i, kind);
      });
      if (named.size > 0) [columns, width, separator] = [named, cells.length, sep];
    }
    from = to + 1;
  }
  return out;
}

/** The cells of `line` (which starts at `from`), split at `separator` outside double quotes. */
function delimitedCells(line: string, from: number, separator: string): Cell[] {
  const cells: Cell[] = [];
  let at = 0;
  let quoted = false;
  const add = (end: number) => {
    const raw = line.slice(at, end);
    const text = raw.trim();
    const start = from + at + raw.indexOf(text);
    cells.push({ start, end: start + text.length, text });
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      add(i);
      at = i + 1;
    }
  }
  add(line.length);
  return cells;
}
