import { sql, type Kysely } from 'kysely';
import type { ExportTable } from '@emas/domain';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The unique order of each exported table within a store (keyset paging: no OFFSET rescans). */
export const EXPORT_KEYS: Record<ExportTable, readonly string[]> = {
  barang: ['kode_barcode'],
  stock_mutasi: ['id'],
  pindah_barang: ['id'],
  pindah_barang_detail: ['id'],
  penjualan: ['no_faktur_group'],
  penjualan_detail: ['no_faktur_jual'],
  penjualan_bayar: ['id'],
  pembelian: ['no_faktur_group'],
  pembelian_detail: ['no_faktur_beli'],
  titip: ['no_titip'],
  titip_detail: ['no_titip', 'urut'],
  kas_mutasi: ['id'],
  timbang_baki: ['id'],
  stock_opname: ['id'],
  saldo_barang_harian: ['tgl_system', 'kode_gudang', 'kode_baki'],
  saldo_kas_harian: ['tgl_system', 'jenis', 'akun'],
  tutup_toko: ['tgl_system'],
};

/** Column names of a table in the current schema, in table order (the CSV header). */
export async function columnsOf(db: Db, table: ExportTable): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = ${table}
     order by ordinal_position`.execute(db);
  return rows.map((r) => r.column_name);
}

/** One page of a store's rows after `after` (the previous page's last key), in key order. */
export async function pageOf(db: Db, table: ExportTable, kodeToko: string, after: readonly unknown[] | null, limit: number): Promise<Record<string, unknown>[]> {
  const keys = EXPORT_KEYS[table];
  const keyList = sql.join(keys.map((k) => sql.ref(k)));
  const from = after === null ? sql`true` : sql`(${keyList}) > (${sql.join(after.map((v) => sql`${v}`))})`;
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where kode_toko = ${kodeToko} and ${from} order by ${keyList} limit ${limit}`.execute(db);
  return rows;
}
