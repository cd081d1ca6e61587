import { z } from 'zod';
import { ITEM_SORT_OPTIONS } from '../stock/constants';
import { reportQuery } from '../validators/report-query';
import { REPORT_STOCK_MESSAGES as M } from './messages';

/**
 * The stock and management reports (issue 22 part 2) as report-kit query definitions and row
 * schemas. Every row carries kode_toko, so an all-store answer (head office, kodeToko null) groups
 * by store. Weights are grams as numeric text with 3 decimals ('12.345'); money whole rupiah.
 */

/** A master code or ALL (upper-cased); never passed raw to SQL other than as a bound value. */
const codeOrAll = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 'ALL' : typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: message }).max(40, message).regex(/^[A-Z0-9._ -]+$/, message));
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string, fallback?: T[number]) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), z.enum(values, { error: message }));

const weight = z.string();
const store = { kode_toko: z.string() };

/** The stock and management reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const STOCK_REPORT_PATHS = {
  barangDetail: 'laporan/barang-detail',
  barangAksesoris: 'laporan/barang-aksesoris',
  tambahBarang: 'laporan/tambah-barang',
  pindahBarang: 'laporan/pindah-barang',
  barangSummary: 'laporan/barang-summary',
  hancur: 'laporan/hancur',
  stockOpname: 'laporan/stock-opname',
  timbangBaki: 'laporan/timbang-baki',
  aktivitasTimbang: 'laporan/aktivitas-setelah-timbang-baki',
  analisisHarga: 'barang/laporan-analisis-harga-barang',
  kelompokBarang: 'reportbarang/kelompok-barang',
  managerial: 'laporan/managerial-analysis',
  marginGroup: 'laporan/margin-group',
  anomali: 'laporan/anomali',
} as const;

// ------------------------------------------------------------------ stock

/** Item states a detail report may ask for: the items present in the store (CICIL: reserved by an instalment plan). */
export const BARANG_DETAIL_FILTERS = ['ALL', 'READY', 'CICIL', 'TITIP', 'CONTOH', 'HANCUR'] as const;
/** Laporan Barang Detail: the items in the store now, by state, warehouse and jenis. */
export const barangDetailQuery = reportQuery({
  period: false,
  filter: BARANG_DETAIL_FILTERS,
  sortBy: ITEM_SORT_OPTIONS,
  extra: { kode_gudang: codeOrAll(M.kodeGudangInvalid), kode_dept: codeOrAll(M.kodeDeptInvalid) },
});
export const barangDetailRow = z.object({
  ...store,
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_dept: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  size: z.string(),
  jumlah: z.number(),
  berat: weight,
  /** issue 34: the carats of a diamond piece's stones (text, 3 decimals; '0.000' for a piece without stones) */
  karat: z.string(),
  harga_jual: z.number(),
  ongkos: z.number(),
  status: z.string(),
  tgl_system: z.string(),
});
export type BarangDetailRow = z.infer<typeof barangDetailRow>;

/** Laporan Barang Aksesoris: each accessory line, pieces in and out over the period and in stock now. */
export const barangAksesorisQuery = reportQuery({});
export const barangAksesorisRow = z.object({
  ...store,
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  /** weight of one piece */
  berat: weight,
  harga_jual: z.number(),
  qty_masuk: z.number(),
  qty_keluar: z.number(),
  /** pieces in stock now */
  jumlah: z.number(),
});
export type BarangAksesorisRow = z.infer<typeof barangAksesorisRow>;

/** Views of Laporan Tambah Barang: every item, or totals per tray, jenis or purity. */
export const TAMBAH_BARANG_VIEWS = ['DETAIL', 'BAKI', 'JENIS', 'KADAR'] as const;
export const tambahBarangQuery = reportQuery({ filter: TAMBAH_BARANG_VIEWS });
export const tambahBarangRow = z.object({
  ...store,
  /** the tray, jenis or purity of a totals view; the barcode in DETAIL */
  kelompok: z.string(),
  tgl_system: z.string().nullable(),
  no_ref: z.string(),
  nama_barang: z.string(),
  qty: z.number(),
  berat: weight,
});
export type TambahBarangRow = z.infer<typeof tambahBarangRow>;

/** Laporan Pindah Barang: every line of the transfers of the period, where from and where to. */
export const pindahBarangReportQuery = reportQuery({});
export const pindahBarangReportRow = z.object({
  ...store,
  tgl_system: z.string(),
  no_pindah: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  dari: z.string(),
  ke: z.string(),
  qty: z.number(),
  berat: weight,
  input_by: z.string(),
});
export type PindahBarangReportRow = z.infer<typeof pindahBarangReportRow>;

