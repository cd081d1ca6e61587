import type { ColumnType } from 'kysely';

/** The store's own web store (migration 0059, WEB_EXTERNAL_MODULE). */

type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTime = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;

export type BarangWebExternalTable = {
  kode_toko: string;
  kode_barcode: string;
  harga_online: ColumnType<number, number, number>;
  tersedia: ColumnType<boolean, boolean | undefined, boolean>;
  nama_pemesan: Nullable<string>;
  no_hp_pemesan: Nullable<string>;
  /** who marked the reservation: a user id, or ONLINE for the web store's own customer */
  dipesan_by: Nullable<string>;
  dipesan_at: NullableTime;
  /** the hold ends at this time; after it the counter may sell the piece again */
  dipesan_sampai: NullableTime;
  publish_by: string;
  publish_at: Timestamp;
  updated_by: string;
  updated_at: Timestamp;
};

export type WebExternalTables = { barang_web_external: BarangWebExternalTable };
