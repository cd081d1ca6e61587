import type { ColumnType, Generated } from 'kysely';
import type { MasterColumns } from './schema-columns';

/** Tables of coupons, category discounts and the sales bonus (migration 0045, issue 32); joined into `Database` in schema.ts. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;


export type KuponTable = MasterColumns & {
  kode_kupon: string;
  nama_kupon: WithDefault<string>;
  jenis: WithDefault<'RP' | 'PERSEN'>;
  nominal_rp: Rupiah;
  persen: Numeric;
  maks_rp: Rupiah;
  minimal_belanja: Rupiah;
  tgl_dari: string;
  tgl_sampai: string;
  kuota: WithDefault<number>;
  sekali_per_member: WithDefault<boolean>;
  toko: WithDefault<string>;
  aktif: WithDefault<boolean>;
};

export type KuponPakaiTable = {
  id: Generated<string>;
  kode_kupon: string;
  kode_toko: string;
  no_faktur_group: string;
  kode_member: NullableText;
  tanggal: string;
  total_belanja: number;
  potongan: number;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  input_by: string;
  created_at: CreatedAt;
  batal_by: NullableText;
  batal_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
};

export type ParaPotonganKategoriTable = MasterColumns & {
  kode_potongan: string;
  berdasarkan: WithDefault<'KATEGORI' | 'JENIS'>;
  kode_target: string;
  jenis_potongan: WithDefault<'PER_GRAM' | 'PERSEN'>;
  rp_per_gram: Rupiah;
  persen: Numeric;
  tgl_dari: string;
  tgl_sampai: NullableText;
  aktif: WithDefault<boolean>;
};

export type ParaBonusSalesTable = MasterColumns & {
  kode_bonus: string;
  kode_group: string;
  dasar: WithDefault<'GRAM' | 'RUPIAH'>;
  rp_per_gram: Rupiah;
  persen: Numeric;
  tgl_dari: string;
  tgl_sampai: NullableText;
};

export type CouponTables = {
  kupon: KuponTable;
  kupon_pakai: KuponPakaiTable;
  para_potongan_kategori: ParaPotonganKategoriTable;
  para_bonus_sales: ParaBonusSalesTable;
};