/**
 * Laporan Barang Summary: the daily balance of each warehouse (opening, in, out, closing) over the
 * period from the stock ledger; a closed day's figures are its kept closing rows (saldo_barang_harian).
 */
export const barangSummaryQuery = reportQuery({ extra: { kode_gudang: codeOrAll(M.kodeGudangInvalid) } });
export const barangSummaryRow = z.object({
  ...store,
  tgl_system: z.string(),
  kode_gudang: z.string(),
  /** the day is closed: figures from its kept closing rows */
  tutup: z.boolean(),
  qty_awal: z.number(),
  berat_awal: weight,
  qty_masuk: z.number(),
  berat_masuk: weight,
  qty_keluar: z.number(),
  berat_keluar: weight,
  qty_akhir: z.number(),
  berat_akhir: weight,
});
export type BarangSummaryRow = z.infer<typeof barangSummaryRow>;

/** Laporan Hancur: what went into a melting warehouse over the period (melted stock and buy-backs). */
export const hancurReportQuery = reportQuery({});
export const hancurReportRow = z.object({
  ...store,
  tgl_system: z.string(),
  no_ref: z.string(),
  jenis: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  dari: z.string(),
  ke: z.string(),
  qty: z.number(),
  berat: weight,
  input_by: z.string(),
});
export type HancurReportRow = z.infer<typeof hancurReportRow>;

export const STOCK_OPNAME_FILTERS = ['ALL', 'OPEN', 'CLOSED', 'BATAL'] as const;
/** Laporan Stock Opname: the counts started over the period with their results. */
export const stockOpnameReportQuery = reportQuery({ filter: STOCK_OPNAME_FILTERS });
export const stockOpnameReportRow = z.object({
  ...store,
  tgl_system: z.string(),
  no_opname: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  status: z.string(),
  jumlah_sistem: z.number(),
  berat_sistem: weight,
  jumlah_found: z.number(),
  berat_found: weight,
  jumlah_missing: z.number(),
  berat_missing: weight,
  jumlah_unexpected: z.number(),
  berat_unexpected: weight,
  jumlah_dipindah: z.number(),
  input_by: z.string(),
  closed_by: z.string(),
});
export type StockOpnameReportRow = z.infer<typeof stockOpnameReportRow>;

/** Laporan Timbang Baki: every weighing of the period (reset ones too), system beside scale. */
export const timbangBakiReportQuery = reportQuery({});
export const timbangBakiReportRow = z.object({
  ...store,
  id: z.number(),
  tgl_system: z.string(),
  created_at: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  jumlah: z.number(),
  berat_system: weight,
  berat_timbang: weight.nullable(),
  selisih: weight.nullable(),
  input_by: z.string(),
});
export type TimbangBakiReportRow = z.infer<typeof timbangBakiReportRow>;

/**
 * Laporan Aktivitas Setelah Timbang Baki: the stock movements of a weighed tray after its last
 * weighing of that business day (what changed the tray once it was weighed).
 */
export const aktivitasTimbangQuery = reportQuery({});
export const aktivitasTimbangRow = z.object({
  ...store,
  tgl_system: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  waktu_timbang: z.string(),
  created_at: z.string(),
  jenis: z.string(),
  no_ref: z.string(),
  kode_barcode: z.string(),
  qty_masuk: z.number(),
  qty_keluar: z.number(),
  berat_masuk: weight,
  berat_keluar: weight,
  input_by: z.string(),
});
export type AktivitasTimbangRow = z.infer<typeof aktivitasTimbangRow>;

/** spec 000 §7: GET barang/laporan-analisis-harga-barang with kode_dept, sort_by (HARGA_MAX or HARGA_MIN). */
export const ANALISIS_SORT_OPTIONS = ['HARGA_MAX', 'HARGA_MIN'] as const;
export const analisisHargaQuery = reportQuery({
  period: false,
  extra: { kode_dept: codeOrAll(M.kodeDeptInvalid), sort_by: choice(ANALISIS_SORT_OPTIONS, 'Sort By Tidak Boleh Kosong', 'HARGA_MAX') },
});
export const analisisHargaRow = z.object({
  ...store,
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_dept: z.string(),
  kode_group: z.string(),
  kadar: z.string(),
  kode_baki: z.string(),
  berat: weight,
  /** issue 34: a diamond piece's carats, 3 decimals ('0.000' for plain gold) */
  karat: z.string(),
  harga_jual: z.number(),
  /** the price today over the weight, whole rupiah (0 for a weightless line) */
  harga_per_gram: z.number(),
});
export type AnalisisHargaRow = z.infer<typeof analisisHargaRow>;

