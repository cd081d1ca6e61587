import { MANUAL_REPORT_PATHS, manualReportQuery, manualReportRow, MESSAGES, mgToWeightString } from '@emas/domain';
import { mgOf } from '../../db/columns';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './manual-stock.repository';

/** Laporan Jual Beli Manual: every line of the period's manual sales and purchases (filter JUAL / BELI / ALL). */
export const manualReport = defineReport({
  path: MANUAL_REPORT_PATHS.jualBeli,
  gate: '/laporan-jual-beli-manual',
  summary: 'Laporan jual beli manual per periode',
  query: manualReportQuery,
  row: manualReportRow,
  rows: async (db, { query, kodeToko }) => {
    if (query.tgl_awal > query.tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
    const lines = await repo.reportLines(db, kodeToko, query.tgl_awal, query.tgl_akhir, query.filter);
    return lines.map((l) => ({ ...l, berat: mgToWeightString(mgOf(l.berat)), harga: Number(l.harga), valid: l.valid ? 'Y' : 'N' }));
  },
});
