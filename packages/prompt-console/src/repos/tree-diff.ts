/** A file of a tree: its path and the id of its content (equal ids, equal content). */
export interface TreeFile {
  path: string;
  blobId: string;
}

export interface FileChange {
  path: string;
  change: "added" | "removed" | "modified";
  /** Blob on the target side (absent when added). */
  before?: string;
  /** Blob on the source side (absent when removed). */
  after?: string;
}

/** What a merge request changes: the files whose content differs between target and source, by path. */
export function diffTrees(target: readonly TreeFile[], source: readonly TreeFile[]): FileChange[] {
  const old = new Map(target.map((f) => [f.path, f.blobId]));
  const now = new Map(source.map((f) => [f.path, f.blobId]));
  const changes: FileChange[] = [];
  for (const [path, after] of now) {
    const before = old.get(path);
    if (before === undefined) changes.push({ path, change: "added", after });
    else if (before !== after) changes.push({ path, change: "modified", before, after });
  }
  for (const [path, before] of old) if (!now.has(path)) changes.push({ path, change: "removed", before });
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface LinePair {
  before: string | undefined;
  after: string | undefined;
  kind: "same" | "removed" | "added" | "changed";
}

/**
 * Side-by-side lines of two texts: the longest common subsequence keeps equal lines aligned, and
 * a run of removed lines facing a run of added ones is shown as changed pairs. Quadratic in lines,
 * so files over `maxLines` come back as one changed block.
 */
export function sideBySide(before: string, after: string, maxLines = 2000): LinePair[] {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  if (a.length > maxLines || b.length > maxLines)
    return [{ before, after, kind: before === after ? "same" : "changed" }];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: LinePair[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const r = removed[k];
      const d = added[k];
      out.push({
        before: r,
        after: d,
        kind: r !== undefined && d !== undefined ? "changed" : r !== undefined ? "removed" : "added",
      });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      out.push({ before: a[i], after: b[j], kind: "same" });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  flush();
  return out;
}
