import { ORDER_REPORT_PATHS, MESSAGES, ORDER_MESSAGES as M, orderCancelReportRow, orderGoodsReportRow, orderReportQuery, orderRemaining } from '@emas/domain';
import { mgOf } from '../../db/columns';
import { badRequest } from '../../http/errors';
import { defineReport } from '../reports/report-definition';
import * as repo from './orders.repository';

const grams = (v: string | null) => (v === null ? 0 : mgOf(v) / 1000);

function period(query: Record<string, unknown>) {
  const from = query.tgl_from as string;
  const to = query.tgl_to as string;
  if (from > to) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_from: MESSAGES.tglAwalAfterAkhir, tgl_to: MESSAGES.tglAwalAfterAkhir });
  return { from, to };
}

/**
 * Laporan Batal Pesanan (spec 001 §3, §7, §8): the orders cancelled in the period (by the day they
 * were cancelled); jumlah_bayar is the deposit taken, sisa_bayar what was left to pay when cancelled.
 */
export const batalPesananReport = defineReport({
  path: ORDER_REPORT_PATHS.batal,
  gate: '/laporan-batal-pesanan',
  summary: 'Laporan batal pesanan (tgl_from, tgl_to)',
  query: orderReportQuery,
  row: orderCancelReportRow,
  messages: { available: M.batalReportAvailable, empty: M.batalReportEmpty },
  rows: async (db, { query, kodeToko }) => {
    const { from, to } = period(query);
    return (await repo.cancelledOrders(db, kodeToko, from, to)).map((r) => ({
      kode_toko: r.kode_toko,
      no_pesanan: r.no_pesanan,
      kode_sales: r.kode_sales,
      tanggal: r.batal_tgl_system ?? '',
      total_berat: grams(r.total_berat),
      total_qty: Number(r.total_qty),
      ongkos: Number(r.ongkos),
      total_harga: Number(r.total_harga),
      jumlah_bayar: Number(r.dp),
      sisa_bayar: orderRemaining(Number(r.total_harga), Number(r.dp)),
    }));
  },
});

/** Laporan Pesanan Barang (spec 001 §3, §7, §8): every piece of the orders taken in the period (not cancelled). */
export const pesananBarangReport = defineReport({
  path: ORDER_REPORT_PATHS.pesananBarang,
  gate: '/laporan-pesanan-barang',
  summary: 'Laporan pesanan barang (tgl_from, tgl_to)',
  query: orderReportQuery,
  row: orderGoodsReportRow,
  messages: { available: M.barangReportAvailable, empty: M.barangReportEmpty },
  rows: async (db, { query, kodeToko }) => {
    const { from, to } = period(query);
    return (await repo.orderedPieces(db, kodeToko, from, to)).map((r) => ({
      kode_toko: r.kode_toko,
      no_pesanan: r.no_pesanan,
      kode_sales: r.kode_sales,
      tgl_pesanan: r.tgl_system,
      deskripsi: r.deskripsi,
      berat: grams(r.berat ?? r.berat_estimasi),
      ongkos: Number(r.ongkos),
      sub_total: Number(r.harga),
    }));
  },
});
