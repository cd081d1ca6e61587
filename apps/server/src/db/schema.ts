import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AksesNode, KasKategori, Level } from '@emas/domain';
import type { UsedApproval } from './schema-approval';
import type { MasterColumns } from './schema-columns';
import type { CouponTables } from './schema-coupons';
import type { GiftTables } from './schema-gifts';
import type { CashbackTables } from './schema-cashback';
import type { CicilanTables } from './schema-cicilan';
import type { MarketplaceTables } from './schema-marketplace';
import type { SupplierHargaTables } from './schema-supplier-harga';
import type { KirimBarangMasterTables } from './schema-kirim-barang';
import type { MemberTables } from './schema-members';
import type { PawnTables } from './schema-pawn';
import type { SepuhanTables } from './schema-sepuhan';
import type { WebExternalTables } from './schema-web-external';

export type { UsedApproval } from './schema-approval';

/** Timestamps come back as ISO strings (see database.ts parsers) and go in as Date or string. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;

export type TokoTable = {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  telepon: Generated<string>;
  email: Generated<string>;
  portal: Generated<string>;
  type: 'PUSAT' | 'CABANG';
  /** business date, 'YYYY-MM-DD' */
  tgl_system: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type UsersTable = {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  password_hash: string;
  akses: ColumnType<AksesNode[], string, string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: string;
};

export type SessionsTable = {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  ended_reason: string | null;
  ip: string;
  user_agent: string;
};

export type AuthAuditTable = {
  id: Generated<number>;
  created_at: CreatedAt;
  user_id: string;
  kode_toko: string;
  event: string;
  ip: string;
  user_agent: string;
  keterangan: string;
};

export type ParaModuleTable = {
  kode_toko: string;
  key: string;
  aktif: boolean;
  updated_at: Timestamp;
  updated_by: string;
};

export type ParaSystemTable = {
  kode_toko: string;
  key: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string;
};

/** numeric columns come back as text ('99.90', '250.000'); they go in as text or number. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** Columns every master row has (migration 0002): a 16-character _id, the store, and who/when. */
export type { MasterColumns };

export type KategoriTable = MasterColumns & { kode_kategori: string; nama_kategori: string; deskripsi: WithDefault<string> };
export type JenisTable = MasterColumns & { kode_dept: string; nama_dept: string; kode_kategori: string };
export type KelompokHargaTable = MasterColumns & { kelompok_harga: string; keterangan: string };
export type GroupBarangTable = MasterColumns & {
  kode_group: string;
  nama_group: string;
  /** purity, numeric(7,2) */
  kadar: Numeric;
  kelompok_harga: string | null;
  ikut_harga_global: WithDefault<boolean>;
  persen_harga_beli: Numeric;
};
export type BandrolTable = MasterColumns & { kode_bandrol: string; nama_bandrol: string; warna: WithDefault<string>; harga_bandrol: Rupiah };
export type KodeTransaksiTable = MasterColumns & {
  kode_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: string;
  /** migration 0037: the account a KAS MASUK / KAS KELUAR with this code posts its other side to ('': the kategori's) */
  nomor_akun: WithDefault<string>;
};
export type GudangTable = MasterColumns & { kode_gudang: string; nama_gudang: string; jenis_gudang: string; keterangan: WithDefault<string> };
export type BakiTable = MasterColumns & {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  /** grams, numeric(12,3) */
  berat_baki: Numeric;
  aktif: WithDefault<boolean>;
};
export type SalesTable = MasterColumns & { kode_sales: string; nama_sales: string; no_hp: WithDefault<string> };
export type TukangTable = MasterColumns & { kode_tukang: string; nama_tukang: string; no_hp: WithDefault<string>; alamat: WithDefault<string> };
export type KondisiBarangTable = MasterColumns & { kode_kondisi: string; nama_kondisi: string };
export type KondisiPembelianTable = MasterColumns & {
  kode_kondisi_beli: string;
  nama_kondisi_beli: string;
  potongan_persen: Numeric;
  potongan_rp: Rupiah;
};
export type KondisiPinjamanTable = MasterColumns & { kode_kondisi_pinjaman: string; nama_kondisi_pinjaman: string; persen_pinjaman: Numeric };
export type HadiahTable = MasterColumns & { kode_hadiah: string; nama_hadiah: string; poin: number; stok: WithDefault<number>; deskripsi: WithDefault<string> };
export type RugiNotaTable = MasterColumns & { kode_rugi_nota: string; kode_group: string; rugi_persen: Numeric; rugi_rp: Rupiah; keterangan: WithDefault<string> };
export type JenisGroupTable = MasterColumns & { kode_jenis_group: string; kode_dept: string; kode_group: string; keterangan: WithDefault<string> };
export type KadarTable = MasterColumns & { kode_kadar: string; nama_kadar: string; kadar: Numeric };
export type KadarEodTable = MasterColumns & { kode_kadar: string; kadar_eod: Numeric; keterangan: WithDefault<string> };
export type BankTable = MasterColumns & { kode_bank: string; nama_bank: string };
export type RekeningTable = MasterColumns & {
  no_rekening: string;
  nama_rekening: string;
  kode_bank: string;
  /** percent with 2 decimals, the shop's fee of a card cash-out (migration 0011) */
  fee_gesek_persen: ColumnType<string, string | number | undefined, string | number>;
};
export type MarketplaceTable = MasterColumns & { kode_marketplace: string; nama_marketplace: string; biaya_admin: Numeric };
export type KeteranganPenjualanTable = MasterColumns & { keterangan: string; status: WithDefault<string> };
export type KeteranganNotaTable = MasterColumns & { kode_nota: string; keterangan: string };
export type ParameterPointTable = MasterColumns & {
  kode_poin: string;
  jenis_transaksi: string;
  kelipatan_rp: Rupiah;
  poin: number;
  /** issue 32 (migration 0043): dated per group; a weight threshold for Type Poin GRAM; a group that earns nothing */
  tgl_berlaku: ColumnType<string, string | undefined, string>;
  kode_group: ColumnType<string | null, string | null | undefined, string | null>;
  kelipatan_berat: ColumnType<string, string | number | undefined, string | number>;
  tanpa_poin: ColumnType<boolean, boolean | undefined, boolean>;
};
export type HargaBeliTable = MasterColumns & { kode_harga: string; harga_per_gram: Rupiah };
export type ParameterOngkosTable = MasterColumns & {
  kode_ongkos: string;
  kode_dept: string;
  kode_group: string;
  ongkos_per_gram: Rupiah;
  ongkos_minimal: Rupiah;
};

