import type { ColumnType, Generated } from 'kysely';

/** Tables of gifts for points (migration 0044, issue 32); joined into `Database` in schema.ts. */
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A movement of a gift's stock (migration 0044): the stock is the sum (IN adds, OUT takes). */
export type HadiahMutasiTable = {
  id: Generated<string>;
  kode_toko: string;
  kode_hadiah: string;
  tanggal: string;
  jenis: 'IN' | 'OUT';
  sumber: 'SALDO_AWAL' | 'TERIMA' | 'TUKAR' | 'BATAL_TUKAR' | 'KOREKSI';
  qty: number;
  no_ref: WithDefault<string>;
  supplier: WithDefault<string>;
  keterangan: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

/** A member's gift redemption (migration 0044). */
export type TukarHadiahTable = {
  no_tukar: string;
  kode_toko: string;
  tanggal: string;
  kode_member: string;
  kode_hadiah: string;
  nama_hadiah: string;
  qty: number;
  poin_satuan: number;
  total_poin: number;
  status: WithDefault<'AKTIF' | 'BATAL'>;
  keterangan: WithDefault<string>;
  alasan_batal: WithDefault<string>;
  batal_by: ColumnType<string | null, string | null | undefined, string | null>;
  batal_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  otorisasi_batal: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

/** A link to the member's own page (migration 0044): revocable, expiring. */
export type MemberLinkTable = {
  id: Generated<string>;
  kode_member: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string;
  created_at: CreatedAt;
};

export type GiftTables = {
  member_link: MemberLinkTable;
  hadiah_mutasi: HadiahMutasiTable;
  tukar_hadiah: TukarHadiahTable;
};
