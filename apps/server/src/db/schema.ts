import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AksesNode, Level } from '@emas/domain';

/** Timestamps come back as ISO strings (see database.ts parsers) and go in as Date or string. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;

export type TokoTable = {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  telepon: Generated<string>;
  email: Generated<string>;
  portal: Generated<string>;
  type: 'PUSAT' | 'CABANG';
  /** business date, 'YYYY-MM-DD' */
  tgl_system: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type UsersTable = {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  password_hash: string;
  akses: ColumnType<AksesNode[], string, string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: string;
};

export type SessionsTable = {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  ended_reason: string | null;
  ip: string;
  user_agent: string;
};

export type AuthAuditTable = {
  id: Generated<number>;
  created_at: CreatedAt;
  user_id: string;
  kode_toko: string;
  event: string;
  ip: string;
  user_agent: string;
  keterangan: string;
};

export type ParaModuleTable = {
  kode_toko: string;
  key: string;
  aktif: boolean;
  updated_at: Timestamp;
  updated_by: string;
};

export type ParaSystemTable = {
  kode_toko: string;
  key: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string;
};

export type Database = {
  toko: TokoTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_audit: AuthAuditTable;
  para_module: ParaModuleTable;
  para_system: ParaSystemTable;
};

export type Toko = Selectable<TokoTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
