import type { ColumnType } from 'kysely';

/** Tables of cashback poin (migration 0047, issue 32); joined into `Database` in schema.ts. */
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A member's points cashed out of the drawer (migration 0047). */
export type CashbackPoinTable = {
  no_cashback: string;
  kode_toko: string;
  tanggal: string;
  kode_member: string;
  poin: number;
  rupiah_per_poin: number;
  jumlah_rp: number;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  keterangan: WithDefault<string>;
  alasan_batal: WithDefault<string>;
  batal_by: ColumnType<string | null, string | null | undefined, string | null>;
  batal_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  otorisasi_batal: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

export type CashbackTables = {
  cashback_poin: CashbackPoinTable;
};
