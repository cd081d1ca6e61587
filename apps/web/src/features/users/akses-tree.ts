import type { AksesNode } from '@emas/domain';

/** What a checkbox of the akses editor shows. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

const hasChildren = (node: AksesNode): node is AksesNode & { children: AksesNode[] } => (node.children?.length ?? 0) > 0;

/** The leaves under a node (the screens); a node without children is its own leaf. */
export function leavesOf(node: AksesNode): AksesNode[] {
  return hasChildren(node) ? node.children.flatMap(leavesOf) : [node];
}

/** A group is checked when all its screens are, unchecked when none are, otherwise indeterminate. */
export function checkStateOf(node: AksesNode): CheckState {
  const leaves = leavesOf(node);
  const shown = leaves.filter((l) => l.is_show).length;
  if (shown === 0) return 'unchecked';
  return shown === leaves.length ? 'checked' : 'indeterminate';
}

function setSubtree(node: AksesNode, shown: boolean): AksesNode {
  return hasChildren(node)
    ? { ...node, is_show: shown, children: node.children.map((c) => setSubtree(c, shown)) }
    : { ...node, is_show: shown };
}

/**
 * Makes every parent agree with its children: a group is shown when any of its screens is,
 * because the sidebar shows a group only when it has something to open.
 */
export function syncParents(tree: readonly AksesNode[]): AksesNode[] {
  return tree.map((node) => {
    if (!hasChildren(node)) return node;
    const children = syncParents(node.children);
    return { ...node, is_show: children.some((c) => c.is_show), children };
  });
}

/** Sets a node (and everything under it) to shown or hidden; parents follow their children. */
export function setShown(tree: readonly AksesNode[], key: string, shown: boolean): AksesNode[] {
  const walk = (nodes: readonly AksesNode[]): AksesNode[] =>
    nodes.map((node) => {
      if (node.key === key) return setSubtree(node, shown);
      return hasChildren(node) ? { ...node, children: walk(node.children) } : node;
    });
  return syncParents(walk(tree));
}

/** A click on a checkbox: a checked node clears, an unchecked or indeterminate one fills. */
export function toggleNode(tree: readonly AksesNode[], key: string): AksesNode[] {
  const node = findNode(tree, key);
  if (!node) return [...tree];
  return setShown(tree, key, checkStateOf(node) !== 'checked');
}

/** Every screen shown, or every screen hidden. */
export function setAllShown(tree: readonly AksesNode[], shown: boolean): AksesNode[] {
  return tree.map((node) => setSubtree(node, shown));
}

export function findNode(tree: readonly AksesNode[], key: string): AksesNode | undefined {
  for (const node of tree) {
    if (node.key === key) return node;
    const inner = hasChildren(node) ? findNode(node.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** How many screens the tree allows, out of how many. */
export function countShown(tree: readonly AksesNode[]): { shown: number; total: number } {
  const leaves = tree.flatMap(leavesOf);
  return { shown: leaves.filter((l) => l.is_show).length, total: leaves.length };
}

/** True when both trees hold the same keys in the same order with the same is_show flags. */
export function isSameAkses(a: readonly AksesNode[], b: readonly AksesNode[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((node, i) => {
    const other = b[i]!;
    return node.key === other.key && node.is_show === other.is_show && isSameAkses(node.children ?? [], other.children ?? []);
  });
}
