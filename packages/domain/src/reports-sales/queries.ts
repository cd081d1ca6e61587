import { z } from 'zod';
import { reportQuery } from '../validators/report-query';
import { REPORT_SALES_MESSAGES as M } from './messages';

/**
 * The sales, buy-back and control reports of issue 22 (spec 000 §2, §7; spec 001 §2, §3, §7): each
 * a query on the shared report validator and a row schema. Money is whole rupiah, weight grams with
 * 3 decimals (text), every row carries the store (`kode_toko`) so all-store answers group by store.
 */

/** an optional code filter: blank or ALL / SEMUA = every value (null); else upper-cased, at most 30 characters */
export const codeOrAllNullable = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: message })
      .max(30, message)
      .regex(/^[A-Z0-9 ._/-]*$/, message)
      .optional()
      .transform((v) => (!v || v === 'ALL' || v === 'SEMUA' ? null : v)),
  );

const money = z.number();
const weight = z.string();

/** The sales, buy-back and control reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const SALES_REPORT_PATHS = {
  penjualan: 'laporan/penjualan',
  rekapPenjualan: 'laporan/rekap-penjualan',
  rekapSales: 'laporan/rekap-sales',
  stokJual: 'laporan/stok-jual',
  batalPenjualan: 'laporan/batal-penjualan',
  batalTitip: 'titip/report-batal-titip-uang',
  titipan: 'laporan/titipan',
  pembelianPerFaktur: 'pembelian/hidup/report-limited',
  transaksiPembelian: 'laporan/transaksi-pembelian',
  rekapPembelian: 'laporan/rekap-pembelian',
  batalPembelian: 'laporan/batal-pembelian',
  selisihPembelian: 'laporan/selisih-pembelian',
  rekapTransaksiPembelian: 'laporan/rekap-transaksi-pembelian',
  otorisasi: 'laporan/otorisasi',
  perubahanHargaEmas: 'laporan/perubahan-harga-emas',
} as const;

// ---------------------------------------------------------------- sales

/** Laporan Penjualan: group by (filter) and sort by. */
export const PENJUALAN_GROUP_BY = ['NONE', 'GROUP', 'SALES', 'TANGGAL'] as const;
export const PENJUALAN_SORT_BY = ['no_faktur_jual', 'kode_barcode', 'nama_barang', 'berat', 'harga'] as const;
export const laporanPenjualanQuery = reportQuery({
  filter: PENJUALAN_GROUP_BY,
  sortBy: PENJUALAN_SORT_BY,
  extra: { kode_group: codeOrAllNullable(M.groupInvalid), kode_sales: codeOrAllNullable(M.salesInvalid) },
});
export const laporanPenjualanRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur_group: z.string(),
  no_faktur_jual: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  berat: weight,
  harga_per_gram: money,
  ongkos: money,
  harga: money,
  kode_sales: z.string(),
  nama_sales: z.string(),
});
export type LaporanPenjualanRow = z.infer<typeof laporanPenjualanRow>;

/** Rekap Penjualan: per day, per sales person, per group. */
export const REKAP_PER = ['TANGGAL', 'SALES', 'GROUP'] as const;
export const rekapPenjualanQuery = reportQuery({ filter: REKAP_PER });
export const rekapRow = z.object({
  kode_toko: z.string(),
  kunci: z.string(),
  nama: z.string(),
  jumlah_nota: z.number(),
  qty: z.number(),
  berat: weight,
  harga: money,
});
export type RekapRow = z.infer<typeof rekapRow>;
/** The sales rekaps (per day, sales person, group): the diamond lines apart too (issue 34, the original's Berlian Rp and Ongkos BRL). */
export const rekapPenjualanRow = rekapRow.extend({
  /** what the diamond lines sold for */
  berlian_rp: money,
  /** their making charge */
  ongkos_brl: money,
});
export type RekapPenjualanRow = z.infer<typeof rekapPenjualanRow>;

/** /laporan-rekap-sales (shop flag): per sales person over the period. */
export const rekapSalesQuery = reportQuery({});

/** Laporan Stok Jual: what was sold, per jenis (kode_dept), group and purity. */
export const stokJualQuery = reportQuery({});
export const stokJualRow = z.object({
  kode_toko: z.string(),
  kode_dept: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  qty: z.number(),
  berat: weight,
  harga: money,
});
export type StokJualRow = z.infer<typeof stokJualRow>;

/** Laporan Batal Penjualan: cancelled sale lines, by the day they were cancelled. */
export const batalPenjualanQuery = reportQuery({});
export const batalPenjualanRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  tgl_batal: z.string(),
  no_faktur_group: z.string(),
  no_faktur_jual: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: weight,
  harga: money,
  alasan: z.string(),
  batal_by: z.string(),
  otorisasi_by: z.string(),
});
export type BatalPenjualanRow = z.infer<typeof batalPenjualanRow>;

/** spec 001 §7: titip/report-batal-titip-uang with tgl_from, tgl_to; spec 001 §3 row fields. */
export const batalTitipQuery = reportQuery({ periodNames: { from: 'tgl_from', to: 'tgl_to' } });
export const batalTitipRow = z.object({
  kode_toko: z.string(),
  no_titip: z.string(),
  tgl_batal: z.string(),
  nama_customer: z.string(),
  nama_barang: z.string(),
  berat: weight,
  harga_jual: money,
  ongkos: money,
  harga_total: money,
  /** the deposit, on the deposit's first line only (so the footer sums each deposit once) */
  dp_rp: money,
});
export type BatalTitipRow = z.infer<typeof batalTitipRow>;

