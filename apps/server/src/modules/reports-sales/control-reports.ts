import { SALES_REPORT_PATHS, otorisasiQuery, otorisasiRow, perubahanHargaQuery, perubahanHargaRow } from '@emas/domain';
import { defineReport, reportCursor } from '../reports/report-definition';
import * as repo from './control-reports.repository';

/** Laporan Otorisasi (/laporan-otorisasi): every approval and rejection, by status (filter). */
export const laporanOtorisasi = defineReport({
  path: SALES_REPORT_PATHS.otorisasi,
  gate: '/laporan-otorisasi',
  summary: 'Laporan otorisasi: operasi, dokumen, diminta, disetujui, cara, waktu, alasan',
  query: otorisasiQuery,
  row: otorisasiRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(repo.otorisasiQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, status: query.filter === 'ALL' ? null : (query.filter as 'APPROVED' | 'REJECTED') })),
});

/** Laporan Perubahan Harga Emas (/laporan-perubahan-harga-emas). */
export const perubahanHargaEmas = defineReport({
  path: SALES_REPORT_PATHS.perubahanHargaEmas,
  gate: '/laporan-perubahan-harga-emas',
  summary: 'Laporan perubahan harga emas per group (harga lama dan baru)',
  query: perubahanHargaQuery,
  row: perubahanHargaRow,
  rows: (db, { query, kodeToko }) => reportCursor(repo.perubahanHargaQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, kodeGroup: query.kode_group ?? null })),
});
