import { sql, type Kysely } from 'kysely';

/**
 * Non-cash validation (issue 36, VALIDASI_NON_CASH_MODULE):
 * - kas_mutasi.jenis NON_TUNAI: a card or transfer payment a counter document took while the module is on, not yet
 *   matched by a supervisor against the bank statement. It keeps the bank account it was paid to (kode_bank,
 *   no_rekening) but is not a BANK row, so no bank balance counts it (every balance read sums jenis BANK).
 * - akun 1-1250 NON TUNAI BELUM DIVALIDASI (peran NON_TUNAI): the clearing account such a row posts its money line
 *   to; its other line is the one the BANK row would have had (the trigger reads the BANK parameters for it).
 * - The validation writes, per kategori the item holds, a NON_TUNAI row out and a BANK row in of that kategori (marked
 *   sub_kategori VALIDASI NON TUNAI): the kategori's other account nets to zero, the clearing account moves to the bank
 *   account, and every refund that reads a document's rows by kategori finds the money in the bank account.
 * - validasi_non_tunai: who validated which pending payment, with the bank's reference and the amount seen.
 */

function postingSql(): string {
  // migration 0037's posting, with NON_TUNAI rows posted as BANK rows whose money line is the clearing account
  return `
      insert into jurnal (kas_mutasi_id, kode_toko, tgl_system, trx, type, no_ref, keterangan, urut, kode_akun, jenis_akun, nomor_akun, debet, kredit, input_by)
      select n.id, n.kode_toko, n.tgl_system, n.kategori, n.jenis, n.no_ref, n.keterangan, x.urut, x.kode_akun,
             case when x.uang = (n.jumlah_in >= n.jumlah_out) then 'DEBET' else 'KREDIT' end,
             x.nomor_akun, x.debet, x.kredit, n.input_by
      from new_rows n
      left join akun r on r.kode_toko = n.kode_toko and r.no_rekening = n.no_rekening and n.jenis = 'BANK'
      left join akun c on c.kode_toko = n.kode_toko and c.peran = 'NON_TUNAI' and n.jenis = 'NON_TUNAI'
      left join kode_transaksi t on t.kode_toko = n.kode_toko and t.kode_transaksi = n.kode_transaksi and t.nomor_akun <> ''
      cross join lateral (
        select l.urut,
               case when l.uang and c.nomor_akun is not null then 'NON TUNAI'
                    when not l.uang and t.nomor_akun is not null then t.kode_transaksi else l.kode_akun end as kode_akun,
               case when l.uang and n.jenis = 'BANK' then coalesce(r.nomor_akun, l.nomor_akun)
                    when l.uang and n.jenis = 'NON_TUNAI' then coalesce(c.nomor_akun, l.nomor_akun)
                    when not l.uang and t.nomor_akun is not null then t.nomor_akun
                    else l.nomor_akun end as nomor_akun,
               l.uang,
               case when l.uang then n.jumlah_in else n.jumlah_out - case when n.jumlah_out > n.jumlah_in then n.fee_rp else 0 end end as debet,
               case when l.uang then n.jumlah_out else n.jumlah_in - case when n.jumlah_in >= n.jumlah_out then n.fee_rp else 0 end end as kredit
        from (
          select d.urut, d.kode_akun, d.nomor_akun, d.uang
          from para_akun_transaksi_detail d
          where d.kode_toko = n.kode_toko and d.trx = replace(n.kategori, '_', ' ')
            and d.type = case n.jenis when 'NON_TUNAI' then 'BANK' else n.jenis end
          union all
          select s.urut, s.kode_akun, s.nomor_akun, s.uang
          from (values
            (1, case n.jenis when 'CASH' then 'KAS' else n.jenis end,
              (select u.nomor_akun from akun u where u.kode_toko = n.kode_toko and u.peran = case n.jenis when 'CASH' then 'KAS' else n.jenis end), true),
            (2, 'SUSPENSE', (select x.nomor_akun from akun x where x.kode_toko = n.kode_toko and x.peran = 'SUSPENSE'), false)
          ) as s (urut, kode_akun, nomor_akun, uang)
          where not exists (
            select 1 from para_akun_transaksi_detail p
            where p.kode_toko = n.kode_toko and p.trx = replace(n.kategori, '_', ' ')
              and p.type = case n.jenis when 'NON_TUNAI' then 'BANK' else n.jenis end
          )
        ) l
        union all
        select 3, coalesce(f.kode_akun, 'SUSPENSE'),
               coalesce(f.nomor_akun, (select x.nomor_akun from akun x where x.kode_toko = n.kode_toko and x.peran = 'SUSPENSE')),
               false,
               case when n.jumlah_out > n.jumlah_in then n.fee_rp else 0 end,
               case when n.jumlah_in >= n.jumlah_out then n.fee_rp else 0 end
        from (select 1) as one
        left join para_akun_transaksi_detail f on f.kode_toko = n.kode_toko and f.trx = 'FEE KARTU'
          and f.type = case n.jenis when 'NON_TUNAI' then 'BANK' else n.jenis end and not f.uang
        where n.fee_rp > 0
      ) x
      where n.jumlah_in + n.jumlah_out > 0 and x.debet + x.kredit > 0`;
}

