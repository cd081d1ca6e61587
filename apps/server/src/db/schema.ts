import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AksesNode, Level } from '@emas/domain';

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
type MasterColumns = {
  _id: Generated<string>;
  kode_toko: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: Generated<string>;
  updated_by: Generated<string>;
};

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
export type KodeTransaksiTable = MasterColumns & { kode_transaksi: string; nama_transaksi: string; jenis_transaksi: string };
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
export type RekeningTable = MasterColumns & { no_rekening: string; nama_rekening: string; kode_bank: string };
export type MarketplaceTable = MasterColumns & { kode_marketplace: string; nama_marketplace: string; biaya_admin: Numeric };
export type KeteranganPenjualanTable = MasterColumns & { keterangan: string; status: WithDefault<string> };
export type KeteranganNotaTable = MasterColumns & { kode_nota: string; keterangan: string };
export type ParameterPointTable = MasterColumns & { kode_poin: string; jenis_transaksi: string; kelipatan_rp: Rupiah; poin: number };
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
  status: WithDefault<'READY' | 'TITIP' | 'CONTOH' | 'HANCUR' | 'KIRIM' | 'TERJUAL'>;
  foto: ColumnType<string | null, string | null | undefined, string | null>;
  /** business date the item was added, 'YYYY-MM-DD' */
  tgl_system: WithDefault<string>;
  input_by: WithDefault<string>;
  updated_by: WithDefault<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
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

export type Database = {
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
  stock_mutasi: StockMutasiTable;
  pindah_barang: PindahBarangTable;
  pindah_barang_detail: PindahBarangDetailTable;
};

export type Toko = Selectable<TokoTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
