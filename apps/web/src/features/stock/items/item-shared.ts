import type { BarangRow, MasterRow } from '@emas/domain';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api';
import { useReference } from '../../../lib/reference';

/** Query key owner of item lists: writes invalidate ['barang']. */
export const BARANG_OWNER = 'barang';

export type BarangPage = { barang: BarangRow[]; count: number; page: number; limit: number };
export type Amount = { qty: number; berat: number };
export type SaldoAnswer = {
  tersembunyi: boolean;
  tgl_system: string;
  baki: { kode_gudang: string; nama_gudang: string; kode_baki: string; nama_baki: string; awal: Amount; masuk: Amount; keluar: Amount; akhir: Amount }[];
  gudang: { kode_gudang: string; nama_gudang: string; awal: Amount; masuk: Amount; keluar: Amount; akhir: Amount }[];
  total: { awal: Amount; masuk: Amount; keluar: Amount; akhir: Amount } | null;
};

export type Option = { value: string; label: string };

function optionsOf(rows: readonly MasterRow[] | undefined, code: string, name: string): Option[] {
  return (rows ?? []).map((r) => {
    const value = String(r[code] ?? '');
    const label = r[name] ? `${value} - ${String(r[name])}` : value;
    return { value, label };
  });
}

/** Groups, jenis, warehouses and the trays of the chosen warehouse (all trays when none is chosen). */
export function useItemOptions(kodeGudang: string) {
  const groups = useReference('group');
  const jenis = useReference('jenis');
  const gudang = useReference('gudang');
  const byGudang = kodeGudang !== '' && kodeGudang !== 'ALL';
  const bakiOfGudang = useReference('baki-by-gudang', { kode_gudang: kodeGudang }, { enabled: byGudang });
  const bakiAll = useReference('baki', undefined, { enabled: !byGudang });
  const bakiRows = byGudang ? bakiOfGudang.data : bakiAll.data;
  return useMemo(
    () => ({
      groups: optionsOf(groups.data, 'kode_group', 'nama_group'),
      jenis: optionsOf(jenis.data, 'kode_dept', 'nama_dept'),
      gudang: optionsOf(gudang.data, 'kode_gudang', 'nama_gudang'),
      baki: optionsOf(bakiRows, 'kode_baki', 'nama_baki'),
    }),
    [groups.data, jenis.data, gudang.data, bakiRows],
  );
}

/** First message per field of a zod error. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Field messages of a refused call (400 with `errors`), or nothing. */
export function serverErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? { ...error.errors } : {};
}

/** Form values without empty texts (the server fills defaults for what is left out). */
export function compact(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}
