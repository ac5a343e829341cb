import { PlatformError } from "../errors.js";
import { type Blob, objectId, pathSegments, type Tree, type TreeEntry } from "./repo-objects.js";

/** path → blob id, for every file of a tree. */
export type FileMap = Map<string, string>;

/** Flattens a tree into its files, loading subtrees with `load`. */
export async function flattenTree(rootId: string, load: (id: string) => Promise<Tree>): Promise<FileMap> {
  const files: FileMap = new Map();
  const walk = async (id: string, prefix: string) => {
    const tree = await load(id);
    for (const entry of tree.entries) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.type === "blob") files.set(path, entry.id);
      else await walk(entry.id, path);
    }
  };
  await walk(rootId, "");
  return files;
}

/**
 * Builds the trees for a set of files; returns every tree object (root last) and the root's id.
 * A file and a directory of the same name cannot coexist.
 */
export function buildTrees(files: FileMap): { trees: Tree[]; rootId: string } {
  interface Dir {
    files: Map<string, string>;
    dirs: Map<string, Dir>;
  }
  const root: Dir = { files: new Map(), dirs: new Map() };
  for (const [path, blobId] of files) {
    const parts = pathSegments(path);
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      if (dir.files.has(part)) throw new Error(`"${part}" is both a file and a directory`);
      let next = dir.dirs.get(part);
      if (!next) {
        next = { files: new Map(), dirs: new Map() };
        dir.dirs.set(part, next);
      }
      dir = next;
    }
    const name = parts[parts.length - 1]!;
    if (dir.dirs.has(name)) throw new Error(`"${name}" is both a file and a directory`);
    dir.files.set(name, blobId);
  }
  const trees: Tree[] = [];
  const emit = (dir: Dir): string => {
    const entries: TreeEntry[] = [
      ...[...dir.files].map(([name, id]) => ({ name, type: "blob" as const, id })),
      ...[...dir.dirs].map(([name, sub]) => ({ name, type: "tree" as const, id: emit(sub) })),
    ];
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const tree: Tree = { type: "tree", entries };
    trees.push(tree);
    return objectId(tree);
  };
  const rootId = emit(root);
  return { trees, rootId };
}

const invalid = (path: string, message: string) =>
  new PlatformError("VALIDATION_ERROR", message, [{ path, message }]);

/**
 * Applies a commit's file changes (content, or null to delete) to the parent's files, in place;
 * returns the new blobs. VALIDATION_ERROR, at `/body/files/<path>`, for a bad path or a delete of a
 * file that is not there.
 */
export function applyChanges(files: FileMap, changes: Record<string, string | null>): Blob[] {
  const blobs: Blob[] = [];
  for (const [path, content] of Object.entries(changes)) {
    try {
      pathSegments(path);
    } catch (error) {
      throw invalid(`/body/files/${path}`, (error as Error).message);
    }
    if (content === null) {
      if (!files.delete(path)) throw invalid(`/body/files/${path}`, `cannot delete "${path}": no such file`);
    } else {
      const blob: Blob = { type: "blob", content };
      blobs.push(blob);
      files.set(path, objectId(blob));
    }
  }
  return blobs;
}
