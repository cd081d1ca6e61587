import { MODULES, SYSTEM_PARAMETERS, type ModuleRow, type ParamRow } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { changedEntries, filterModules } from './system-changes';

const modules: ModuleRow[] = MODULES.map((m) => ({ key: m.key, label: m.label, kind: m.kind, aktif: m.kind === 'gate' }));
const params: ParamRow[] = SYSTEM_PARAMETERS.map((p) => ({ key: p.key, label: p.label, value: p.defaultValue }));

describe('changedEntries', () => {
  it('sends only entries that differ from what was loaded', () => {
    const result = changedEntries(
      modules,
      params,
      { CICILAN_MODULE: false, MEMBER_MODULE: true, DUPLICATE_NOTA_MODULE: true },
      { PEMBULATAN: '1000', AUTH_TYPE: 'MANUAL' },
    );
    expect(result).toEqual({
      modules: [
        { key: 'CICILAN_MODULE', aktif: false },
        { key: 'DUPLICATE_NOTA_MODULE', aktif: true },
      ],
      params: [{ key: 'PEMBULATAN', value: '1000' }],
    });
  });

  it('a switch flipped twice is no change', () => {
    expect(changedEntries(modules, params, { CICILAN_MODULE: true }, { MULTI_LANGUAGE: 'id' })).toEqual({ modules: [], params: [] });
  });
});

describe('filterModules', () => {
  it('matches words of the label or the key, case ignored', () => {
    expect(filterModules(modules, 'cicilan').map((m) => m.key)).toEqual(['CICILAN_MODULE']);
    expect(filterModules(modules, 'pembulatan bawah').map((m) => m.key)).toEqual([
      'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE',
      'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE',
    ]);
    expect(filterModules(modules, 'hide saldo').map((m) => m.key)).toEqual(['HIDE_SALDO_BARANG_SUMMARY']);
    expect(filterModules(modules, '  ')).toHaveLength(modules.length);
    expect(filterModules(modules, 'tidak ada')).toEqual([]);
  });
});
