import type { ColumnType, Generated } from 'kysely';

/** Marketplace module (migration 0057): seller accounts, orders sold through them, payouts matching them. */

type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number, string | number>;
type Rupiah = ColumnType<number, number | undefined, number>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type MarketplaceAkunTable = {
  _id: Generated<string>;
  kode_toko: string;
  kode_akun: string;
  kode_marketplace: string;
  nama_toko_online: string;
  fee_persen: Numeric;
  kode_gudang: string;
  kode_baki: string;
  wajib_foto: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: Generated<string>;
  updated_by: Generated<string>;
};

export type MarketplaceOrderTable = {
  kode_toko: string;
  kode_akun: string;
  no_order: string;
  kode_marketplace: string;
  no_faktur_group: string;
  tgl_system: string;
  sumber: 'IMPORT' | 'MANUAL';
  nama_pembeli: string;
  no_hp: WithDefault<string>;
  alamat_kirim: WithDefault<string>;
  kurir: WithDefault<string>;
  no_resi: WithDefault<string>;
  ongkir: Rupiah;
  total: Rupiah;
  biaya: Rupiah;
  no_pencairan: Nullable<string>;
  idempotency_key: string;
  input_by: string;
  created_at: CreatedAt;
};

export type MarketplacePencairanTable = {
  kode_toko: string;
  no_pencairan: string;
  kode_akun: string;
  kode_marketplace: string;
  tgl_system: string;
  kode_bank: string;
  no_rekening: string;
  jumlah_piutang: Rupiah;
  jumlah_diterima: Rupiah;
  biaya: Rupiah;
  keterangan: WithDefault<string>;
  idempotency_key: Nullable<string>;
  input_by: string;
  created_at: CreatedAt;
};

export type MarketplaceTables = {
  marketplace_akun: MarketplaceAkunTable;
  marketplace_order: MarketplaceOrderTable;
  marketplace_pencairan: MarketplacePencairanTable;
};
