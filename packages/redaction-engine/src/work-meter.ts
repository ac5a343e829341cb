/**
 * Counts units of work (tokens visited, findings compared, positions scanned) so a test can check
 * that cost grows in proportion to the text without timing anything. Stages count their own
 * loops; a loop nested over findings or tokens would show up as super-linear growth of the count.
 * Optional everywhere: without a meter nothing is counted.
 */
export interface WorkMeter {
  add(units: number): void;
}

/** A meter that sums what it is given. */
export function countingMeter(): WorkMeter & { readonly units: number } {
  let units = 0;
  return {
    add(n: number) {
      units += n;
    },
    get units() {
      return units;
    },
  };
}
