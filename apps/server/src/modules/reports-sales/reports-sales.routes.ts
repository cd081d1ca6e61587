import type { FastifyInstance } from 'fastify';
import { registerReport } from '../reports/report-definition';
import { laporanOtorisasi, perubahanHargaEmas } from './control-reports';
import { batalPembelian, pembelianPerFaktur, rekapPembelian, rekapTransaksiPembelian, selisihPembelian, transaksiPembelian } from './pembelian-reports';
import { batalPenjualan, batalTitip, laporanPenjualan, rekapPenjualan, rekapSales, stokJual, titipan } from './penjualan-reports';

/** The sales, buy-back and control reports (issue 22), each a report definition. */
export async function reportsSalesRoutes(app: FastifyInstance) {
  // sales
  registerReport(app, laporanPenjualan);
  registerReport(app, rekapPenjualan);
  registerReport(app, rekapSales);
  registerReport(app, stokJual);
  registerReport(app, batalPenjualan);
  registerReport(app, batalTitip);
  registerReport(app, titipan);
  // buy-backs
  registerReport(app, pembelianPerFaktur);
  registerReport(app, transaksiPembelian);
  registerReport(app, rekapPembelian);
  registerReport(app, batalPembelian);
  registerReport(app, selisihPembelian);
  registerReport(app, rekapTransaksiPembelian);
  // control
  registerReport(app, laporanOtorisasi);
  registerReport(app, perubahanHargaEmas);
}
