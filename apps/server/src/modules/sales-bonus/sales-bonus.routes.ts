import { bonusSalesQuery, bonusSalesRow, COUPON_REPORT_PATHS, PARA_BONUS_SALES } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { registerMasterRoutes } from '../masters/masters.routes';
import { defineReport, registerReport } from '../reports/report-definition';
import { bonusSalesRows } from './sales-bonus.service';

/** Laporan Bonus Sales (/laporan-bonus-sales): per sales person per month, from validated sales minus cancellations. */
export const laporanBonusSales = defineReport({
  path: COUPON_REPORT_PATHS.bonusSales,
  gate: '/laporan-bonus-sales',
  summary: 'Laporan bonus sales per sales, bulan dan group: barang, berat, rupiah terjual (tervalidasi, tidak batal) dan bonusnya',
  query: bonusSalesQuery,
  row: bonusSalesRow,
  rows: (db, { query, kodeToko }) => bonusSalesRows(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir }),
});

/** The sales bonus (BONUS_SALES_MODULE): its parameters on the master kit (GET /api/para-bonus-sales) and its report. */
export async function salesBonusRoutes(app: FastifyInstance) {
  registerMasterRoutes(app, PARA_BONUS_SALES, ['bonus-sales']);
  registerReport(app, laporanBonusSales);
}