async function replaceCheck(db: Kysely<unknown>, table: string, name: string, check: string): Promise<void> {
  await sql.raw(`alter table ${table} drop constraint if exists ${name}`).execute(db);
  await sql.raw(`alter table ${table} add constraint ${name} check (${check})`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, 'kas_mutasi', 'kas_mutasi_jenis_check', `jenis in ('CASH', 'BANK', 'MARKETPLACE', 'NON_TUNAI')`);
  await replaceCheck(db, 'saldo_kas_harian', 'saldo_kas_harian_jenis_check', `jenis in ('CASH', 'BANK', 'MARKETPLACE', 'NON_TUNAI')`);
  await replaceCheck(db, 'akun', 'akun_peran_check', `peran in ('KAS', 'BANK', 'MARKETPLACE', 'SUSPENSE', 'NON_TUNAI')`);

  await sql`
    create or replace function emas_seed_akun_non_tunai(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun, peran)
      select p_toko, '1-1250', 'NON TUNAI BELUM DIVALIDASI', 'NON_TUNAI'
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.peran = 'BANK')
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_non_tunai() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_non_tunai(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_non_tunai after insert on toko for each row execute function emas_toko_akun_non_tunai()`.execute(db);
  await sql`select emas_seed_akun_non_tunai(kode_toko) from toko`.execute(db);

  await sql
    .raw(
      `
    create or replace function emas_post_jurnal() returns trigger
    language plpgsql as $$
    begin
${postingSql()};
      return null;
    end
    $$`,
    )
    .execute(db);

  await sql`
    create table validasi_non_tunai (
      id bigserial primary key,
      kode_toko text not null references toko (kode_toko),
      tgl_system date not null,
      no_ref text not null,
      kode_bank text,
      no_rekening text,
      jumlah_rp bigint not null check (jumlah_rp > 0),
      no_referensi text not null,
      validated_by text not null,
      validated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index validasi_non_tunai_ref_idx on validasi_non_tunai (kode_toko, no_ref)`.execute(db);
  // the pending list reads a store's NON_TUNAI rows
  await sql`create index kas_mutasi_non_tunai_idx on kas_mutasi (kode_toko, no_ref) where jenis = 'NON_TUNAI'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists validasi_non_tunai`.execute(db);
  await sql`drop index if exists kas_mutasi_non_tunai_idx`.execute(db);
  await sql`drop trigger if exists toko_akun_non_tunai on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_non_tunai()`.execute(db);
  await sql`drop function if exists emas_seed_akun_non_tunai(text)`.execute(db);
}