/** spec 000 §7: GET reportbarang/kelompok-barang with kode_dept, group_by. */
export const KELOMPOK_GROUP_BY = ['NAMA BARANG', 'NAMA BARANG DAN SIZE'] as const;
export const kelompokBarangQuery = reportQuery({
  period: false,
  extra: { kode_dept: codeOrAll(M.kodeDeptInvalid), group_by: choice(KELOMPOK_GROUP_BY, M.groupByRequired) },
});
export const kelompokBarangSize = z.object({ size: z.string(), berat: weight, jumlah: z.number(), karat: z.string() });
export const kelompokBarangRow = z.object({
  ...store,
  nama_barang: z.string(),
  berat: weight,
  jumlah: z.number(),
  /** issue 34: the carats of the diamond pieces under the name, 3 decimals */
  karat: z.string(),
  /** per size, for NAMA BARANG DAN SIZE (empty otherwise) */
  detail: z.array(kelompokBarangSize),
});
export type KelompokBarangRow = z.infer<typeof kelompokBarangRow>;

// ------------------------------------------------------------------ management

/** Laporan Managerial Analysis: per jenis or group, sold over the period against stock now; by qty or weight. */
export const MANAGERIAL_GROUPS = ['JENIS', 'GROUP'] as const;
export const MANAGERIAL_MEASURES = ['QTY', 'BERAT'] as const;
export const managerialQuery = reportQuery({ filter: MANAGERIAL_GROUPS, sortBy: MANAGERIAL_MEASURES });
export const managerialRow = z.object({
  ...store,
  kode: z.string(),
  nama: z.string(),
  qty_terjual: z.number(),
  berat_terjual: weight,
  qty_stock: z.number(),
  berat_stock: weight,
  /** sold / (sold + in stock), percent with 2 decimals, by the chosen measure */
  perputaran: z.number(),
  /** FAST MOVING or SLOW MOVING (see rules.ts movingClass) */
  kategori: z.string(),
});
export type ManagerialRow = z.infer<typeof managerialRow>;

/** Margin per group: active sale lines of the period, price against cost (the floor: buying price x weight). */
export const marginGroupQuery = reportQuery({});
export const marginGroupRow = z.object({
  ...store,
  kode_group: z.string(),
  nama_group: z.string(),
  qty: z.number(),
  berat: weight,
  penjualan: z.number(),
  modal: z.number(),
  margin: z.number(),
  /** margin / penjualan, percent with 2 decimals */
  margin_persen: z.number(),
});
export type MarginGroupRow = z.infer<typeof marginGroupRow>;

/** Kinds of anomaly: sale below cost, buy-back above the price list, price changed by hand, discount over the limit. */
export const ANOMALI_KINDS = ['DIBAWAH_MODAL', 'HARGA_BELI_LEBIH', 'UBAH_HARGA', 'DISKON'] as const;
export type AnomaliKind = (typeof ANOMALI_KINDS)[number];
export const anomaliQuery = reportQuery({ filter: ['ALL', ...ANOMALI_KINDS] });
export const anomaliRow = z.object({
  ...store,
  tgl_system: z.string(),
  jenis: z.enum(ANOMALI_KINDS),
  no_faktur: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  /** the reference: cost, price list, computed price, or the store's discount limit */
  acuan: z.number(),
  nilai: z.number(),
  selisih: z.number(),
  input_by: z.string(),
  /** who approved it ('USER (METODE)', comma-joined), '' when nobody did */
  approved_by: z.string(),
});
export type AnomaliRow = z.infer<typeof anomaliRow>;

// ------------------------------------------------------------------ export-csv

/** Tables /export-csv writes (spec 000 §6, SU or MU): the main tables of a store, each with kode_toko. */
export const EXPORT_TABLES = [
  'barang',
  'stock_mutasi',
  'pindah_barang',
  'pindah_barang_detail',
  'penjualan',
  'penjualan_detail',
  'penjualan_bayar',
  'pembelian',
  'pembelian_detail',
  'titip',
  'titip_detail',
  'kas_mutasi',
  'timbang_baki',
  'stock_opname',
  'saldo_barang_harian',
  'saldo_kas_harian',
  'tutup_toko',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];
export const exportCsvQuery = z.object({
  table: z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.enum(EXPORT_TABLES, { error: (i) => (i.input === undefined ? M.exportTableRequired : M.exportTableUnknown) })),
});
export type ExportCsvQuery = z.infer<typeof exportCsvQuery>;
