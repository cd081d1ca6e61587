import { AKSES_BYPASS_LEVELS, type Level } from './levels';

/** A node of the user's akses tree: a menu key, whether it is shown, and its children. */
export type AksesNode = {
  key: string;
  is_show: boolean;
  children?: AksesNode[];
};

const MAX_DEPTH = 3;

/** Finds a key in the tree, looking at most three levels deep (spec 000 §6). */
export function findAksesNode(tree: readonly AksesNode[] | null | undefined, key: string): AksesNode | null {
  const walk = (nodes: readonly AksesNode[], depth: number): AksesNode | null => {
    if (depth > MAX_DEPTH) return null;
    for (const node of nodes) {
      if (node.key === key) return node;
      if (node.children?.length) {
        const found = walk(node.children, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return tree ? walk(tree, 1) : null;
}

/** True when the level bypasses akses (SU, OWN) or the key is present with is_show. */
export function hasAkses(level: Level, tree: readonly AksesNode[] | null | undefined, key: string): boolean {
  if (AKSES_BYPASS_LEVELS.includes(level)) return true;
  return findAksesNode(tree, key)?.is_show === true;
}

/** Every key shown in a tree (used to compare and to fill checkbox screens). */
export function shownKeys(tree: readonly AksesNode[] | null | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly AksesNode[], depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const n of nodes) {
      if (n.is_show) out.add(n.key);
      if (n.children) walk(n.children, depth + 1);
    }
  };
  if (tree) walk(tree, 1);
  return out;
}
