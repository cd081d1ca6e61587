import { describe, expect, it } from 'vitest';
import { findAksesNode, hasAkses, shownKeys, type AksesNode } from './akses';
import { LEVELS } from './levels';

/** level 1 -> level 2 -> level 3 -> level 4, every node shown */
const deep: AksesNode[] = [
  {
    key: 'laporan',
    is_show: true,
    children: [
      {
        key: 'laporan-penjualan',
        is_show: true,
        children: [{ key: 'laporan-penjualan-detail', is_show: true, children: [{ key: 'terlalu-dalam', is_show: true }] }],
      },
      { key: 'laporan-disembunyikan', is_show: false },
    ],
  },
  { key: 'utility', is_show: false, children: [{ key: 'data-users', is_show: true }] },
];

describe('findAksesNode', () => {
  it('finds keys up to three levels deep and no deeper', () => {
    expect(findAksesNode(deep, 'laporan')?.key).toBe('laporan');
    expect(findAksesNode(deep, 'laporan-penjualan')?.key).toBe('laporan-penjualan');
    expect(findAksesNode(deep, 'laporan-penjualan-detail')?.key).toBe('laporan-penjualan-detail');
    expect(findAksesNode(deep, 'terlalu-dalam')).toBeNull();
  });

  it('answers null for an unknown key or no tree', () => {
    expect(findAksesNode(deep, 'tidak-ada')).toBeNull();
    expect(findAksesNode(null, 'laporan')).toBeNull();
    expect(findAksesNode(undefined, 'laporan')).toBeNull();
    expect(findAksesNode([], 'laporan')).toBeNull();
  });
});

describe('hasAkses', () => {
  it('SU and OWN always pass, whatever the tree', () => {
    for (const level of ['SU', 'OWN'] as const) {
      expect(hasAkses(level, [], 'data-users')).toBe(true);
      expect(hasAkses(level, null, 'apa-saja')).toBe(true);
      expect(hasAkses(level, deep, 'laporan-disembunyikan')).toBe(true);
    }
  });

  it('other levels pass only a shown key found within three levels', () => {
    for (const level of LEVELS.filter((l) => l !== 'SU' && l !== 'OWN')) {
      expect(hasAkses(level, deep, 'laporan-penjualan-detail')).toBe(true);
      expect(hasAkses(level, deep, 'data-users')).toBe(true);
      expect(hasAkses(level, deep, 'laporan-disembunyikan')).toBe(false);
      expect(hasAkses(level, deep, 'utility')).toBe(false);
      expect(hasAkses(level, deep, 'terlalu-dalam')).toBe(false);
      expect(hasAkses(level, deep, 'tidak-ada')).toBe(false);
      expect(hasAkses(level, null, 'data-users')).toBe(false);
    }
  });

  it('a shown child under a hidden parent is still a match (keys are matched, not paths)', () => {
    expect(hasAkses('KASIR', deep, 'data-users')).toBe(true);
  });
});

describe('shownKeys', () => {
  it('collects shown keys within three levels', () => {
    expect([...shownKeys(deep)].sort()).toEqual(['data-users', 'laporan', 'laporan-penjualan', 'laporan-penjualan-detail']);
    expect(shownKeys(null).size).toBe(0);
  });
});
