import type { ColumnType, Generated } from 'kysely';

/** Tables of members and their points (migration 0041, issue 32); joined into `Database` in schema.ts. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type MemberTable = {
  kode_member: string;
  nama_member: string;
  /** stored as 62... (normalizePhone); unique across the chain */
  no_hp: string;
  alamat: WithDefault<string>;
  tgl_lahir: ColumnType<string | null, string | null | undefined, string | null>;
  no_identitas: WithDefault<string>;
  kode_toko_daftar: string;
  kode_member_referensi: ColumnType<string | null, string | null | undefined, string | null>;
  status: WithDefault<'AKTIF' | 'TIDAK AKTIF'>;
  input_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

/** One movement of a member's points; append-only (a trigger refuses update and delete). */
export type PoinLedgerTable = {
  id: Generated<string>;
  kode_member: string;
  jenis: 'EARN' | 'REDEEM' | 'EXPIRE' | 'ADJUST' | 'REVERSE';
  /** signed: EARN > 0, REDEEM/EXPIRE/REVERSE of an earn < 0, ADJUST either way */
  poin: number;
  kode_toko: string;
  tanggal: string;
  /** what wrote it: PENJUALAN, PEMBELIAN, HADIAH, CASHBACK, AFILIASI, RESET, ADJUST, ... */
  jenis_ref: WithDefault<string>;
  /** the document's number */
  no_ref: WithDefault<string>;
  keterangan: WithDefault<string>;
  /** the document line the row belongs to (a sale's no_faktur_jual), '' for a whole-document row (migration 0043) */
  no_ref_line: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

/** The chain's affiliation rule (one row, migration 0043). */
export type ParameterMemberAfiliasiTable = {
  id: WithDefault<number>;
  poin: WithDefault<number>;
  aktif: WithDefault<boolean>;
  updated_by: WithDefault<string>;
  updated_at: Timestamp;
};

/** The chain's points reset rule (one row, migration 0043). */
export type ParameterResetPoinTable = {
  id: WithDefault<number>;
  mode: WithDefault<'TANGGAL' | 'BULAN'>;
  tanggal: WithDefault<string>;
  bulan: WithDefault<number>;
  updated_by: WithDefault<string>;
  updated_at: Timestamp;
};

/** One reset run per business date (migration 0043). */
export type PoinResetRunTable = {
  tgl_run: string;
  cutoff: string | null;
  members: number;
  poin: ColumnType<string, number, number>;
  kode_toko: string;
  input_by: string;
  created_at: CreatedAt;
};

export type MemberTables = {
  member: MemberTable;
  poin_ledger: PoinLedgerTable;
  parameter_member_afiliasi: ParameterMemberAfiliasiTable;
  parameter_reset_poin: ParameterResetPoinTable;
  poin_reset_run: PoinResetRunTable;
};
