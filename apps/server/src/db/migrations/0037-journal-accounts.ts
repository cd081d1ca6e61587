import { sql, type Kysely } from 'kysely';
import { postFrom } from './0014-journals';

/**
 * Journal accounts (the money and the day, items 3, 4 and 8):
 * - kode_transaksi.nomor_akun: a transaction code of /master-kode-transaksi names its own account; a KAS MASUK /
 *   KAS KELUAR row with that code posts its other side there (falling back to the kategori's parameter). The
 *   demo's MODAL (TAMBAHAN MODAL) posts to 3-1100 MODAL and SETOR (SETORAN DARI PUSAT) to 1-1700 PIUTANG /
 *   HUTANG PUSAT, in every store whose chart has them.
 * - Journal parameters FEE KARTU / BATAL FEE KARTU (the card surcharge of a document and its reversal) against
 *   4-1200 PENDAPATAN FEE, CASH and BANK, for every store now and (trigger toko_akun_kartu) every store added later.
 * - A card cash-out (GESEK TUNAI) posts only its fee to fee income: its other side becomes 1-1400 UANG DALAM
 *   PERJALANAN (the bank row in and the drawer row out meet there and net to 0), and a row carrying fee_rp posts
 *   the fee on a third line against FEE KARTU's account. A 0% cash-out no longer turns 4-1200 over.
 * - emas_post_jurnal is replaced by the posting above; journals already posted keep their accounts.
 */