/** Gold price of a group from a business date on; a new row per change (history). */
export type HargaEmasTable = {
  id: Generated<number>;
  kode_toko: string;
  kode_group: string;
  harga_jual: number;
  harga_beli: number;
  /** 'YYYY-MM-DD' */
  tgl_berlaku: string;
  sumber: 'MANUAL' | 'GLOBAL';
  nominal_global: number | null;
  created_at: CreatedAt;
  created_by: string;
};

/** Every value the global 24-carat price per gram has had. */
export type HargaEmasGlobalTable = {
  id: Generated<number>;
  kode_toko: string;
  nominal: number;
  tgl_berlaku: string;
  created_at: CreatedAt;
  created_by: string;
};

/** Per-store counters of document numbers and generated barcodes (migration 0003). */
export type NomorDokumenTable = {
  kode_toko: string;
  jenis: string;
  nomor: number;
  updated_at: Timestamp;
};

/** An item (accessories: an accessory line counted by jumlah). Weights numeric(12,3), purity numeric(7,2). */
export type BarangTable = {
  kode_toko: string;
  kode_barcode: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  nama_barang: string;
  berat: Numeric;
  berat_awal: Numeric;
  kadar: Numeric;
  kode_intern: WithDefault<string>;
  size: WithDefault<string>;
  harga_jual: Rupiah;
  ongkos: Rupiah;
  jenis_harga: WithDefault<'GRAM' | 'BANDROL' | 'AKSESORIS'>;
  jumlah: WithDefault<number>;
  status: WithDefault<'READY' | 'TITIP' | 'CICIL' | 'CONTOH' | 'HANCUR' | 'KIRIM' | 'TERJUAL' | 'BATAL'>;
  foto: ColumnType<string | null, string | null | undefined, string | null>;
  /** business date the item was added, 'YYYY-MM-DD' */
  tgl_system: WithDefault<string>;
  input_by: WithDefault<string>;
  updated_by: WithDefault<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** the item's RFID tag (RFID_MODULE), unique per store */
  rfid: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Manual stock (issue 35): a count and a weight per group, jenis, warehouse and tray, never below zero. */
export type BarangManualTable = {
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  qty: WithDefault<number>;
  berat: Numeric;
  updated_at: Timestamp;
};

/** The ledger of the manual stock: signed count and weight per movement. */
export type BarangManualMutasiTable = {
  id: Generated<number>;
  kode_toko: string;
  tgl_system: string;
  no_ref: string;
  jenis: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  qty: number;
  berat: Numeric;
  input_by: string;
  created_at: CreatedAt;
};

/** A manual sale (JUAL) or purchase (BELI). */
export type JualBeliManualTable = {
  kode_toko: string;
  no_faktur: string;
  jenis: 'JUAL' | 'BELI';
  tgl_system: string;
  idempotency_key: string;
  nama_customer: WithDefault<string>;
  keterangan: WithDefault<string>;
  total_qty: number;
  total_berat: Numeric;
  total: Rupiah;
  status: WithDefault<'OPEN' | 'BATAL'>;
  valid: WithDefault<boolean>;
  valid_by: ColumnType<string | null, string | null | undefined, string | null>;
  valid_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  input_by: string;
  created_at: CreatedAt;
};

export type JualBeliManualDetailTable = {
  kode_toko: string;
  no_faktur: string;
  urut: number;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  qty: number;
  berat: Numeric;
  harga: Rupiah;
};

export type SaldoBarangManualHarianTable = {
  kode_toko: string;
  tgl_system: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  qty: number;
  berat: Numeric;
};

/** The stock movement ledger: one row per change of an item's place or state. */
export type StockMutasiTable = {
  id: Generated<number>;
  kode_toko: string;
  kode_barcode: string;
  jenis: string;
  tgl_system: string;
  dari_gudang: string | null;
  dari_baki: string | null;
  ke_gudang: string | null;
  ke_baki: string | null;
  qty: number;
  berat: Numeric;
  no_ref: WithDefault<string>;
  keterangan: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

/** A transfer document (no_pindah) and its lines as printed. */
export type PindahBarangTable = {
  id: Generated<number>;
  kode_toko: string;
  no_pindah: string;
  tgl_system: string;
  dari_gudang: string | null;
  dari_baki: string | null;
  kode_gudang: string;
  kode_baki: string;
  total_qty: number;
  total_berat: Numeric;
  input_by: string;
  created_at: CreatedAt;
};

export type PindahBarangDetailTable = {
  id: Generated<number>;
  kode_toko: string;
  no_pindah: string;
  kode_barcode: string;
  keterangan: string;
  dari_gudang: string;
  dari_baki: string;
  berat: Numeric;
  size: WithDefault<string>;
  qty: number;
  harga_jual: Rupiah;
};

/** A weighing of a tray (migration 0004): system pieces and weight beside the scale's reading. */
export type TimbangBakiTable = {
  id: Generated<number>;
  kode_toko: string;
  kode_gudang: string;
  kode_baki: string;
  jumlah: number;
  berat_system: Numeric;
  /** null until the scale's weight is entered on the row (migration 0018) */
  berat_timbang: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  selisih: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  tgl_system: string;
  input_by: string;
  created_at: CreatedAt;
  reset_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  reset_by: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A stock count of a tray or a warehouse (no_opname) and its result once closed. */
export type StockOpnameTable = {
  id: Generated<number>;
  kode_toko: string;
  no_opname: string;
  tgl_system: string;
  kode_gudang: string;
  kode_baki: string | null;
  status: WithDefault<'OPEN' | 'CLOSED' | 'BATAL'>;
  jumlah_sistem: WithDefault<number>;
  berat_sistem: Numeric;
  jumlah_found: WithDefault<number>;
  berat_found: Numeric;
  jumlah_missing: WithDefault<number>;
  berat_missing: Numeric;
  jumlah_unexpected: WithDefault<number>;
  berat_unexpected: Numeric;
  jumlah_dipindah: WithDefault<number>;
  /** the tray's weight re-check (RFID counts): the total typed from the scale */
  berat_timbang: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  timbang_by: ColumnType<string | null, string | null | undefined, string | null>;
  timbang_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  input_by: string;
  created_at: CreatedAt;
  closed_by: ColumnType<string | null, string | null | undefined, string | null>;
  closed_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
};

/** A line of a count: an expected item (snapshot) or a scanned code. */
export type StockOpnameDetailTable = {
  id: Generated<number>;
  kode_toko: string;
  no_opname: string;
  kode_barcode: string;
  nama_barang: WithDefault<string>;
  kode_gudang: string | null;
  kode_baki: string | null;
  jumlah: WithDefault<number>;
  berat: Numeric;
  status_barang: string | null;
  expected: boolean;
  scanned_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  scanned_by: ColumnType<string | null, string | null | undefined, string | null>;
  dipindah: WithDefault<boolean>;
};

/** Shipments to a store (migration 0005): from a store of the chain (TOKO) or a supplier delivery. */
export type KirimBarangTable = {
  id: Generated<number>;
  no_kirim: string;
  jenis: 'TOKO' | 'SUPPLIER';
  kode_toko_asal: string | null;
  kode_toko_tujuan: string;
  nama_supplier: WithDefault<string>;
  /** issue 35: the supplier of the master and the delivery's cost per gram (migration 0055) */
  kode_supplier: ColumnType<string | null, string | null | undefined, string | null>;
  harga_per_gram: WithDefault<number>;
  no_faktur_supplier: WithDefault<string>;
  /** the shipping module (migration 0058): courier, service, tracking number, cost, address as shipped, journey */
  kode_logistik: ColumnType<string | null, string | null | undefined, string | null>;
  kode_ekspedisi: ColumnType<string | null, string | null | undefined, string | null>;
  no_resi: WithDefault<string>;
  biaya_kirim: WithDefault<number>;
  alamat_tujuan: WithDefault<string>;
  status_pengiriman: ColumnType<'DIKIRIM' | 'DALAM_PERJALANAN' | 'DITERIMA' | 'DITERIMA_SELISIH' | null, 'DIKIRIM' | 'DALAM_PERJALANAN' | 'DITERIMA' | 'DITERIMA_SELISIH' | null | undefined, 'DIKIRIM' | 'DALAM_PERJALANAN' | 'DITERIMA' | 'DITERIMA_SELISIH' | null>;
  perjalanan_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  tgl_kirim: string;
  keterangan: WithDefault<string>;
  status: WithDefault<'PENDING' | 'DITERIMA' | 'BATAL'>;
  no_terima: string | null;
  tgl_terima: string | null;
  total_qty: number;
  total_berat: Numeric;
  input_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type KirimBarangDetailTable = {
  id: Generated<number>;
  no_kirim: string;
  kode_barcode: string | null;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: Numeric;
  berat_awal: Numeric;
  kadar: Numeric;
  harga_jual: Rupiah;
  ongkos: Rupiah;
  size: WithDefault<string>;
  kode_intern: WithDefault<string>;
  jenis_harga: WithDefault<string>;
};

export type KirimBarangScanTable = {
  id: Generated<number>;
  no_kirim: string;
  kode_barcode: string;
  scan_by: string;
  created_at: CreatedAt;
};

export type PenerimaanBarangTable = {
  id: Generated<number>;
  kode_toko: string;
  no_terima: string;
  no_kirim: string;
  tgl_system: string;
  kode_gudang: string;
  kode_baki: string;
  status: WithDefault<'DITERIMA' | 'BATAL'>;
  total_qty: number;
  total_berat: Numeric;
  input_by: string;
  created_at: CreatedAt;
  alasan_batal: WithDefault<string>;
  batal_by: string | null;
  batal_at: Timestamp | null;
  /** the business date (tgl_system) of the cancellation */
  batal_tgl_system: NullableDate;
};

export type PenerimaanBarangDetailTable = {
  id: Generated<number>;
  kode_toko: string;
  no_terima: string;
  kode_barcode: string;
  nama_barang: string;
  berat_kirim: Numeric;
  berat_terima: Numeric;
};

export type FakturBermasalahTable = {
  id: Generated<number>;
  kode_toko: string;
  no_faktur: string;
  no_kirim: string;
  no_terima: string;
  tgl_system: string;
  status: WithDefault<'OPEN' | 'SELESAI' | 'BATAL'>;
  catatan: WithDefault<string>;
  selesai_by: string | null;
  selesai_at: Timestamp | null;
  input_by: string;
  created_at: CreatedAt;
};

export type FakturBermasalahDetailTable = {
  id: Generated<number>;
  kode_toko: string;
  no_faktur: string;
  kode_barcode: string;
  nama_barang: WithDefault<string>;
  jenis: 'TIDAK_ADA' | 'TIDAK_TERDAFTAR' | 'SELISIH_BERAT';
  berat_kirim: Numeric;
  berat_terima: Numeric;
};

export type OtorisasiTable = {
  /** random 16 characters */
  id: string;
  kode_toko: string;
  operasi: string;
  metode: 'MANUAL' | 'QR' | 'FINGERPRINT';
  status: 'OPEN' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  keystore: string | null;
  client: string | null;
  client_notes: WithDefault<string>;
  event: WithDefault<string>;
  requested_by: string;
  approved_by: string | null;
  keterangan: WithDefault<string>;
  alasan: WithDefault<string>;
  nilai: ColumnType<number | null, number | null | undefined, number | null>;
  deskripsi: WithDefault<string>;
  no_faktur_group: string | null;
  no_dokumen: string | null;
  used_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  decided_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
};

/** A WebAuthn credential an SPV/OWN enrolled for fingerprint approval (migration 0018). */
export type UserFingerprintTable = {
  /** credential id, base64url */
  id: string;
  user_id: string;
  /** COSE public key, base64url */
  public_key: string;
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: WithDefault<string>;
  device_type: WithDefault<string>;
  backed_up: WithDefault<boolean>;
  created_at: CreatedAt;
  last_used_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
};

/** A WebAuthn challenge the server issued: single use, short-lived (migration 0018). */
export type WebauthnChallengeTable = {
  challenge: string;
  user_id: string;
  purpose: 'REGISTER' | 'AUTHENTICATE';
  requested_by: string;
  kode_toko: string;
  created_at: CreatedAt;
  expires_at: ColumnType<string, Date | string, Date | string>;
  used_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
};

/** A sale receipt (no_faktur_group) of migration 0007. */
export type PenjualanTable = {
  /** the member the document was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  /** the coupon used and the automatic discounts, each inside `diskon` (migration 0045) */
  kode_kupon: ColumnType<string | null, string | null | undefined, string | null>;
  diskon_kupon: ColumnType<number, number | undefined, number>;
  diskon_kategori: ColumnType<number, number | undefined, number>;
  kode_toko: string;
  no_faktur_group: string;
  idempotency_key: string;
  tgl_system: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  nama_customer: WithDefault<string>;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  /** birth date (optional, migration 0032) */
  tgl_lahir: NullableDate;
  keterangan: WithDefault<string>;
  diskon: Rupiah;
  total_berat: Numeric;
  total_harga: Rupiah;
  grand_total: Rupiah;
  total_bayar: Rupiah;
  kembalian: Rupiah;
  /** prices of lines cancelled while others stay sold (migration 0010) */
  total_batal: Rupiah;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  no_titip: NullableText;
  titip_dp: Rupiah;
  /** the buy-back receipt of a trade-in (migration 0008) */
  no_faktur_beli: NullableText;
  /** approvals used: [{ id, operasi, approved_by, metode }] */
  otorisasi: ColumnType<UsedApproval[], string | undefined, string>;
  alasan_batal: NullableText;
  batal_by: NullableText;
  batal_at: NullableTime;
  /** the business date (tgl_system) of the cancellation */
  batal_tgl_system: NullableDate;
  input_by: string;
  created_at: CreatedAt;
};

/** A buy-back receipt of migration 0008. */
export type PembelianTable = {
  /** the member the document was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  kode_toko: string;
  no_faktur_group: string;
  idempotency_key: string;
  tgl_system: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  nama_customer: WithDefault<string>;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  keterangan: WithDefault<string>;
  total_berat: Numeric;
  total_hitung: Rupiah;
  total_harga: Rupiah;
  jenis_bayar: 'CASH' | 'TRANSFER' | 'TUKAR';
  kode_bank: NullableText;
  no_rekening: NullableText;
  no_faktur_tukar: NullableText;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  otorisasi: ColumnType<UsedApproval[], string | undefined, string>;
  alasan_batal: NullableText;
  batal_by: NullableText;
  batal_at: NullableTime;
  /** the business date (tgl_system) of the cancellation */
  batal_tgl_system: NullableDate;
  input_by: string;
  created_at: CreatedAt;
};

/** A line of a buy-back receipt, one per piece (no_faktur_beli unique per store). */
export type PembelianDetailTable = {
  kode_toko: string;
  no_faktur_beli: string;
  no_faktur_group: string;
  urut: number;
  no_faktur_jual: string | null;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: Numeric;
  kode_kondisi: string;
  nama_kondisi: WithDefault<string>;
  kode_harga: string | null;
  harga_emas: Rupiah;
  berat_nota: ColumnType<string | null, string | null | undefined, string | null>;
  harga_nota: ColumnType<number | null, number | null | undefined, number | null>;
  berat: Numeric;
  berat_dipakai: Numeric;
  nilai_emas: Rupiah;
  potongan_kondisi: Rupiah;
  potongan_rugi: Rupiah;
  rugi_nota_berlaku: WithDefault<boolean>;
  harga_hitung: Rupiah;
  harga: Rupiah;
  tujuan: 'STOCK' | 'HANCUR';
  kode_gudang: string;
  kode_baki: string;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  /** a diamond piece: what its stones were paid, and the certificate checked (migration 0053) */
  harga_batu: WithDefault<number>;
  no_sertifikat: NullableText;
};

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;

/** A line of a sale receipt, one per item (no_faktur_jual unique per store). */
export type PenjualanDetailTable = {
  kode_toko: string;
  no_faktur_jual: string;
  no_faktur_group: string;
  urut: number;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: Numeric;
  berat: Numeric;
  jenis: WithDefault<'NORMAL' | 'TUKAR'>;
  jenis_harga: 'GRAM' | 'BANDROL' | 'AKSESORIS';
  kode_gudang: string;
  kode_baki: string;
  harga_per_gram: Rupiah;
  harga_beli_per_gram: Rupiah;
  ongkos: Rupiah;
  harga_hitung: Rupiah;
  floor: Rupiah;
  harga: Rupiah;
  jumlah: WithDefault<number>;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  batal_by: NullableText;
  batal_at: NullableTime;
  /** the business date (tgl_system) of the cancellation */
  batal_tgl_system: NullableDate;
  /** a diamond line (migration 0053): its gold part and its stones; the making charge is `ongkos` */
  berlian: WithDefault<boolean>;
  harga_emas: WithDefault<number>;
  harga_batu: WithDefault<number>;
  lab_sertifikat: NullableText;
  no_sertifikat: NullableText;
};

/** A payment of a sale receipt (TITIP: the down payment of the layaway it came from). */
export type PenjualanBayarTable = {
  id: Generated<number>;
  kode_toko: string;
  no_faktur_group: string;
  urut: number;
  jenis: 'CASH' | 'CARD' | 'TRANSFER' | 'MARKETPLACE' | 'TITIP' | 'TUKAR' | 'PESANAN';
  jumlah_rp: Rupiah;
  kode_bank: NullableText;
  no_rekening: NullableText;
  fee_persen: Numeric;
  jumlah_gesek: Rupiah;
  kode_marketplace: NullableText;
};

/** The cash ledger: one row per movement of money. */
export type KasMutasiTable = {
  id: Generated<number>;
  kode_toko: string;
  tgl_system: string;
  /** one of the domain catalogue KAS_KATEGORI (spaced names, issue 18) */
  kategori: KasKategori;
  keterangan: WithDefault<string>;
  no_ref: WithDefault<string>;
  /** NON_TUNAI: a card/transfer payment waiting for non-cash validation (migration 0063) */
  jenis: 'CASH' | 'BANK' | 'MARKETPLACE' | 'NON_TUNAI';
  kode_bank: NullableText;
  no_rekening: NullableText;
  kode_marketplace: NullableText;
  jumlah_in: Rupiah;
  jumlah_out: Rupiah;
  input_by: string;
  created_at: CreatedAt;
  /** migration 0011: the code of a manual KAS MASUK / KAS KELUAR */
  kode_transaksi: NullableText;
  /** migration 0011: the kategori chosen on a mutasi form */
  sub_kategori: NullableText;
  /** migration 0011: the shop's fee of a GESEK TUNAI (on its bank row) */
  fee_rp: ColumnType<number, number | undefined, number>;
};

/** A balance move asked by a cashier, written to the ledger when a supervisor validates it (migration 0011). */
export type PengalihanSaldoTable = {
  kode_toko: string;
  no_pengalihan: string;
  tgl_system: string;
  asal: string;
  asal_rekening: NullableText;
  tujuan: string;
  tujuan_rekening: NullableText;
  jumlah: Rupiah;
  keterangan: string;
  status: ColumnType<'OPEN' | 'VALID' | 'TOLAK', 'OPEN' | 'VALID' | 'TOLAK' | undefined, 'OPEN' | 'VALID' | 'TOLAK'>;
  input_by: string;
  created_at: CreatedAt;
  valid_by: NullableText;
  valid_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  otorisasi: NullableText;
};

/** Money sent by a store to head office (migration 0012): OPEN in transit, DONE once received. */
export type KirimUangTable = {
  nota_kirim: string;
  kode_toko: string;
  tgl_system: string;
  tujuan: string;
  jumlah_rp: Rupiah;
  keterangan: WithDefault<string>;
  no_reff: WithDefault<string>;
  asal: 'CASH' | 'BANK';
  no_rekening: NullableText;
  status: WithDefault<'OPEN' | 'DONE'>;
  tgl_terima: ColumnType<string | null, string | null | undefined, string | null>;
  terima_by: NullableText;
  terima_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  input_by: string;
  created_at: CreatedAt;
};

/** A layaway deposit (titip). */
export type TitipTable = {
  /** the member the document was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  kode_toko: string;
  no_titip: string;
  idempotency_key: string;
  tgl_system: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  nama_customer: string;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  keterangan: WithDefault<string>;
  total_berat: Numeric;
  total_harga: Rupiah;
  dp: Rupiah;
  status: WithDefault<'AKTIF' | 'LUNAS' | 'BATAL'>;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  potongan: Rupiah;
  refund: Rupiah;
  alasan_batal: NullableText;
  batal_by: NullableText;
  batal_at: NullableTime;
  batal_tgl_system: NullableText;
  no_faktur_group: NullableText;
  otorisasi: ColumnType<UsedApproval[], string | undefined, string>;
  input_by: string;
  created_at: CreatedAt;
};

export type TitipDetailTable = Omit<PenjualanDetailTable, 'no_faktur_jual' | 'no_faktur_group' | 'jenis' | 'jumlah' | 'status' | 'batal_by' | 'batal_at' | 'batal_tgl_system' | 'berlian' | 'harga_emas' | 'harga_batu' | 'lab_sertifikat' | 'no_sertifikat'> & {
  no_titip: string;
};

export type TitipBayarTable = Omit<PenjualanBayarTable, 'no_faktur_group' | 'jenis'> & {
  no_titip: string;
  jenis: 'CASH' | 'CARD' | 'TRANSFER' | 'MARKETPLACE';
};

/** Orders (issue 21, migration 0020). */
export type PesananTable = {
  /** the member the document was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  kode_toko: string;
  no_pesanan: string;
  idempotency_key: string;
  tgl_system: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  kode_tukang: string;
  nama_tukang: WithDefault<string>;
  nama_customer: string;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  /** birth date (optional, migration 0032) */
  tgl_lahir: NullableDate;
  keterangan: WithDefault<string>;
  tgl_janji: string;
  dasar_harga: 'KUNCI' | 'AMBIL';
  total_berat: Numeric;
  total_qty: WithDefault<number>;
  ongkos: WithDefault<number>;
  total_harga: Rupiah;
  dp: Rupiah;
  status: WithDefault<'OPEN' | 'DONE' | 'FINISH' | 'BATAL'>;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  selesai_by: NullableText;
  selesai_at: NullableTime;
  potongan: WithDefault<number>;
  refund: WithDefault<number>;
  alasan_batal: NullableText;
  batal_by: NullableText;
  batal_at: NullableTime;
  batal_tgl_system: NullableText;
  no_faktur_group: NullableText;
  otorisasi: ColumnType<UsedApproval[], string | undefined, string>;
  input_by: string;
  created_at: CreatedAt;
};

export type PesananDetailTable = {
  kode_toko: string;
  no_pesanan: string;
  urut: number;
  deskripsi: string;
  kode_group: string;
  kode_dept: string;
  kadar: Numeric;
  berat_estimasi: Numeric;
  size: WithDefault<string>;
  ongkos: WithDefault<number>;
  foto: WithDefault<string>;
  harga_per_gram: WithDefault<number>;
  harga: Rupiah;
  berat: ColumnType<string | null, string | null | undefined, string | null>;
  kode_barcode: NullableText;
};

export type PesananBayarTable = Omit<TitipBayarTable, 'no_titip'> & { no_pesanan: string };

export type PreOrderTable = {
  kode_toko: string;
  no_pre_order: string;
  tgl_system: string;
  nama_customer: string;
  no_hp: WithDefault<string>;
  kode_toko_asal: string;
  kode_barcode: string;
  nama_barang: string;
  berat: Numeric;
  keterangan: WithDefault<string>;
  status: WithDefault<'open' | 'finish' | 'cancel'>;
  finish_by: NullableText;
  finish_at: NullableTime;
  input_by: string;
  created_at: CreatedAt;
};

/** What a store's receipt (NOTA) or slip (SLIP) shows: one JSON document per kind. */
export type SettingNotaTable = {
  kode_toko: string;
  kind: 'NOTA' | 'SLIP';
  data: ColumnType<Record<string, unknown>, string, string>;
  updated_by: string;
  updated_at: Timestamp;
};

/** Accounting (migration 0014): a store's chart of accounts. */
export type AkunTable = {
  kode_toko: string;
  nomor_akun: string;
  nama_akun: string;
  /** KAS, BANK, MARKETPLACE: the money accounts a movement without a parameter posts to; SUSPENSE: its other side */
  peran: ColumnType<string | null, string | null | undefined, string | null>;
  /** the store's bank account this account keeps (BANK movements of that rekening post here) */
  no_rekening: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
};

/** A journal parameter (spec 000 §3): kategori (trx) and type, its lines in para_akun_transaksi_detail. */
export type ParaAkunTransaksiTable = {
  kode_toko: string;
  trx: string;
  type: 'CASH' | 'BANK' | 'MARKETPLACE';
  updated_by: Generated<string>;
  updated_at: Timestamp;
};

export type ParaAkunTransaksiDetailTable = {
  _id: Generated<string>;
  kode_toko: string;
  trx: string;
  type: string;
  urut: number;
  kode_akun: string;
  jenis_akun: 'DEBET' | 'KREDIT';
  nomor_akun: string;
  /** the line of the account where the money sits */
  uang: boolean;
};

/** The journal: lines posted by the kas_mutasi trigger; one journal per cash ledger row (kas_mutasi_id). */
export type JurnalTable = {
  id: Generated<number>;
  kas_mutasi_id: number;
  kode_toko: string;
  tgl_system: string;
  trx: string;
  type: string;
  no_ref: string;
  keterangan: string;
  urut: number;
  kode_akun: string;
  jenis_akun: 'DEBET' | 'KREDIT';
  nomor_akun: string;
  debet: number;
  kredit: number;
  input_by: string;
  created_at: CreatedAt;
};

/** A closed business date of a store (migration 0013) with its end-of-day summary. */
export type TutupTokoTable = {
  kode_toko: string;
  tgl_system: string;
  tgl_berikut: string;
  ringkasan: ColumnType<Record<string, unknown>, string, string>;
  peringatan: ColumnType<unknown[], string | undefined, string>;
  closed_by: string;
  closed_at: CreatedAt;
};

/** A warehouse/tray's stock on a closed day; weights numeric(16,3). */
export type SaldoBarangHarianTable = {
  kode_toko: string;
  tgl_system: string;
  kode_gudang: string;
  kode_baki: string;
  qty_awal: number;
  berat_awal: Numeric;
  qty_masuk: number;
  berat_masuk: Numeric;
  qty_keluar: number;
  berat_keluar: Numeric;
  qty_akhir: number;
  berat_akhir: Numeric;
};

/** A money account's balance on a closed day (akun: '' for CASH, no_rekening, kode_marketplace). */
export type SaldoKasHarianTable = {
  kode_toko: string;
  tgl_system: string;
  jenis: 'CASH' | 'BANK' | 'MARKETPLACE' | 'NON_TUNAI';
  akun: string;
  kode_bank: NullableText;
  saldo_awal: Rupiah;
  masuk: Rupiah;
  keluar: Rupiah;
  saldo_akhir: Rupiah;
};

/** Issue 36 (migration 0063): a pending non-cash payment validated by a supervisor against the bank statement. */
export type ValidasiNonTunaiTable = {
  id: Generated<number>;
  kode_toko: string;
  tgl_system: string;
  no_ref: string;
  kode_bank: string | null;
  no_rekening: string | null;
  jumlah_rp: Rupiah;
  no_referensi: string;
  validated_by: string;
  validated_at: CreatedAt;
};

/** Issue 23 (migration 0026): a store's WhatsApp gateway. */
export type WhatsappSettingTable = {
  kode_toko: string;
  base_url: string;
  token: WithDefault<string>;
  /** HTTP: the WhatsApp backend at base_url; STANDIN: the stand-in, which records messages and sends nothing (0040) */
  jenis: WithDefault<'HTTP' | 'STANDIN'>;
  updated_by: string;
  updated_at: Timestamp;
};

/** What the WhatsApp stand-in received instead of sending (migration 0040): one row per message. */
export type WhatsappStandinTable = {
  id: Generated<number>;
  kode_toko: string;
  receiver: string;
  message: string;
  image_url: string | null;
  idempotency_key: string | null;
  created_at: CreatedAt;
};

/** A promo to the store's customers (spec 000 §3), one per store and send date. */
export type PromoTable = {
  id: Generated<number>;
  kode_toko: string;
  template: string;
  tgl_kirim: string;
  image_url: WithDefault<string>;
  status: WithDefault<'TERJADWAL' | 'DIKIRIM' | 'SELESAI'>;
  total: WithDefault<number>;
  queued_at: NullableTime;
  finished_at: NullableTime;
  created_by: string;
  created_at: CreatedAt;
  updated_by: string;
  updated_at: Timestamp;
};

/** An idempotency key claimed by a document write, with the answer it gave (migration 0039). */
export type IdempotensiTable = {
  kode_toko: string;
  jenis: string;
  kunci: string;
  jawaban: ColumnType<unknown, string | null, string | null>;
  input_by: string;
  created_at: CreatedAt;
};

/** The promo outbox: one row per promo and phone. */
export type PromoOutboxTable = {
  id: Generated<number>;
  promo_id: number;
  kode_toko: string;
  no_hp: string;
  kode_customer: WithDefault<string>;
  nama_customer: WithDefault<string>;
  message: string;
  image_url: WithDefault<string>;
  status: WithDefault<'PENDING' | 'SENDING' | 'SENT' | 'FAILED'>;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  claimed_at: NullableTime;
  claimed_by: NullableText;
  last_error: NullableText;
  sent_at: NullableTime;
  /** the one resend of a message cut off by a stopped server (same Idempotency-Key) was given */
  resent: WithDefault<boolean>;
  created_at: CreatedAt;
};

/** Staff news (/hak-akses-news). */
export type NewsTable = {
  id: Generated<number>;
  judul: string;
  isi: string;
  levels: ColumnType<Level[], string, string>;
  toko: ColumnType<string[], string | undefined, string>;
  aktif: WithDefault<boolean>;
  created_by: string;
  created_at: CreatedAt;
  updated_by: string;
  updated_at: Timestamp;
};

/** A stone attribute master of the diamond module (migration 0050: batu_shape ... batu_fluorescence). */
type StoneAttributeTable<C extends string, N extends string> = MasterColumns & { [K in C | N]: string } & { urut: WithDefault<number> };

/** Diamond suppliers (migration 0050, supplier-berlian). */
export type SupplierBerlianTable = MasterColumns & { kode_supplier: string; nama_supplier: string; no_hp: WithDefault<string>; alamat: WithDefault<string> };

/** The diamond price grid (migration 0050, parameter-berlian). */
export type ParameterBerlianTable = MasterColumns & {
  kode_harga_berlian: string;
  tgl_berlaku: string;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  karat_dari: Numeric;
  karat_sampai: Numeric;
  harga_per_karat: Rupiah;
  margin_persen: Numeric;
};

/** The stone lines of a diamond piece (migration 0050). */
export type ItemBatuTable = {
  id: Generated<string>;
  kode_toko: string;
  kode_barcode: string;
  urut: number;
  jenis_batu: string;
  jumlah: number;
  karat: Numeric;
  size: WithDefault<string>;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  kode_cutgrade: WithDefault<string>;
  kode_polish: WithDefault<string>;
  kode_symmetry: WithDefault<string>;
  kode_fluorescence: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

/** A diamond piece's certificate (migration 0050). */
export type ItemSertifikatTable = {
  kode_toko: string;
  kode_barcode: string;
  lab_sertifikat: string;
  no_sertifikat: string;
  foto_sertifikat: string | null;
  input_by: string;
  created_at: CreatedAt;
};

/** A diamond piece's supplier and cost (migration 0052). */
export type ItemBerlianTable = {
  kode_toko: string;
  kode_barcode: string;
  kode_supplier: WithDefault<string>;
  no_faktur_supplier: WithDefault<string>;
  /** integer rupiah, bigint */
  harga_modal: Rupiah;
  input_by: string;
  created_at: CreatedAt;
};

/** Repair descriptions (migration 0021, master para-deskripsi-service). */
export type DeskripsiServiceTable = MasterColumns & { kode_deskripsi: string; nama_deskripsi: string; ongkos: Rupiah };

type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

/** A repair ticket (migration 0021): OPEN -> DONE -> CLOS, or CANC. */
export type ServiceTable = {
  /** the member the document was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  kode_toko: string;
  no_service: string;
  idempotency_key: string;
  tgl_system: string;
  nama_customer: string;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  /** birth date (optional, migration 0032) */
  tgl_lahir: NullableDate;
  kode_tukang: string;
  nama_tukang: WithDefault<string>;
  tgl_janji: string;
  keterangan: WithDefault<string>;
  status: WithDefault<'OPEN' | 'DONE' | 'CLOS' | 'CANC'>;
  ongkos_estimasi: Rupiah;
  dp: Rupiah;
  total_berat_masuk: Numeric;
  total_berat_keluar: ColumnType<string | null, string | null | undefined, string | null>;
  ongkos: Rupiah;
  total_tambah: Rupiah;
  total_susut: Rupiah;
  total_biaya: Rupiah;
  bayar: Rupiah;
  kembalian: Rupiah;
  dikembalikan: Rupiah;
  refund: Rupiah;
  tgl_selesai: NullableDate;
  selesai_by: NullableText;
  selesai_at: NullableTime;
  ambil_idempotency_key: NullableText;
  tgl_ambil: NullableDate;
  ambil_by: NullableText;
  ambil_at: NullableTime;
  tgl_batal: NullableDate;
  batal_by: NullableText;
  batal_at: NullableTime;
  alasan_batal: NullableText;
  otorisasi: NullableText;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  input_by: string;
  created_at: CreatedAt;
};

/** A customer's piece of a repair (migration 0021). */
export type ServiceDetailTable = {
  kode_toko: string;
  no_service: string;
  urut: number;
  nama_barang: string;
  kode_group: string;
  kadar: Numeric;
  berat_masuk: Numeric;
  berat_keluar: ColumnType<string | null, string | null | undefined, string | null>;
  harga_jual_per_gram: Rupiah;
  harga_beli_per_gram: Rupiah;
  nilai_tambah: Rupiah;
  nilai_susut: Rupiah;
  deskripsi: string;
  foto: NullableText;
};

export type Database = {
  idempotensi: IdempotensiTable;
  whatsapp_setting: WhatsappSettingTable;
  whatsapp_standin: WhatsappStandinTable;
  promo: PromoTable;
  promo_outbox: PromoOutboxTable;
  news: NewsTable;
  tutup_toko: TutupTokoTable;
  saldo_barang_harian: SaldoBarangHarianTable;
  saldo_kas_harian: SaldoKasHarianTable;
  validasi_non_tunai: ValidasiNonTunaiTable;
  penjualan: PenjualanTable;
  penjualan_detail: PenjualanDetailTable;
  penjualan_bayar: PenjualanBayarTable;
  pembelian: PembelianTable;
  pembelian_detail: PembelianDetailTable;
  kas_mutasi: KasMutasiTable;
  pengalihan_saldo: PengalihanSaldoTable;
  kirim_uang: KirimUangTable;
  titip: TitipTable;
  titip_detail: TitipDetailTable;
  titip_bayar: TitipBayarTable;
  setting_nota: SettingNotaTable;
  otorisasi: OtorisasiTable;
  user_fingerprint: UserFingerprintTable;
  webauthn_challenge: WebauthnChallengeTable;
  toko: TokoTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_audit: AuthAuditTable;
  para_module: ParaModuleTable;
  para_system: ParaSystemTable;
  kategori: KategoriTable;
  jenis: JenisTable;
  kelompok_harga: KelompokHargaTable;
  group_barang: GroupBarangTable;
  bandrol: BandrolTable;
  kode_transaksi: KodeTransaksiTable;
  gudang: GudangTable;
  baki: BakiTable;
  sales: SalesTable;
  tukang: TukangTable;
  kondisi_barang: KondisiBarangTable;
  kondisi_pembelian: KondisiPembelianTable;
  kondisi_pinjaman: KondisiPinjamanTable;
  hadiah: HadiahTable;
  rugi_nota: RugiNotaTable;
  jenis_group: JenisGroupTable;
  kadar: KadarTable;
  kadar_eod: KadarEodTable;
  bank: BankTable;
  rekening: RekeningTable;
  marketplace: MarketplaceTable;
  keterangan_penjualan: KeteranganPenjualanTable;
  keterangan_nota: KeteranganNotaTable;
  parameter_point: ParameterPointTable;
  harga_beli: HargaBeliTable;
  parameter_ongkos: ParameterOngkosTable;
  harga_emas: HargaEmasTable;
  harga_emas_global: HargaEmasGlobalTable;
  nomor_dokumen: NomorDokumenTable;
  barang: BarangTable;
  barang_manual: BarangManualTable;
  barang_manual_mutasi: BarangManualMutasiTable;
  jual_beli_manual: JualBeliManualTable;
  jual_beli_manual_detail: JualBeliManualDetailTable;
  saldo_barang_manual_harian: SaldoBarangManualHarianTable;
  stock_mutasi: StockMutasiTable;
  pindah_barang: PindahBarangTable;
  pindah_barang_detail: PindahBarangDetailTable;
  kirim_barang: KirimBarangTable;
  kirim_barang_detail: KirimBarangDetailTable;
  kirim_barang_scan: KirimBarangScanTable;
  penerimaan_barang: PenerimaanBarangTable;
  penerimaan_barang_detail: PenerimaanBarangDetailTable;
  faktur_bermasalah: FakturBermasalahTable;
  faktur_bermasalah_detail: FakturBermasalahDetailTable;
  timbang_baki: TimbangBakiTable;
  stock_opname: StockOpnameTable;
  stock_opname_detail: StockOpnameDetailTable;
  akun: AkunTable;
  para_akun_transaksi: ParaAkunTransaksiTable;
  para_akun_transaksi_detail: ParaAkunTransaksiDetailTable;
  jurnal: JurnalTable;
  pesanan: PesananTable;
  pesanan_detail: PesananDetailTable;
  pesanan_bayar: PesananBayarTable;
  pre_order: PreOrderTable;
  deskripsi_service: DeskripsiServiceTable;
  batu_shape: StoneAttributeTable<'kode_shape', 'nama_shape'>;
  batu_color: StoneAttributeTable<'kode_color', 'nama_color'>;
  batu_clarity: StoneAttributeTable<'kode_clarity', 'nama_clarity'>;
  batu_cutgrade: StoneAttributeTable<'kode_cutgrade', 'nama_cutgrade'>;
  batu_polish: StoneAttributeTable<'kode_polish', 'nama_polish'>;
  batu_symmetry: StoneAttributeTable<'kode_symmetry', 'nama_symmetry'>;
  batu_fluorescence: StoneAttributeTable<'kode_fluorescence', 'nama_fluorescence'>;
  supplier_berlian: SupplierBerlianTable;
  parameter_berlian: ParameterBerlianTable;
  item_batu: ItemBatuTable;
  item_sertifikat: ItemSertifikatTable;
  item_berlian: ItemBerlianTable;
  service: ServiceTable;
  service_detail: ServiceDetailTable;
} & PawnTables &
  MemberTables &
  CouponTables &
  GiftTables &
  CashbackTables &
  CicilanTables &
  SupplierHargaTables &
  SepuhanTables &
  WebExternalTables &
  KirimBarangMasterTables &
  MarketplaceTables;

export type Toko = Selectable<TokoTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
