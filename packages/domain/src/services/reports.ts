import { z } from 'zod';
import { codeOrAll, reportQuery } from '../validators/report-query';
import { SERVICE_REPORT_STATUS } from './constants';

/**
 * The repair reports (issue 21): Laporan Service Masuk (taken in), Selesai (back from the craftsman),
 * Ambil (picked up, with the balance due), Batal (cancelled) over the date of each event, and Laporan
 * Transaksi Service (the repairs' money in the cash ledger). Each takes the period tgl_awal..tgl_akhir
 * through the shared report validator; a craftsman (kode_tukang, ALL by default) narrows the first four.
 */
/** The repair reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const SERVICE_REPORT_PATHS = {
  masuk: 'laporan/service-masuk',
  selesai: 'laporan/service-selesai',
  ambil: 'laporan/service-ambil',
  batal: 'laporan/service-batal',
  transaksi: 'laporan/transaksi-service',
} as const;

export const serviceReportQuery = reportQuery({ extra: { kode_tukang: codeOrAll('Tukang') } });
export const serviceTransaksiReportQuery = reportQuery({ filter: SERVICE_REPORT_STATUS });

export const serviceMasukRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_service: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  nama_tukang: z.string(),
  tgl_janji: z.string(),
  deskripsi: z.string(),
  jumlah_barang: z.number(),
  berat_masuk: z.string(),
  ongkos_estimasi: z.number(),
  dp: z.number(),
  status: z.string(),
});
export type ServiceMasukRow = z.infer<typeof serviceMasukRow>;

export const serviceSelesaiRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_service: z.string(),
  tgl_selesai: z.string(),
  nama_customer: z.string(),
  nama_tukang: z.string(),
  tgl_janji: z.string(),
  berat_masuk: z.string(),
  berat_keluar: z.string(),
  ongkos: z.number(),
  total_tambah: z.number(),
  total_susut: z.number(),
  total_biaya: z.number(),
  dp: z.number(),
  sisa: z.number(),
});
export type ServiceSelesaiRow = z.infer<typeof serviceSelesaiRow>;

export const serviceAmbilRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_service: z.string(),
  tgl_ambil: z.string(),
  nama_customer: z.string(),
  nama_tukang: z.string(),
  berat_keluar: z.string(),
  total_biaya: z.number(),
  dp: z.number(),
  /** the balance due when picked up: total_biaya - dp (below zero: given back) */
  sisa: z.number(),
  bayar: z.number(),
  kembalian: z.number(),
  dikembalikan: z.number(),
  ambil_by: z.string(),
});
export type ServiceAmbilRow = z.infer<typeof serviceAmbilRow>;

export const serviceBatalRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_service: z.string(),
  tgl_batal: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  nama_tukang: z.string(),
  berat_masuk: z.string(),
  dp: z.number(),
  refund: z.number(),
  alasan_batal: z.string(),
  batal_by: z.string(),
  otorisasi_by: z.string(),
});
export type ServiceBatalRow = z.infer<typeof serviceBatalRow>;

export const serviceTransaksiRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_service: z.string(),
  kategori: z.string(),
  jenis: z.string(),
  no_rekening: z.string(),
  nama_customer: z.string(),
  status: z.string(),
  keterangan: z.string(),
  input_by: z.string(),
  jumlah_in: z.number(),
  jumlah_out: z.number(),
});
export type ServiceTransaksiRow = z.infer<typeof serviceTransaksiRow>;
