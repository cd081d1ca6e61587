import {
  SALES_REPORT_PATHS,
  batalPenjualanQuery,
  batalPenjualanRow,
  batalTitipQuery,
  batalTitipRow,
  laporanPenjualanQuery,
  laporanPenjualanRow,
  REPORT_SALES_MESSAGES as M,
  rekapPenjualanQuery,
  rekapPenjualanRow,
  rekapSalesQuery,
  stokJualQuery,
  stokJualRow,
  titipanQuery,
  titipanRow,
} from '@emas/domain';
import { defineReport, reportCursor, reportJsonCursor } from '../reports/report-definition';
import * as repo from './penjualan-reports.repository';

const orAll = (v: string) => (v === 'ALL' ? null : v);

/** Laporan Penjualan (/laporan-penjualan): one row per sold line; group by (filter) is drawn by the screen. */
export const laporanPenjualan = defineReport({
  path: SALES_REPORT_PATHS.penjualan,
  gate: '/laporan-penjualan',
  summary: 'Laporan penjualan detail per baris (group by, sort by, group, sales)',
  query: laporanPenjualanQuery,
  row: laporanPenjualanRow,
  messages: { empty: M.penjualanEmpty },
  rows: (db, { query, kodeToko }) =>
    reportJsonCursor(
      repo.penjualanLinesJsonQuery(db, {
        kodeToko,
        from: query.tgl_awal,
        to: query.tgl_akhir,
        kodeGroup: query.kode_group ?? null,
        kodeSales: query.kode_sales ?? null,
        sortBy: query.sort_by as Parameters<typeof repo.penjualanLinesQuery>[1]['sortBy'],
      }),
    ),
});

/** Rekap Penjualan (/laporan-rekap-penjualan): per day, sales person or group (filter). */
export const rekapPenjualan = defineReport({
  path: SALES_REPORT_PATHS.rekapPenjualan,
  gate: '/laporan-rekap-penjualan',
  summary: 'Rekap penjualan per tanggal, sales atau group',
  query: rekapPenjualanQuery,
  row: rekapPenjualanRow,
  messages: { empty: M.penjualanEmpty },
  rows: async (db, { query, kodeToko }) => ({ json: await repo.rekapPenjualanJson(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, per: query.filter as 'TANGGAL' | 'SALES' | 'GROUP' }) }),
});

/** /laporan-rekap-sales (spec 000 §6, shop flag): the sales of each sales person. */
export const rekapSales = defineReport({
  path: SALES_REPORT_PATHS.rekapSales,
  gate: '/laporan-rekap-sales',
  summary: 'Rekap sales (toko dengan flag rekap sales)',
  query: rekapSalesQuery,
  row: rekapPenjualanRow,
  messages: { empty: M.penjualanEmpty },
  rows: async (db, { query, kodeToko }) => ({ json: await repo.rekapPenjualanJson(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, per: 'SALES' }) }),
});

/** Laporan Stok Jual (/laporan-stok-jual): sold quantity and weight per jenis, group and purity. */
export const stokJual = defineReport({
  path: SALES_REPORT_PATHS.stokJual,
  gate: '/laporan-stok-jual',
  summary: 'Laporan stok jual per jenis, group dan kadar',
  query: stokJualQuery,
  row: stokJualRow,
  rows: (db, { query, kodeToko }) => repo.stokJual(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir }),
});

/** Laporan Batal Penjualan (/laporan-batal-penjualan). */
export const batalPenjualan = defineReport({
  path: SALES_REPORT_PATHS.batalPenjualan,
  gate: '/laporan-batal-penjualan',
  summary: 'Laporan batal penjualan: baris yang dibatalkan, alasan, oleh, disetujui',
  query: batalPenjualanQuery,
  row: batalPenjualanRow,
  rows: (db, { query, kodeToko }) => reportCursor(repo.batalPenjualanQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })),
});

/** spec 001 §2, §3, §7, §8: Laporan Batal Titip on titip/report-batal-titip-uang (tgl_from, tgl_to). */
export const batalTitip = defineReport({
  path: SALES_REPORT_PATHS.batalTitip,
  gate: '/laporan-batal-titip',
  summary: 'Laporan batal titip (spec 001): nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp',
  query: batalTitipQuery,
  row: batalTitipRow,
  messages: { available: M.batalTitipAvailable, empty: M.batalTitipEmpty },
  rows: (db, { query, kodeToko }) => reportCursor(repo.batalTitipQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir })),
});

/** Laporan Titipan (/laporan-titipan): deposits opened in the period, by status (filter). */
export const titipan = defineReport({
  path: SALES_REPORT_PATHS.titipan,
  gate: '/laporan-titipan',
  summary: 'Laporan titipan per status',
  query: titipanQuery,
  row: titipanRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(repo.titipanQuery(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, status: orAll(query.filter) as 'AKTIF' | 'LUNAS' | 'BATAL' | null })),
});
