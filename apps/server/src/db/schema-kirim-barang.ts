import type { ColumnType } from 'kysely';
import type { MasterColumns } from './schema-columns';

/** The shipping module's masters (migration 0058); joined into `Database` in schema.ts. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** Master Toko Kirim: a store's shipping address and contact. */
export type TokoKirimTable = MasterColumns & { kode_toko_kirim: string; nama_penerima: string; no_hp: string; alamat_kirim: string; kota: string };
/** Master Logistik: a courier. */
export type LogistikTable = MasterColumns & { kode_logistik: string; nama_logistik: string; no_hp: WithDefault<string> };
/** Master Ekspedisi: a courier's service. */
export type EkspedisiTable = MasterColumns & { kode_ekspedisi: string; nama_ekspedisi: string; kode_logistik: string };

export type KirimBarangMasterTables = { toko_kirim: TokoKirimTable; logistik: LogistikTable; ekspedisi: EkspedisiTable };
