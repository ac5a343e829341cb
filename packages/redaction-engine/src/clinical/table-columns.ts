// Values in a table column under its header (`| MRN | Name | DOB |` and the rows below it), in
// tables drawn with `|`, or aligned with tabs or runs of two or more spaces. A label in a header
// names every cell below it, where no label stands beside the value. Each line is read once.

/** One cell of a table row: its trimmed text and where that text is. */
export interface Cell {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A cell below a header that `kindOf` named, with the header's kind. */
export interface ColumnCell<K> extends Cell {
  readonly kind: K;
}

// A Markdown table's rule under the header (`|---|:--:|`): not a row. (Its dash is checked apart:
// `[…-]*-[…-]*` would try every split of a long run of dashes.)
const RULE_CHARS = /^[\s|:+-]*$/;
// What splits a line into cells (rowCells).
const SEPARATOR = /[|\t]| {2}/;

/**
 * The cells below each header line in which `kindOf` names a cell. A header's rows run until a
 * blank line or a line with another number of cells; a header ends them.
 */
export function cellsUnderHeaders<K>(
  text: string,
  kindOf: (header: string) => K | undefined,
): ColumnCell<K>[] {
  const out: ColumnCell<K>[] = [];
  let columns: Map<number, K> | undefined;
  let width = 0;
  for (let from = 0; from <= text.length; ) {
    const newline = text.indexOf("\n", from);
    const to = newline < 0 ? text.length : newline;
    const line = text.slice(from, to);
    // A line without a separator is one cell: neither a header nor a row, and a rule at most.
    if (!SEPARATOR.test(line)) {
      if (!(columns && isRule(line))) columns = undefined;
      from = to + 1;
      continue;
    }
    const cells = rowCells(text, from, to);
    if (columns && isRule(line)) {
      // The header's rule: its rows follow.
    } else if (columns && cells.length === width) {
      for (const [i, kind] of columns) out.push({ ...cells[i]!, kind });
    } else {
      columns = undefined;
      const named = namedColumns(cells, kindOf);
      if (named.size > 0) [columns, width] = [named, cells.length];
    }
    from = to + 1;
  }
  return out;
}

/** The columns of a header row that `kindOf` names (none in a row of one cell). */
export function namedColumns<K>(
  cells: readonly Cell[],
  kindOf: (header: string) => K | undefined,
): Map<number, K> {
  const named = new Map<number, K>();
  if (cells.length > 1)
    cells.forEach((cell, i) => {
      const kind = kindOf(cell.text);
      if (kind !== undefined) named.set(i, kind);
    });
  return named;
}

function isRule(line: string): boolean {
  return line.includes("-") && RULE_CHARS.test(line);
}

/** The cells of `text[from, to)`: split at `|` if it has one, else at tabs or 2+ spaces. */
function rowCells(text: string, from: number, to: number): Cell[] {
  const line = text.slice(from, to);
  const separator = line.includes("|") ? /\|/g : line.includes("\t") ? /\t+/g : / {2,}/g;
  const cells: Cell[] = [];
  let at = 0;
  const add = (end: number, last: boolean) => {
    const raw = line.slice(at, end);
    const text = raw.trim();
    // The empty edges of `| a | b |` are no cells.
    if (text !== "" || !(cells.length === 0 || last)) {
      const start = from + at + raw.indexOf(text);
      cells.push({ start, end: start + text.length, text });
    }
  };
  for (let m = separator.exec(line); m; m = separator.exec(line)) {
    add(m.index, false);
    at = m.index + m[0].length;
  }
  add(line.length, true);
  return cells;
}