/** Laporan Titipan: layaway deposits opened in the period, by status. */
export const TITIP_STATUS_FILTER = ['ALL', 'AKTIF', 'LUNAS', 'BATAL'] as const;
export const titipanQuery = reportQuery({ filter: TITIP_STATUS_FILTER });
export const titipanRow = z.object({
  kode_toko: z.string(),
  no_titip: z.string(),
  tgl_system: z.string(),
  nama_customer: z.string(),
  kode_sales: z.string(),
  total_berat: weight,
  total_harga: money,
  dp: money,
  sisa: money,
  status: z.string(),
});
export type TitipanRow = z.infer<typeof titipanRow>;

// ---------------------------------------------------------------- buy-backs

/** spec 000 §7: pembelian/hidup/report-limited with tgl_from, tgl_to, kelompok_harga, kode_group, kondisi. */
export const pembelianPerFakturQuery = reportQuery({
  periodNames: { from: 'tgl_from', to: 'tgl_to' },
  extra: { kelompok_harga: codeOrAllNullable(M.kelompokHargaInvalid), kode_group: codeOrAllNullable(M.groupInvalid), kondisi: codeOrAllNullable(M.kondisiInvalid) },
});
/** spec 000 §3: the purchase invoice line. */
export const pembelianPerFakturLine = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur_beli: z.string(),
  kode_sales: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  harga_emas: money,
  berat_nota: weight.nullable(),
  berat: weight,
  harga_nota: money.nullable(),
  harga: money,
  /** the price paid per gram (harga / berat, whole rupiah) */
  rata_asal: money,
  kondisi: z.string(),
});
export type PembelianPerFakturLine = z.infer<typeof pembelianPerFakturLine>;
/** the answer: groups of kondisi, each with detail[] */
export const pembelianPerFakturGroup = z.object({ kondisi: z.string(), detail: z.array(pembelianPerFakturLine) });
export type PembelianPerFakturGroup = z.infer<typeof pembelianPerFakturGroup>;

export const JENIS_BAYAR_FILTER = ['ALL', 'CASH', 'TRANSFER', 'TUKAR'] as const;
export const PEMBELIAN_SORT_BY = ['no_faktur_beli', 'nama_barang', 'berat', 'harga'] as const;
export const transaksiPembelianQuery = reportQuery({ filter: JENIS_BAYAR_FILTER, sortBy: PEMBELIAN_SORT_BY });
export const transaksiPembelianRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur_group: z.string(),
  no_faktur_beli: z.string(),
  kode_sales: z.string(),
  nama_customer: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  kondisi: z.string(),
  berat: weight,
  harga_emas: money,
  harga: money,
  jenis_bayar: z.string(),
});
export type TransaksiPembelianRow = z.infer<typeof transaksiPembelianRow>;

export const REKAP_PEMBELIAN_PER = ['TANGGAL', 'SALES', 'GROUP', 'KONDISI'] as const;
export const rekapPembelianQuery = reportQuery({ filter: REKAP_PEMBELIAN_PER });

export const batalPembelianQuery = reportQuery({});
export const batalPembelianRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  tgl_batal: z.string(),
  no_faktur_group: z.string(),
  no_faktur_beli: z.string(),
  nama_barang: z.string(),
  berat: weight,
  harga: money,
  alasan: z.string(),
  batal_by: z.string(),
  otorisasi_by: z.string(),
});
export type BatalPembelianRow = z.infer<typeof batalPembelianRow>;

/** Laporan Selisih: the price paid against the computed price. */
export const SELISIH_FILTER = ['ALL', 'LEBIH', 'KURANG'] as const;
export const selisihPembelianQuery = reportQuery({ filter: SELISIH_FILTER });
export const selisihPembelianRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur_beli: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kondisi: z.string(),
  berat: weight,
  harga_hitung: money,
  harga: money,
  /** harga - harga_hitung: above zero paid more than computed */
  selisih: money,
  otorisasi_by: z.string(),
});
export type SelisihPembelianRow = z.infer<typeof selisihPembelianRow>;

/** /laporan-rekap-transaksi-pembelian (shop flag): per day, by way of payment. */
export const rekapTransaksiPembelianQuery = reportQuery({});
export const rekapTransaksiPembelianRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  jumlah_nota: z.number(),
  berat: weight,
  cash: money,
  transfer: money,
  tukar: money,
  total: money,
});
export type RekapTransaksiPembelianRow = z.infer<typeof rekapTransaksiPembelianRow>;

// ---------------------------------------------------------------- control

/** Laporan Otorisasi: every approval and rejection. */
export const OTORISASI_STATUS_FILTER = ['ALL', 'APPROVED', 'REJECTED'] as const;
export const otorisasiQuery = reportQuery({ filter: OTORISASI_STATUS_FILTER });
export const otorisasiRow = z.object({
  id: z.string(),
  kode_toko: z.string(),
  operasi: z.string(),
  dokumen: z.string(),
  requested_by: z.string(),
  approved_by: z.string(),
  metode: z.string(),
  status: z.string(),
  decided_at: z.string(),
  alasan: z.string(),
  nilai: z.number().nullable(),
});
export type OtorisasiRow = z.infer<typeof otorisasiRow>;

/** Laporan Perubahan Harga Emas: each price set, with the price it replaced. */
export const perubahanHargaQuery = reportQuery({ extra: { kode_group: codeOrAllNullable(M.groupInvalid) } });
export const perubahanHargaRow = z.object({
  id: z.number(),
  kode_toko: z.string(),
  tgl_berlaku: z.string(),
  kode_group: z.string(),
  harga_jual_lama: money.nullable(),
  harga_jual: money,
  harga_beli_lama: money.nullable(),
  harga_beli: money,
  sumber: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type PerubahanHargaRow = z.infer<typeof perubahanHargaRow>;
