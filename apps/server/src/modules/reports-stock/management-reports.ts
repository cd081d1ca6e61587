import {
  STOCK_REPORT_PATHS,
  anomaliQuery,
  anomaliRow,
  DEFAULT_DISKON_MAKSIMAL,
  managerialQuery,
  managerialRow,
  marginGroupQuery,
  marginGroupRow,
  marginPercent,
  movingClass,
  parseWeightToMg,
  turnoverPercent,
} from '@emas/domain';
import { defineReport } from '../reports/report-definition';
import * as repo from './management-reports.repository';

const mg = (grams: string) => parseWeightToMg(grams) ?? 0;

/** The management reports (issue 22 part 2) as report-kit definitions. */

/**
 * Laporan Managerial Analysis: per jenis or group, sold over the period against what is in the store
 * now; turnover = sold / (sold + in stock) by the chosen measure (pieces or milligrams), fast moving
 * from 50 %. Sorted by turnover, fastest first.
 */
export const managerialReport = defineReport({
  path: STOCK_REPORT_PATHS.managerial,
  gate: '/laporan-managerial-analysis',
  summary: 'Laporan managerial analysis: fast dan slow moving per jenis atau group, per qty atau berat',
  query: managerialQuery,
  row: managerialRow,
  rows: async (db, { query, kodeToko }) => {
    const rows = await repo.managerial(db, { kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir, by: query.filter === 'GROUP' ? 'GROUP' : 'JENIS' });
    const byWeight = query.sort_by === 'BERAT';
    return rows
      .map((r) => {
        const perputaran = byWeight ? turnoverPercent(mg(r.berat_terjual), mg(r.berat_stock)) : turnoverPercent(r.qty_terjual, r.qty_stock);
        return { ...r, nama: r.nama ?? r.kode, perputaran, kategori: movingClass(perputaran) };
      })
      .sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || b.perputaran - a.perputaran || a.kode.localeCompare(b.kode));
  },
});

/** Margin per group: price against cost (the floor: the buying price of the day x weight) of the period's sales. */
export const marginGroupReport = defineReport({
  path: STOCK_REPORT_PATHS.marginGroup,
  gate: '/laporan-margin-group',
  summary: 'Laporan margin per group: penjualan, modal (harga beli x berat), margin',
  query: marginGroupQuery,
  row: marginGroupRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.marginGroup(db, { kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir })).map((r) => {
      const margin = r.penjualan - r.modal;
      return { ...r, nama_group: r.nama_group ?? r.kode_group, margin, margin_persen: marginPercent(margin, r.penjualan) };
    }),
});

/** Laporan Anomali: sales below cost, buy-backs above the price list, prices changed by hand, discounts over the limit. */
export const anomaliReport = defineReport({
  path: STOCK_REPORT_PATHS.anomali,
  gate: '/laporan-anomali',
  summary: 'Laporan anomali: jual di bawah modal, beli di atas harga, ubah harga, diskon di atas batas; dengan yang menyetujui',
  query: anomaliQuery,
  row: anomaliRow,
  rows: (db, { query, kodeToko }) => repo.anomali(db, { kodeToko, tglAwal: query.tgl_awal, tglAkhir: query.tgl_akhir, kind: query.filter, defaultDiskonMaksimal: DEFAULT_DISKON_MAKSIMAL }),
});
