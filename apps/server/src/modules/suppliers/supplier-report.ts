import { MESSAGES, penerimaanSupplierQuery, penerimaanSupplierRow, SUPPLIER_REPORT_PATHS } from '@emas/domain';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './suppliers.repository';

/** Laporan Supplier (/laporan-supplier-barang): received per supplier in a period: receipts, pieces, grams, cost. */
export const laporanPenerimaanSupplier = defineReport({
  path: SUPPLIER_REPORT_PATHS.penerimaanSupplier,
  gate: '/laporan-supplier-barang',
  summary: 'Laporan penerimaan barang per supplier per periode: faktur, jumlah, berat, modal',
  query: penerimaanSupplierQuery,
  row: penerimaanSupplierRow,
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    const rows = await repo.supplierReportQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, kodeSupplier: query.kode_supplier ?? null }).execute();
    return rows.map((r) => ({ ...r, total_berat: Number(r.total_berat), total_modal: Number(r.total_modal) }));
  },
});
