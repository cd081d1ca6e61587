import { CASHBACK_REPORT_PATHS, cashbackReportQuery, cashbackReportRow, MESSAGES } from '@emas/domain';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './cashback.repository';

/** Laporan Cash Back: the period's standing cash-outs, the store's (or every store's for head office). */
export const cashbackReport = defineReport({
  path: CASHBACK_REPORT_PATHS.cashback,
  gate: '/laporan-cashback-poin',
  summary: 'Laporan cash back poin per periode',
  query: cashbackReportQuery,
  row: cashbackReportRow,
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    return (await repo.cashbacksBetween(db, kodeToko, query.tgl_awal, query.tgl_akhir)).map((r) => ({
      kode_toko: r.kode_toko,
      tanggal: r.tanggal,
      no_cashback: r.no_cashback,
      kode_member: r.kode_member,
      nama_member: r.nama_member,
      deskripsi: r.keterangan || `CASHBACK ${r.poin} POIN x Rp ${r.rupiah_per_poin}`,
      poin: Number(r.poin),
      jumlah_rp: Number(r.jumlah_rp),
      input_by: r.input_by,
    }));
  },
});
