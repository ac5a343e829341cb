import { type Cell, type ColumnCell, namedColumns } from "./table-columns.js";

// Values in a column of comma-, semicolon- or pipe-separated text under its header
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
  // The header read last: its named columns, its number of cells and its separator.
  let header: { columns: Map<number, K>; width: number; separator: string } | undefined;
  const lines = text.split("\n");
  let from = 0;
  lines.forEach((line, n) => {
    const row = header ? delimitedCells(line, from, header.separator) : [];
    if (header && row.length === header.width) {
      for (const [i, kind] of header.columns) out.push({ ...row[i]!, kind });
    } else {
      header = undefined;
      // A pipe splits first (`patient_id|surname|dob`, whose cells may hold a comma), then a semicolon.
      const separator = line.includes("|") ? "|" : line.includes(";") ? ";" : ",";
      // A header has a row under it with as many cells: only then are its cells' words read.
      const next = lines[n + 1];
      if (next?.includes(separator) && line.includes(separator) && !DIGIT.test(line)) {
        const cells = delimitedCells(line, from, separator);
        if (delimitedCells(next, 0, separator).length === cells.length) {
          const columns = namedColumns(cells, kindOf);
          if (columns.size > 0) header = { columns, width: cells.length, separator };
        }
      }
    }
    from += line.length + 1;
  });
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
