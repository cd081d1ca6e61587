import type { ColumnType, Generated } from 'kysely';
import type { UsedApproval } from './schema-approval';

/** Tables of pawn loans (migration 0019, issue 20); joined into `Database` in schema.ts. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<UsedApproval[], string | undefined, string>;

type ParameterColumns = {
  _id: Generated<string>;
  kode_toko: string;
  tgl_berlaku: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: Generated<string>;
  updated_by: Generated<string>;
};

export type ParaBungaHutangTable = ParameterColumns & {
  kode_bunga: string;
  pinjaman_dari: Rupiah;
  pinjaman_sampai: Rupiah;
  bunga_persen: Numeric;
  hari_periode: WithDefault<number>;
  min_periode: WithDefault<number>;
  biaya_admin: Rupiah;
};
export type PlafondHutangTable = ParameterColumns & { kode_plafond: string; plafond_rp: Rupiah };
export type PlafondHutangKadarTable = ParameterColumns & { kode_plafond_kadar: string; kadar_dari: Numeric; kadar_sampai: Numeric; persen_plafond: Numeric };
export type ParaHutangPokokTable = ParameterColumns & {
  kode_pokok: string;
  dasar_taksiran: WithDefault<string>;
  lama_pinjam: WithDefault<number>;
  masa_tenggang: WithDefault<number>;
  pembulatan: Rupiah;
};

export type HutangTable = {
  /** the member the loan was written for (migration 0041) */
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  kode_toko: string;
  no_faktur_hutang: string;
  idempotency_key: string;
  tgl_hutang: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  no_identitas: string;
  /** birth date (optional, migration 0032) */
  tgl_lahir: ColumnType<string | null, string | null | undefined, string | null>;
  jumlah_hutang_awal: Rupiah;
  jumlah_hutang: Rupiah;
  kode_bunga: string;
  bunga_persen: Numeric;
  hari_periode: number;
  min_periode: number;
  pembulatan: Rupiah;
  biaya_admin: Rupiah;
  periode_dibayar: WithDefault<number>;
  bunga_dibayar: Rupiah;
  lama_pinjam: number;
  masa_tenggang: number;
  tgl_jatuh_tempo: string;
  taksiran: Rupiah;
  plafond: Rupiah;
  status: WithDefault<'AKTIF' | 'LUNAS' | 'LELANG' | 'BATAL'>;
  tgl_lunas: ColumnType<string | null, string | null | undefined, string | null>;
  total_bayar: Rupiah;
  harga_lelang: ColumnType<number | null, number | null | undefined, number | null>;
  valid: WithDefault<boolean>;
  valid_by: ColumnType<string | null, string | null | undefined, string | null>;
  valid_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  otorisasi: Json;
  input_by: string;
  created_at: CreatedAt;
};

export type HutangBarangTable = {
  kode_toko: string;
  no_faktur_hutang: string;
  urut: number;
  nama_barang: string;
  kode_group: string;
  kadar: Numeric;
  berat: Numeric;
  berat_batu: Numeric;
  berat_emas: Numeric;
  kode_kondisi: string;
  harga_per_gram: Rupiah;
  taksiran: Rupiah;
  persen_plafond: Numeric;
  plafond: Rupiah;
  keterangan: WithDefault<string>;
  foto: ColumnType<string | null, string | null | undefined, string | null>;
  status: WithDefault<'GADAI' | 'KEMBALI' | 'LELANG'>;
  /** the item (barang) the piece became when its loan was auctioned into stock (migration 0028) */
  kode_barcode: ColumnType<string | null, string | null | undefined, string | null>;
};

export type HutangBayarTable = {
  id: Generated<number>;
  kode_toko: string;
  no_bayar: string;
  no_faktur_hutang: string;
  tgl_system: string;
  jenis: 'BUNGA' | 'PEREMAJAAN' | 'CICIL_POKOK' | 'TEBUS' | 'BATAL_TEBUS' | 'LELANG' | 'BATAL_LELANG';
  pokok: Rupiah;
  bunga: Rupiah;
  biaya: Rupiah;
  total: number;
  periode: WithDefault<number>;
  bunga_persen: Numeric;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  alasan_batal: ColumnType<string | null, string | null | undefined, string | null>;
  batal_by: ColumnType<string | null, string | null | undefined, string | null>;
  batal_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  otorisasi: Json;
  /** the journal an auction wrote without a cash row (migration 0036), so its cancellation mirrors those lines */
  jurnal_id: ColumnType<number | null, number | null | undefined, number | null>;
  input_by: string;
  created_at: CreatedAt;
};

export type HutangMutasiTable = {
  id: Generated<number>;
  kode_toko: string;
  no_faktur_hutang: string;
  urut: number;
  jenis: 'MASUK' | 'TEBUS' | 'BATAL_TEBUS' | 'LELANG' | 'BATAL_LELANG';
  tgl_system: string;
  qty: number;
  berat: Numeric;
  no_ref: string;
  input_by: string;
  created_at: CreatedAt;
};

export type HutangPengingatTable = {
  kode_toko: string;
  no_faktur_hutang: string;
  tgl_jatuh_tempo: string;
  jenis: 'SEBELUM' | 'JATUH_TEMPO';
  no_hp: string;
  pesan: string;
  sent_at: CreatedAt;
};

export type PawnTables = {
  hutang_pengingat: HutangPengingatTable;
  para_bunga_hutang: ParaBungaHutangTable;
  plafond_hutang: PlafondHutangTable;
  plafond_hutang_kadar: PlafondHutangKadarTable;
  para_hutang_pokok: ParaHutangPokokTable;
  hutang: HutangTable;
  hutang_barang: HutangBarangTable;
  hutang_bayar: HutangBayarTable;
  hutang_mutasi: HutangMutasiTable;
};
