import type { ColumnType, Generated } from 'kysely';
import type { MasterColumns } from './schema-columns';

/** Tables of suppliers, purchase prices and purity updates (migration 0055, issue 35); joined into `Database` in schema.ts. */
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;


/** The supplier master (supplier-barang). */
export type SupplierBarangTable = MasterColumns & { kode_supplier: string; nama_supplier: string; no_hp: WithDefault<string>; alamat: WithDefault<string> };

/** The purchase gold price by purity, dated (parameter-harga-emas-pembelian). */
export type ParameterHargaEmasPembelianTable = MasterColumns & { kode_parameter: string; tgl_berlaku: string; kadar: Numeric; harga_per_gram: number };

/** A purity update of an item (/update-kadar). */
export type UpdateKadarTable = {
  kode_toko: string;
  no_update: string;
  idempotency_key: string;
  tgl_system: string;
  kode_barcode: string;
  nama_barang: string;
  berat: Numeric;
  kadar_lama: Numeric;
  kadar_baru: Numeric;
  kode_group_lama: string;
  kode_group_baru: string;
  harga_per_gram_lama: number;
  harga_per_gram_baru: number;
  harga_lama: number;
  harga_baru: number;
  alasan: string;
  approved_by: string;
  input_by: string;
  created_at: CreatedAt;
};

export type SupplierHargaTables = {
  supplier_barang: SupplierBarangTable;
  parameter_harga_emas_pembelian: ParameterHargaEmasPembelianTable;
  update_kadar: UpdateKadarTable;
};
