const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A written date as ISO `YYYY-MM-DD`, or undefined when it is not a real calendar date.
 * Numeric dates are read month-first (US clinical convention) unless the first number is over 12.
 */
export function parseClinicalDate(raw: string): string | undefined {
  const parts = dateParts(raw);
  if (!parts) return undefined;
  const [y, mo, d] = parts;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1850) return undefined;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** [year, month, day] from the written forms, unchecked. */
function dateParts(raw: string): [number, number, number] | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(raw);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    let y = Number(numeric[3]);
    if (numeric[3]!.length === 2) y += y > 30 ? 1900 : 2000;
    return a > 12 ? [y, b, a] : [y, a, b];
  }
  const dayFirst = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(raw);
  if (dayFirst) return [Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1])];
  const monthFirst = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(raw);
  if (monthFirst) return [Number(monthFirst[3]), monthOf(monthFirst[1]!), Number(monthFirst[2])];
  return undefined;
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}
