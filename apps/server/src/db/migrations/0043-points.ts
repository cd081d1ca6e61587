import { sql, type Kysely } from 'kysely';

/**
 * Points (issue 32). The points rule (parameter_point) becomes dated and per group like the pawn parameters
 * (tgl_berlaku; kode_group null = every group; a weight threshold for Type Poin GRAM beside the rupiah one; a
 * group that earns nothing). A ledger row names the document line it belongs to (no_ref_line), so a partial
 * cancel reverses exactly what its lines earned. The affiliation and reset rules are chain-wide (one row each),
 * like the members; each reset run is recorded once per business date (idempotent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table parameter_point
      add column tgl_berlaku date not null default date '2000-01-01',
      add column kode_group text,
      add column kelipatan_berat numeric(12,3) not null default 0,
      add column tanpa_poin boolean not null default false
  `.execute(db);
  await sql`update parameter_point set jenis_transaksi = 'PENJUALAN' where jenis_transaksi not in ('PENJUALAN', 'PEMBELIAN')`.execute(db);
  await sql`alter table poin_ledger add column no_ref_line text not null default ''`.execute(db);
  await sql`
    create table parameter_member_afiliasi (
      id integer primary key default 1 check (id = 1),
      poin integer not null default 0 check (poin >= 0),
      aktif boolean not null default false,
      updated_by text not null default '',
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table parameter_reset_poin (
      id integer primary key default 1 check (id = 1),
      mode text not null default 'TANGGAL' check (mode in ('TANGGAL', 'BULAN')),
      tanggal text not null default '12-31',
      bulan integer not null default 12,
      updated_by text not null default '',
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table poin_reset_run (
      tgl_run date primary key,
      cutoff date,
      members integer not null,
      poin bigint not null,
      kode_toko text not null,
      input_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists poin_reset_run`.execute(db);
  await sql`drop table if exists parameter_reset_poin`.execute(db);
  await sql`drop table if exists parameter_member_afiliasi`.execute(db);
  await sql`alter table poin_ledger drop column if exists no_ref_line`.execute(db);
  await sql`alter table parameter_point drop column if exists tgl_berlaku, drop column if exists kode_group, drop column if exists kelipatan_berat, drop column if exists tanpa_poin`.execute(db);
}
