import { sql, type Kysely } from 'kysely';

/**
 * Members and their points (issue 32). A member is shared by the whole chain (points earned in one store are
 * spent in another); the points balance is the sum of `poin_ledger`, which is only ever appended to (a
 * cancellation writes the reverse, a reset writes EXPIRE rows; nothing is updated or deleted). Every counter
 * document can name the member it was written for.
 */
const MEMBER_DOCUMENTS = ['penjualan', 'pembelian', 'titip', 'pesanan', 'service', 'hutang'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member (
      kode_member text primary key,
      nama_member text not null,
      no_hp text not null unique,
      alamat text not null default '',
      tgl_lahir date,
      no_identitas text not null default '',
      kode_toko_daftar text not null,
      kode_member_referensi text references member (kode_member),
      status text not null default 'AKTIF' check (status in ('AKTIF', 'TIDAK AKTIF')),
      input_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index member_nama on member (nama_member)`.execute(db);
  await sql`create index member_tgl_lahir on member (extract(month from tgl_lahir), extract(day from tgl_lahir))`.execute(db);
  await sql`
    create table poin_ledger (
      id bigserial primary key,
      kode_member text not null references member (kode_member),
      jenis text not null check (jenis in ('EARN', 'REDEEM', 'EXPIRE', 'ADJUST', 'REVERSE')),
      poin integer not null check (poin <> 0),
      kode_toko text not null,
      tanggal date not null,
      jenis_ref text not null default '',
      no_ref text not null default '',
      keterangan text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index poin_ledger_member on poin_ledger (kode_member, id)`.execute(db);
  await sql`create index poin_ledger_ref on poin_ledger (jenis_ref, no_ref)`.execute(db);
  // the ledger is append-only: no row is ever changed or removed
  await sql`
    create function poin_ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'poin_ledger is append-only';
    end $$
  `.execute(db);
  await sql`create trigger poin_ledger_no_change before update or delete on poin_ledger for each row execute function poin_ledger_append_only()`.execute(db);
  for (const table of MEMBER_DOCUMENTS) {
    await sql`alter table ${sql.table(table)} add column kode_member text`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of MEMBER_DOCUMENTS) await sql`alter table ${sql.table(table)} drop column if exists kode_member`.execute(db);
  await sql`drop table if exists poin_ledger`.execute(db);
  await sql`drop function if exists poin_ledger_append_only()`.execute(db);
  await sql`drop table if exists member`.execute(db);
}
