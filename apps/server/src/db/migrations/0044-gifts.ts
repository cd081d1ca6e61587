import { sql, type Kysely } from 'kysely';

/**
 * Gifts for points (issue 32). A gift's stock is a ledger: `hadiah_mutasi` holds every movement (IN from a
 * supplier or a cancelled redemption, OUT by a redemption) and the stock is their sum. `hadiah.stok` is kept
 * equal to that sum by every gift write, in the same transaction (the master screen shows it); the opening
 * stock of each gift becomes one SALDO_AWAL movement here. A stock typed in the master screen (a new gift, or an
 * edit that changes `stok`) is written into the ledger by a trigger: SALDO_AWAL for a new gift, KOREKSI (IN or OUT
 * of the difference) for an edit, so the column and the sum never part. `tukar_hadiah` is the redemption document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hadiah_mutasi (
      id bigserial primary key,
      kode_toko text not null references toko (kode_toko),
      kode_hadiah text not null,
      tanggal date not null,
      jenis text not null check (jenis in ('IN', 'OUT')),
      sumber text not null check (sumber in ('SALDO_AWAL', 'TERIMA', 'TUKAR', 'BATAL_TUKAR', 'KOREKSI')),
      qty integer not null check (qty > 0),
      no_ref text not null default '',
      supplier text not null default '',
      keterangan text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index hadiah_mutasi_hadiah on hadiah_mutasi (kode_toko, kode_hadiah, id)`.execute(db);
  await sql`
    create function hadiah_stok_ke_mutasi() returns trigger language plpgsql as $$
    declare
      selisih integer;
    begin
      if tg_op = 'UPDATE' and new.stok is not distinct from old.stok then
        return null;
      end if;
      selisih := new.stok - coalesce((
        select sum(case when m.jenis = 'IN' then m.qty else -m.qty end) from hadiah_mutasi m
        where m.kode_toko = new.kode_toko and m.kode_hadiah = new.kode_hadiah
      ), 0);
      if selisih <> 0 then
        insert into hadiah_mutasi (kode_toko, kode_hadiah, tanggal, jenis, sumber, qty, keterangan, input_by)
        select new.kode_toko, new.kode_hadiah, coalesce((select t.tgl_system from toko t where t.kode_toko = new.kode_toko), current_date),
          case when selisih > 0 then 'IN' else 'OUT' end,
          case when tg_op = 'INSERT' then 'SALDO_AWAL' else 'KOREKSI' end,
          abs(selisih), 'Stok dari master hadiah', coalesce(new.updated_by, 'SYSTEM');
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    insert into hadiah_mutasi (kode_toko, kode_hadiah, tanggal, jenis, sumber, qty, keterangan, input_by)
    select h.kode_toko, h.kode_hadiah, coalesce(t.tgl_system, current_date), 'IN', 'SALDO_AWAL', h.stok, 'Stok awal', 'SYSTEM'
    from hadiah h left join toko t on t.kode_toko = h.kode_toko
    where h.stok > 0
  `.execute(db);
  await sql`create trigger hadiah_stok_mutasi after insert or update of stok on hadiah for each row execute function hadiah_stok_ke_mutasi()`.execute(db);
  await sql`
    create table tukar_hadiah (
      no_tukar text primary key,
      kode_toko text not null references toko (kode_toko),
      tanggal date not null,
      kode_member text not null references member (kode_member),
      kode_hadiah text not null,
      nama_hadiah text not null,
      qty integer not null check (qty > 0),
      poin_satuan integer not null check (poin_satuan >= 0),
      total_poin integer not null check (total_poin >= 0),
      status text not null default 'AKTIF' check (status in ('AKTIF', 'BATAL')),
      keterangan text not null default '',
      alasan_batal text not null default '',
      batal_by text,
      batal_at timestamptz,
      otorisasi_batal text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index tukar_hadiah_tanggal on tukar_hadiah (kode_toko, tanggal)`.execute(db);
  await sql`create index tukar_hadiah_member on tukar_hadiah (kode_member)`.execute(db);
  // the member's own page: one row per link handed out; revoking sets revoked_at, the token is signed over the id
  await sql`
    create table member_link (
      id bigserial primary key,
      kode_member text not null references member (kode_member),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_by text,
      created_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index member_link_member on member_link (kode_member)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_link`.execute(db);
  await sql`drop table if exists tukar_hadiah`.execute(db);
  await sql`drop trigger if exists hadiah_stok_mutasi on hadiah`.execute(db);
  await sql`drop table if exists hadiah_mutasi`.execute(db);
  await sql`drop function if exists hadiah_stok_ke_mutasi()`.execute(db);
}
