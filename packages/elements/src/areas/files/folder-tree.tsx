import { useMemo } from "react";
import type { FsType } from "@scm/core/files";
import { Tree, type TreeNode } from "../../ui/tree";
import type { Place } from "./file-place";

// The file manager's left side: the file types the caller may see and their folders, as a tree.

const nodeId = (p: Place) => (p.folder ? `f${p.folder}` : `t${p.type}`);

export function FolderTree({
  types,
  place,
  onPlace,
}: {
  types: FsType[];
  place: Place | null;
  onPlace: (place: Place) => void;
}) {
  const nodes = useMemo<TreeNode[]>(
    () =>
      types.map((t) => {
        const children = (parent: number | null): TreeNode[] =>
          t.folders
            .filter(
              (f) =>
                f.parent_id === parent ||
                (parent === null &&
                  f.parent_id !== null &&
                  !t.folders.some((p) => p.id === f.parent_id)),
            )
            .map((f) => ({
              id: `f${f.id}`,
              label: f.name,
              children: children(f.id),
            }));
        return { id: `t${t.code}`, label: t.name, children: children(null) };
      }),
    [types],
  );
  // every level open: folders are few, and a chosen one is always in sight
  const allIds = useMemo(() => {
    const ids: string[] = [];
    const walk = (list: TreeNode[]) =>
      list.forEach((n) => (ids.push(n.id), walk(n.children ?? [])));
    walk(nodes);
    return ids;
  }, [nodes]);

  return (
    <Tree
      key={allIds.join()}
      aria-label="文件类型与文件夹"
      nodes={nodes}
      selected={place ? [nodeId(place)] : []}
      defaultExpanded={allIds}
      onSelect={(ids) => {
        const id = ids[0];
        if (!id) return;
        if (id.startsWith("t")) onPlace({ type: id.slice(1), folder: null });
        else {
          const fid = Number(id.slice(1));
          const owner = types.find((t) => t.folders.some((f) => f.id === fid));
          if (owner) onPlace({ type: owner.code, folder: fid });
        }
      }}
    />
  );
}
