/**
 * Line-based three-way merge (diff3) of one text file, and of whole file maps. Changes from both sides
 * that touch the same or adjacent base lines conflict unless they are identical.
 */

interface Hunk {
  /** Base range [oStart, oEnd) replaced by side range [sStart, sEnd). */
  oStart: number;
  oEnd: number;
  sStart: number;
  sEnd: number;
}

/** Above this many cells the LCS table is not built: the whole file is one change. */
const LCS_CELL_LIMIT = 4_000_000;

/** The changed ranges between base and side, from a longest common subsequence of lines. */
export function diffLines(base: readonly string[], side: readonly string[]): Hunk[] {
  const n = base.length;
  const m = side.length;
  if ((n + 1) * (m + 1) > LCS_CELL_LIMIT) {
    const same = n === m && base.every((l, i) => l === side[i]);
    return same ? [] : [{ oStart: 0, oEnd: n, sStart: 0, sEnd: m }];
  }
  // lcs[i][j] = LCS length of base[i..] and side[j..]
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = base[i] === side[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: Hunk | undefined;
  const close = () => {
    if (open) hunks.push(open);
    open = undefined;
  };
  while (i < n || j < m) {
    if (i < n && j < m && base[i] === side[j]) {
      close();
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      open ??= { oStart: i, oEnd: i, sStart: j, sEnd: j };
      open.sEnd = ++j;
    } else {
      open ??= { oStart: i, oEnd: i, sStart: j, sEnd: j };
      open.oEnd = ++i;
    }
  }
  close();
  return hunks;
}

export interface ConflictHunk {
  base: string[];
  ours: string[];
  theirs: string[];
}

export type TextMerge = { clean: true; text: string } | { clean: false; hunks: ConflictHunk[] };

/** Merges `ours` and `theirs`, both derived from `base`. */
export function mergeText(base: string, ours: string, theirs: string): TextMerge {
  if (ours === theirs) return { clean: true, text: ours };
  if (ours === base) return { clean: true, text: theirs };
  if (theirs === base) return { clean: true, text: ours };
  const o = base.split("\n");
  const a = ours.split("\n");
  const b = theirs.split("\n");
  const tagged = [
    ...diffLines(o, a).map((h) => ({ ...h, side: "a" as const })),
    ...diffLines(o, b).map((h) => ({ ...h, side: "b" as const })),
  ].sort((x, y) => x.oStart - y.oStart || x.oEnd - y.oEnd);
  const out: string[] = [];
  const conflicts: ConflictHunk[] = [];
  let pos = 0;
  let k = 0;
  while (k < tagged.length) {
    const region = [tagged[k]!];
    let start = tagged[k]!.oStart;
    let end = tagged[k]!.oEnd;
    k++;
    while (k < tagged.length && tagged[k]!.oStart <= end) {
      end = Math.max(end, tagged[k]!.oEnd);
      start = Math.min(start, tagged[k]!.oStart);
      region.push(tagged[k]!);
      k++;
    }
    out.push(...o.slice(pos, start));
    const sideText = (side: "a" | "b", lines: string[]) => {
      const hs = region.filter((h) => h.side === side);
      if (hs.length === 0) return o.slice(start, end);
      const first = hs[0]!;
      const last = hs[hs.length - 1]!;
      return lines.slice(first.sStart - (first.oStart - start), last.sEnd + (end - last.oEnd));
    };
    const sides = new Set(region.map((h) => h.side));
    const ta = sideText("a", a);
    const tb = sideText("b", b);
    if (sides.size === 1) out.push(...(sides.has("a") ? ta : tb));
    else if (ta.length === tb.length && ta.every((l, i) => l === tb[i])) out.push(...ta);
    else conflicts.push({ base: o.slice(start, end), ours: ta, theirs: tb });
    pos = end;
  }
  out.push(...o.slice(pos));
  return conflicts.length > 0 ? { clean: false, hunks: conflicts } : { clean: true, text: out.join("\n") };
}

export interface FileConflict {
  path: string;
  kind: "content" | "modify/delete" | "add/add";
  hunks: ConflictHunk[];
}

/** A file's content, or undefined when absent on that side. */
export type Side = Map<string, string>;

/**
 * Merges whole trees given as path → content maps: per path, a change on one side wins; the same
 * change on both sides is taken once; different changes are merged line by line; a file changed on
 * one side and deleted on the other is a modify/delete conflict.
 */
export function mergeFiles(
  base: Side,
  ours: Side,
  theirs: Side,
): { files: Map<string, string>; conflicts: FileConflict[] } {
  const files = new Map<string, string>();
  const conflicts: FileConflict[] = [];
  const paths = [...new Set([...base.keys(), ...ours.keys(), ...theirs.keys()])].sort();
  for (const path of paths) {
    const o = base.get(path);
    const a = ours.get(path);
    const b = theirs.get(path);
    if (a === b) {
      if (a !== undefined) files.set(path, a);
    } else if (a === o) {
      if (b !== undefined) files.set(path, b);
    } else if (b === o) {
      if (a !== undefined) files.set(path, a);
    } else if (a === undefined || b === undefined) {
      conflicts.push({
        path,
        kind: "modify/delete",
        hunks: [{ base: (o ?? "").split("\n"), ours: a?.split("\n") ?? [], theirs: b?.split("\n") ?? [] }],
      });
    } else {
      const merged = mergeText(o ?? "", a, b);
      if (merged.clean) files.set(path, merged.text);
      else conflicts.push({ path, kind: o === undefined ? "add/add" : "content", hunks: merged.hunks });
    }
  }
  return { files, conflicts };
}
