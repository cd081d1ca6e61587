import type { MasterRow } from '@emas/domain';
import { useMemo } from 'react';
import type { ReportChoice } from '../../kit/report-types';
import { useReference } from '../../lib/reference';
import type { StockReportOptions } from './stock-reports';

const choices = (rows: readonly MasterRow[] | undefined, code: string, name: string): ReportChoice[] =>
  (rows ?? []).map((r) => ({ value: String(r[code] ?? ''), label: r[name] ? `${String(r[code])} - ${String(r[name])}` : String(r[code] ?? '') }));

/** The warehouse and jenis choices of the stock reports' filters (reference lists of the store). */
export function useStockReportOptions(): StockReportOptions {
  const gudang = useReference('gudang');
  const jenis = useReference('jenis');
  return useMemo(() => ({ gudang: choices(gudang.data, 'kode_gudang', 'nama_gudang'), jenis: choices(jenis.data, 'kode_dept', 'nama_dept') }), [gudang.data, jenis.data]);
}
