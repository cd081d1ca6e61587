import { GIFT_REPORT_PATHS, giftReportQuery, MESSAGES, tukarHadiahRow } from '@emas/domain';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './gifts.repository';

/** Laporan Tukar Hadiah: the redemptions of the period, the store's (or every store's for head office). */
export const tukarHadiahReport = defineReport({
  path: GIFT_REPORT_PATHS.tukarHadiah,
  gate: '/laporan-tukar-hadiah',
  summary: 'Laporan tukar hadiah per periode',
  query: giftReportQuery,
  row: tukarHadiahRow,
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    return (await repo.redemptionsBetween(db, kodeToko, query.tgl_awal, query.tgl_akhir)).map((r) => ({
      kode_toko: r.kode_toko,
      tanggal: r.tanggal,
      no_tukar: r.no_tukar,
      kode_member: r.kode_member,
      nama_member: r.nama_member,
      kode_hadiah: r.kode_hadiah,
      nama_hadiah: r.nama_hadiah,
      qty: Number(r.qty),
      total_poin: Number(r.total_poin),
      status: r.status,
      alasan_batal: r.alasan_batal,
      input_by: r.input_by,
    }));
  },
});
