import { CLOSING_REPORT_PATHS, eodMoneyLines, eodReportQuery, eodReportRow, MESSAGES, mgToGrams, storedEod, type EodReportRow } from '@emas/domain';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './closing.repository';

/** Laporan EOD (/laporan-eod): each closed day of the period with its end-of-day summary. */
export const eodReport = defineReport({
  path: CLOSING_REPORT_PATHS.eod,
  gate: '/laporan-eod',
  summary: 'Laporan EOD: ringkasan tiap tanggal yang sudah ditutup',
  query: eodReportQuery,
  row: eodReportRow,
  scope: 'store',
  rows: async (db, { query, kodeToko }) => {
    // the start after the end is refused with the range message on both dates (not answered 'Laporan Tidak Tersedia')
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir, tgl_akhir: MESSAGES.tglAwalAfterAkhir });
    return (await repo.listClosingsBetween(db, { kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir })).map((r): EodReportRow => {
      const e = storedEod(r.ringkasan);
      return {
        kode_toko: r.kode_toko,
        tgl_system: r.tgl_system,
        tgl_berikut: r.tgl_berikut,
        closed_by: r.closed_by,
        penjualan_nota: e.penjualan.nota,
        penjualan_qty: e.penjualan.qty,
        penjualan_berat: mgToGrams(e.penjualan.beratMg),
        penjualan_rp: e.penjualan.rp,
        batal_penjualan_qty: e.batalPenjualan.qty,
        batal_penjualan_rp: e.batalPenjualan.rp,
        pembelian_qty: e.pembelian.qty,
        pembelian_berat: mgToGrams(e.pembelian.beratMg),
        pembelian_rp: e.pembelian.rp,
        batal_pembelian_rp: e.batalPembelian.rp,
        ...eodMoneyLines(e),
      };
    });
  },
});
