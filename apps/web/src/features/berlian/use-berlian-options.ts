import { isDiamondItem, STONE_ATTRIBUTES, type MasterRow } from '@emas/domain';
import { useMemo } from 'react';
import type { ReportChoice } from '../../kit/report-types';
import { useReference } from '../../lib/reference';

const choices = (rows: readonly MasterRow[] | undefined, code: string, name: string): ReportChoice[] =>
  (rows ?? []).map((r) => ({ value: String(r[code] ?? ''), label: r[name] && r[name] !== r[code] ? `${String(r[code])} - ${String(r[name])}` : String(r[code] ?? '') }));

/** The diamond item types (jenis of a diamond type, isDiamondItem) and the diamond suppliers of the store. */
export function useBerlianChoices(): { jenis: ReportChoice[]; supplier: ReportChoice[] } {
  const jenis = useReference('jenis');
  const supplier = useReference('supplier-berlian');
  return useMemo(
    () => ({
      jenis: choices(
        (jenis.data ?? []).filter((r) => isDiamondItem({ kode_dept: String(r.kode_dept ?? ''), nama_dept: String(r.nama_dept ?? ''), kode_kategori: String(r.kode_kategori ?? '') })),
        'kode_dept',
        'nama_dept',
      ),
      supplier: choices(supplier.data, 'kode_supplier', 'nama_supplier'),
    }),
    [jenis.data, supplier.data],
  );
}

/** The seven stone attribute masters' choices, by attribute name (shape, color, clarity...). */
export function useStoneChoices(): Record<string, ReportChoice[]> {
  const shape = useReference('batu-shape');
  const color = useReference('batu-color');
  const clarity = useReference('batu-clarity');
  const cutgrade = useReference('batu-cutgrade');
  const polish = useReference('batu-polish');
  const symmetry = useReference('batu-symmetry');
  const fluorescence = useReference('batu-fluorescence');
  const lists: Record<string, readonly MasterRow[] | undefined> = { shape: shape.data, color: color.data, clarity: clarity.data, cutgrade: cutgrade.data, polish: polish.data, symmetry: symmetry.data, fluorescence: fluorescence.data };
  return Object.fromEntries(STONE_ATTRIBUTES.map((a) => [a.name, choices(lists[a.name], `kode_${a.name}`, `nama_${a.name}`)]));
}
