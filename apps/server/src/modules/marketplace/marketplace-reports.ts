import { MARKETPLACE_REPORT_PATHS, marketplaceFeeQuery, marketplaceFeeRow, marketplaceOutstandingQuery, marketplaceOutstandingRow, marketplaceSalesQuery, marketplaceSalesRow } from '@emas/domain';
import { defineReport } from '../reports/report-definition';
import * as repo from './marketplace.repository';

/**
 * Laporan Penjualan Marketplace (the original's penjualan/report-marketplaces): period, marketplace (SEMUA), group,
 * jenis group, valid by; a line per piece sold through a marketplace: No FJ, member, jenis, item, weight, labour,
 * sell price, total, marketplace.
 */
export const marketplaceSalesReport = defineReport({
  path: MARKETPLACE_REPORT_PATHS.penjualan,
  gate: '/laporan-penjualan-marketplace',
  summary: 'Laporan penjualan marketplace: per barang (No FJ, member, jenis, barang, berat, ongkos, harga jual, total, marketplace)',
  query: marketplaceSalesQuery,
  row: marketplaceSalesRow,
  rows: async (db, { query, kodeToko }) =>
    (
      await repo.salesReportRows(db, kodeToko, {
        from: query.tgl_awal,
        to: query.tgl_akhir,
        kodeMarketplace: query.kode_marketplace,
        kodeGroup: query.kode_group,
        kodeJenisGroup: query.kode_jenis_group,
        validBy: query.valid_by,
      })
    ).map((r) => ({ ...r, ongkos: Number(r.ongkos), harga: Number(r.harga), total: Number(r.total) })),
});

/** Laporan Biaya Marketplace: the marketplace's fees booked by the payouts of the period. */
export const marketplaceFeeReport = defineReport({
  path: MARKETPLACE_REPORT_PATHS.biaya,
  gate: '/laporan-biaya-marketplace',
  summary: 'Laporan biaya marketplace: fee per pencairan (piutang, diterima, biaya)',
  query: marketplaceFeeQuery,
  row: marketplaceFeeRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.feeReportRows(db, kodeToko, { from: query.tgl_awal, to: query.tgl_akhir, kodeMarketplace: query.kode_marketplace })).map((r) => ({
      ...r,
      jumlah_piutang: Number(r.jumlah_piutang),
      jumlah_diterima: Number(r.jumlah_diterima),
      biaya: Number(r.biaya),
    })),
});

/** Laporan Piutang Marketplace: orders not paid out at the period's end, with their age in days. */
export const marketplaceOutstandingReport = defineReport({
  path: MARKETPLACE_REPORT_PATHS.piutang,
  gate: '/laporan-piutang-marketplace',
  summary: 'Laporan piutang marketplace: order yang belum dicairkan per akhir periode, dengan umur hari',
  query: marketplaceOutstandingQuery,
  row: marketplaceOutstandingRow,
  rows: async (db, { query, kodeToko }) =>
    (await repo.outstandingReportRows(db, kodeToko, { to: query.tgl_akhir, kodeMarketplace: query.kode_marketplace })).map((r) => ({ ...r, total: Number(r.total), biaya: Number(r.biaya) })),
});