function postingSql(): string {
  return `
      insert into jurnal (kas_mutasi_id, kode_toko, tgl_system, trx, type, no_ref, keterangan, urut, kode_akun, jenis_akun, nomor_akun, debet, kredit, input_by)
      select n.id, n.kode_toko, n.tgl_system, n.kategori, n.jenis, n.no_ref, n.keterangan, x.urut, x.kode_akun,
             case when x.uang = (n.jumlah_in >= n.jumlah_out) then 'DEBET' else 'KREDIT' end,
             x.nomor_akun, x.debet, x.kredit, n.input_by
      from new_rows n
      left join akun r on r.kode_toko = n.kode_toko and r.no_rekening = n.no_rekening and n.jenis = 'BANK'
      left join kode_transaksi t on t.kode_toko = n.kode_toko and t.kode_transaksi = n.kode_transaksi and t.nomor_akun <> ''
      cross join lateral (
        -- the money line and the other line (the transaction code's account when it names one); the other
        -- line carries the amount less the row's fee
        select l.urut,
               case when not l.uang and t.nomor_akun is not null then t.kode_transaksi else l.kode_akun end as kode_akun,
               case when l.uang and n.jenis = 'BANK' then coalesce(r.nomor_akun, l.nomor_akun)
                    when not l.uang and t.nomor_akun is not null then t.nomor_akun
                    else l.nomor_akun end as nomor_akun,
               l.uang,
               case when l.uang then n.jumlah_in else n.jumlah_out - case when n.jumlah_out > n.jumlah_in then n.fee_rp else 0 end end as debet,
               case when l.uang then n.jumlah_out else n.jumlah_in - case when n.jumlah_in >= n.jumlah_out then n.fee_rp else 0 end end as kredit
        from (
          select d.urut, d.kode_akun, d.nomor_akun, d.uang
          from para_akun_transaksi_detail d
          where d.kode_toko = n.kode_toko and d.trx = replace(n.kategori, '_', ' ') and d.type = n.jenis
          union all
          -- no parameter for this kategori and type: the money account and the suspense account (a store
          -- without them leaves nomor_akun null and the movement is refused: nothing is lost silently)
          select s.urut, s.kode_akun, s.nomor_akun, s.uang
          from (values
            (1, case n.jenis when 'CASH' then 'KAS' else n.jenis end,
              (select u.nomor_akun from akun u where u.kode_toko = n.kode_toko and u.peran = case n.jenis when 'CASH' then 'KAS' else n.jenis end), true),
            (2, 'SUSPENSE', (select x.nomor_akun from akun x where x.kode_toko = n.kode_toko and x.peran = 'SUSPENSE'), false)
          ) as s (urut, kode_akun, nomor_akun, uang)
          where not exists (
            select 1 from para_akun_transaksi_detail p
            where p.kode_toko = n.kode_toko and p.trx = replace(n.kategori, '_', ' ') and p.type = n.jenis
          )
        ) l
        union all
        -- the fee the row carries (a card cash-out's): fee income, FEE KARTU's account (else suspense)
        select 3, coalesce(f.kode_akun, 'SUSPENSE'),
               coalesce(f.nomor_akun, (select x.nomor_akun from akun x where x.kode_toko = n.kode_toko and x.peran = 'SUSPENSE')),
               false,
               case when n.jumlah_out > n.jumlah_in then n.fee_rp else 0 end,
               case when n.jumlah_in >= n.jumlah_out then n.fee_rp else 0 end
        from (select 1) as one
        left join para_akun_transaksi_detail f on f.kode_toko = n.kode_toko and f.trx = 'FEE KARTU' and f.type = n.jenis and not f.uang
        where n.fee_rp > 0
      ) x
      where n.jumlah_in + n.jumlah_out > 0 and x.debet + x.kredit > 0`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // '' (not null) for none: the masters kit keeps an empty optional text as ''
  await sql`alter table kode_transaksi add column nomor_akun text not null default ''`.execute(db);

  await sql`
    create or replace function emas_seed_akun_kartu(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into para_akun_transaksi (kode_toko, trx, type)
      select p_toko, p.trx, t.type
      from (values ('FEE KARTU'), ('BATAL FEE KARTU')) as p (trx)
      cross join (values ('CASH'), ('BANK')) as t (type)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = '4-1200')
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, p.trx, t.type, l.urut,
             case when l.uang then t.kode_akun else 'PENDAPATAN FEE' end,
             case when (l.urut = 1) = p.masuk then 'DEBET' else 'KREDIT' end,
             case when l.uang then t.nomor_akun else '4-1200' end,
             l.uang
      from (values ('FEE KARTU', true), ('BATAL FEE KARTU', false)) as p (trx, masuk)
      cross join (values ('CASH', 'KAS', '1-1100'), ('BANK', 'BANK', '1-1200')) as t (type, kode_akun, nomor_akun)
      cross join (values (1, true), (2, false)) as l (urut, uang)
      where exists (select 1 from para_akun_transaksi h where h.kode_toko = p_toko and h.trx = p.trx and h.type = t.type)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = t.nomor_akun)
      on conflict do nothing;
      -- a card cash-out's bank row in and drawer row out meet on the transit account; only the fee is income
      update para_akun_transaksi_detail d set nomor_akun = '1-1400', kode_akun = 'UANG DALAM PERJALANAN'
      where d.kode_toko = p_toko and d.trx = 'GESEK TUNAI' and not d.uang and d.nomor_akun = '4-1200'
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = '1-1400');
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_kartu() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_kartu(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_kartu after insert on toko for each row execute function emas_toko_akun_kartu()`.execute(db);
  await sql`select emas_seed_akun_kartu(kode_toko) from toko`.execute(db);

  // the demo chain's codes: capital to equity, head office's deposit to its account
  await sql`
    update kode_transaksi k set nomor_akun = v.nomor_akun
    from (values ('MODAL', '3-1100'), ('SETOR', '1-1700')) as v (kode, nomor_akun)
    where k.kode_transaksi = v.kode and k.nomor_akun = ''
      and exists (select 1 from akun a where a.kode_toko = k.kode_toko and a.nomor_akun = v.nomor_akun)`.execute(db);

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_kartu on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_kartu()`.execute(db);
  await sql`drop function if exists emas_seed_akun_kartu(text)`.execute(db);
  await sql`update para_akun_transaksi_detail set nomor_akun = '4-1200', kode_akun = 'PENDAPATAN FEE' where trx = 'GESEK TUNAI' and not uang and nomor_akun = '1-1400'`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('FEE KARTU', 'BATAL FEE KARTU')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('FEE KARTU', 'BATAL FEE KARTU')`.execute(db);
  await sql
    .raw(
      `
    create or replace function emas_post_jurnal() returns trigger
    language plpgsql as $$
    begin
${postFrom('new_rows')};
      return null;
    end
    $$`,
    )
    .execute(db);
  await sql`alter table kode_transaksi drop column nomor_akun`.execute(db);
}
