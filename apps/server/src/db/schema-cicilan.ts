import type { ColumnType, Generated } from 'kysely';
import type { UsedApproval } from './schema-approval';

/** Tables of instalment plans (migration 0048, issue 33); joined into `Database` in schema.ts. */
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
type Approvals = ColumnType<UsedApproval[], string | undefined, string>;

/** The parameters of one tenor on a date, per store (a master row, /parameter-cicilan). */
export type ParaCicilanTable = {
  _id: Generated<string>;
  kode_toko: string;
  tgl_berlaku: string;
  tenor_bulan: number;
  margin_persen: Numeric;
  min_dp_persen: Numeric;
  biaya_admin: Rupiah;
  denda_jenis: WithDefault<string>;
  denda_persen: Numeric;
  denda_maks_persen: Numeric;
  masa_tenggang: WithDefault<number>;
  gagal_setelah: WithDefault<number>;
  potongan_pelunasan_persen: Numeric;
  pembulatan: WithDefault<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: Generated<string>;
  updated_by: Generated<string>;
};

export type CicilanStatusColumn = 'AKTIF' | 'LUNAS' | 'DISERAHKAN' | 'BATAL' | 'GAGAL_BAYAR';

/** The plan header: the original's fields, the cash price and margin, and the terms copied on its date. */
export type CicilanTable = {
  kode_toko: string;
  no_faktur_cicil: string;
  idempotency_key: string;
  tgl_system: string;
  kode_sales: string;
  nama_sales: WithDefault<string>;
  kode_member: ColumnType<string | null, string | null | undefined, string | null>;
  nama_customer: string;
  alamat_customer: WithDefault<string>;
  no_hp: WithDefault<string>;
  keterangan: WithDefault<string>;
  total_berat: Numeric;
  harga_tunai: Rupiah;
  margin: Rupiah;
  harga_jual_cicil: Rupiah;
  dp_rp: Rupiah;
  biaya_admin: Rupiah;
  sisa_bayar: Rupiah;
  nilai_angsuran: Rupiah;
  cicilan_terbayar: Rupiah;
  pelunasan_cepat: Rupiah;
  potongan_pelunasan: Rupiah;
  denda_terbayar: Rupiah;
  margin_diakui: Rupiah;
  batal_rp: Rupiah;
  tenor_bulan: number;
  tgl_berlaku: string;
  margin_persen: Numeric;
  min_dp_persen: Numeric;
  denda_jenis: string;
  denda_persen: Numeric;
  denda_maks_persen: Numeric;
  masa_tenggang: number;
  gagal_setelah: number;
  potongan_pelunasan_persen: Numeric;
  pembulatan: number;
  status: WithDefault<CicilanStatusColumn>;
  tgl_lunas: NullableText;
  tgl_serah: NullableText;
  serah_by: NullableText;
  potongan_batal: Rupiah;
  refund: Rupiah;
  alasan_batal: NullableText;
  batal_by: NullableText;
  batal_at: NullableTime;
  batal_tgl_system: NullableText;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  otorisasi: Approvals;
  input_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

/** A piece reserved by the plan (stock status CICIL), priced as a sale on the plan's date. */
export type CicilanDetailTable = {
  kode_toko: string;
  no_faktur_cicil: string;
  urut: number;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: Numeric;
  berat: Numeric;
  jenis_harga: 'GRAM' | 'BANDROL' | 'AKSESORIS';
  kode_gudang: string;
  kode_baki: string;
  harga_per_gram: Rupiah;
  harga_beli_per_gram: Rupiah;
  ongkos: Rupiah;
  harga_hitung: Rupiah;
  floor: Rupiah;
  harga: Rupiah;
};

export type CicilanJadwalTable = {
  kode_toko: string;
  no_faktur_cicil: string;
  ke: number;
  tgl_jatuh_tempo: string;
  nilai: number;
};

export type CicilanTransaksiJenis = 'DP' | 'BAYAR' | 'PELUNASAN CEPAT' | 'BATAL' | 'GAGAL BAYAR' | 'SERAH';

/** One event of a plan: what it paid on the price (pokok), in late fees, admin, waived, refunded, and sisa_bayar after. */
export type CicilanTransaksiTable = {
  id: Generated<number>;
  kode_toko: string;
  no_transaksi: string;
  no_faktur_cicil: string;
  idempotency_key: NullableText;
  tgl_system: string;
  jenis: CicilanTransaksiJenis;
  jumlah: Rupiah;
  pokok: Rupiah;
  denda: Rupiah;
  admin: Rupiah;
  potongan: Rupiah;
  margin_diakui: Rupiah;
  refund: Rupiah;
  sisa_bayar: number;
  keterangan: WithDefault<string>;
  kembalian: Rupiah;
  valid: WithDefault<boolean>;
  valid_by: NullableText;
  valid_at: NullableTime;
  otorisasi: Approvals;
  input_by: string;
  created_at: CreatedAt;
};

/** The payment mix of an event (like titip_bayar), keyed by the event's number. */
export type CicilanBayarTable = {
  id: Generated<number>;
  kode_toko: string;
  no_transaksi: string;
  urut: number;
  jenis: 'CASH' | 'CARD' | 'TRANSFER' | 'MARKETPLACE';
  jumlah_rp: Rupiah;
  kode_bank: ColumnType<string | null, string | null | undefined, string | null>;
  no_rekening: ColumnType<string | null, string | null | undefined, string | null>;
  fee_persen: Numeric;
  jumlah_gesek: Rupiah;
  kode_marketplace: ColumnType<string | null, string | null | undefined, string | null>;
};

export type CicilanTables = {
  para_cicilan: ParaCicilanTable;
  cicilan: CicilanTable;
  cicilan_detail: CicilanDetailTable;
  cicilan_jadwal: CicilanJadwalTable;
  cicilan_transaksi: CicilanTransaksiTable;
  cicilan_bayar: CicilanBayarTable;
};
