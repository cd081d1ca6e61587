import { aksesTemplate, hasAkses, mergeAkses, type AksesNode } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { checkStateOf, countShown, findNode, isSameAkses, setAllShown, setShown, syncParents, toggleNode } from './akses-tree';

const tree = (): AksesNode[] => [
  {
    key: 'utility',
    is_show: false,
    children: [
      { key: 'data-users', is_show: false, children: [] },
      { key: 'hak-akses-users', is_show: false, children: [] },
      { key: 'settingtoko', is_show: false, children: [] },
    ],
  },
  { key: 'laporan', is_show: true, children: [{ key: 'laporan-audit-login', is_show: true, children: [] }] },
];

const shownOf = (nodes: AksesNode[], key: string) => findNode(nodes, key)?.is_show;

describe('akses tree', () => {
  it('reads a group as unchecked, indeterminate or checked from its screens', () => {
    const start = tree();
    expect(checkStateOf(start[0]!)).toBe('unchecked');
    const one = setShown(start, 'data-users', true);
    expect(checkStateOf(one[0]!)).toBe('indeterminate');
    const all = setShown(setShown(one, 'hak-akses-users', true), 'settingtoko', true);
    expect(checkStateOf(all[0]!)).toBe('checked');
    expect(checkStateOf(all[1]!)).toBe('checked');
  });

  it('ticking a screen shows its group; clearing the last screen hides the group', () => {
    const one = toggleNode(tree(), 'settingtoko');
    expect(shownOf(one, 'settingtoko')).toBe(true);
    expect(shownOf(one, 'utility')).toBe(true);
    expect(shownOf(one, 'data-users')).toBe(false);
    const none = toggleNode(one, 'settingtoko');
    expect(shownOf(none, 'settingtoko')).toBe(false);
    expect(shownOf(none, 'utility')).toBe(false);
  });

  it('a group checkbox fills every screen when unchecked or mixed, and clears them when checked', () => {
    const mixed = setShown(tree(), 'data-users', true);
    const filled = toggleNode(mixed, 'utility');
    expect(findNode(filled, 'utility')!.children!.map((c) => c.is_show)).toEqual([true, true, true]);
    const cleared = toggleNode(filled, 'utility');
    expect(findNode(cleared, 'utility')!.children!.map((c) => c.is_show)).toEqual([false, false, false]);
    expect(shownOf(cleared, 'utility')).toBe(false);
    // other groups are left alone
    expect(shownOf(cleared, 'laporan-audit-login')).toBe(true);
  });

  it('never changes the tree it was given', () => {
    const start = tree();
    const copy = structuredClone(start);
    toggleNode(start, 'utility');
    setAllShown(start, true);
    setShown(start, 'laporan', false);
    expect(start).toEqual(copy);
  });

  it('works three levels deep', () => {
    const deep: AksesNode[] = [
      {
        key: 'master',
        is_show: false,
        children: [
          { key: 'barang', is_show: false, children: [{ key: 'a', is_show: false }, { key: 'b', is_show: false }] },
          { key: 'c', is_show: false },
        ],
      },
    ];
    const one = toggleNode(deep, 'a');
    expect(shownOf(one, 'barang')).toBe(true);
    expect(shownOf(one, 'master')).toBe(true);
    expect(checkStateOf(one[0]!)).toBe('indeterminate');
    const sub = toggleNode(one, 'barang');
    expect(shownOf(sub, 'b')).toBe(true);
    expect(checkStateOf(findNode(sub, 'barang')!)).toBe('checked');
    expect(checkStateOf(sub[0]!)).toBe('indeterminate');
    expect(countShown(sub)).toEqual({ shown: 2, total: 3 });
  });

  it('check all and clear all touch every screen', () => {
    const all = setAllShown(tree(), true);
    expect(countShown(all)).toEqual({ shown: 4, total: 4 });
    expect(all.every((g) => g.is_show)).toBe(true);
    const none = setAllShown(all, false);
    expect(countShown(none)).toEqual({ shown: 0, total: 4 });
  });

  it('repairs a stored group flag that disagrees with its screens', () => {
    const stored = tree();
    stored[1]!.is_show = false;
    stored[0]!.is_show = true;
    const synced = syncParents(stored);
    expect(shownOf(synced, 'laporan')).toBe(true);
    expect(shownOf(synced, 'utility')).toBe(false);
  });

  it('compares trees by keys, order and flags', () => {
    expect(isSameAkses(tree(), tree())).toBe(true);
    expect(isSameAkses(tree(), toggleNode(tree(), 'settingtoko'))).toBe(false);
    expect(isSameAkses(tree(), tree().slice(1))).toBe(false);
    expect(isSameAkses(toggleNode(toggleNode(tree(), 'settingtoko'), 'settingtoko'), tree())).toBe(true);
  });

  it('a ticked screen of the real template opens the route for a cashier, after the server merges it', () => {
    const edited = toggleNode(mergeAkses(aksesTemplate()), 'settingtoko');
    const saved = mergeAkses(edited);
    expect(hasAkses('KASIR', saved, 'settingtoko')).toBe(true);
    expect(hasAkses('KASIR', saved, 'data-users')).toBe(false);
  });

  it('an unknown key leaves the tree as it was', () => {
    expect(isSameAkses(toggleNode(tree(), 'nope'), tree())).toBe(true);
  });
});
