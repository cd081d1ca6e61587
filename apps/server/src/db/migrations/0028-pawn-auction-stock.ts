import { sql, type Kysely } from 'kysely';

/**
 * Pawn loans, second part (issue 20):
 * - stock_mutasi jenis LELANG: a pledged piece of an auctioned loan enters the shop's stock as a new item.
 * - hutang_barang.kode_barcode: the item a piece became when its loan was auctioned into stock.
 * - Journal parameters BUNGA HUTANG (interest income 4-1300) and BIAYA HUTANG (fee income 4-1200), CASH and
 *   BANK, for every store now and (trigger toko_akun_hutang, after toko_akun) for every store added later:
 *   a loan's payment writes its interest and its fee as their own cash rows, so each posts to its account
 *   and the principal alone credits the pledge receivable.
 * - Indexes the redemption lookup and the save read (bench/pawn): the loans of a customer by phone and
 *   identity, the active loans by due date, the pieces of the vault by loan.
 */

const MUTASI_JENIS = [
  'TAMBAH',
  'BELI',
  'BATAL_BELI',
  'TERIMA',
  'BATAL_TERIMA',
  'PINDAH',
  'JUAL',
  'BATAL_JUAL',
  'TITIP',
  'BATAL_TITIP',
  'KIRIM',
  'HANCUR',
  'CONTOH_KELUAR',
  'CONTOH_MASUK',
  'AKSESORIS_TAMBAH',
  'AKSESORIS_AMBIL',
  'KOREKSI',
  'OPNAME',
];

const PREVIOUS = MUTASI_JENIS.map((j) => `'${j}'`).join(', ');
const WITH_LELANG = [...MUTASI_JENIS, 'LELANG'].map((j) => `'${j}'`).join(', ');

async function replaceCheck(db: Kysely<unknown>, condition: string): Promise<void> {
  await sql.raw(`alter table stock_mutasi drop constraint if exists stock_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table stock_mutasi add constraint stock_mutasi_jenis_check check (${condition})`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, `jenis in (${WITH_LELANG})`);
  await db.schema.alterTable('hutang_barang').addColumn('kode_barcode', 'text').execute();

  await sql`
    create or replace function emas_seed_akun_hutang(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into para_akun_transaksi (kode_toko, trx, type)
      select p_toko, p.trx, t.type
      from (values ('BUNGA HUTANG'), ('BIAYA HUTANG')) as p (trx)
      cross join (values ('CASH'), ('BANK')) as t (type)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun in ('4-1300', '4-1200'))
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, p.trx, t.type, l.urut,
             case when l.uang then t.kode_akun else p.kode_akun end,
             case when l.urut = 1 then 'DEBET' else 'KREDIT' end,
             case when l.uang then t.nomor_akun else p.nomor_akun end,
             l.uang
      from (values ('BUNGA HUTANG', 'PENDAPATAN BUNGA GADAI', '4-1300'), ('BIAYA HUTANG', 'PENDAPATAN FEE', '4-1200')) as p (trx, kode_akun, nomor_akun)
      cross join (values ('CASH', 'KAS', '1-1100'), ('BANK', 'BANK', '1-1200')) as t (type, kode_akun, nomor_akun)
      cross join (values (1, true), (2, false)) as l (urut, uang)
      where exists (select 1 from para_akun_transaksi h where h.kode_toko = p_toko and h.trx = p.trx and h.type = t.type)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = p.nomor_akun)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = t.nomor_akun)
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_hutang() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_hutang(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_hutang after insert on toko for each row execute function emas_toko_akun_hutang()`.execute(db);
  await sql`select emas_seed_akun_hutang(kode_toko) from toko`.execute(db);

  await sql`create index if not exists hutang_no_hp_idx on hutang (kode_toko, no_hp)`.execute(db);
  await sql`create index if not exists hutang_no_identitas_idx on hutang (kode_toko, no_identitas)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists hutang_no_identitas_idx`.execute(db);
  await sql`drop index if exists hutang_no_hp_idx`.execute(db);
  await sql`drop trigger if exists toko_akun_hutang on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_hutang()`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('BUNGA HUTANG', 'BIAYA HUTANG')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('BUNGA HUTANG', 'BIAYA HUTANG')`.execute(db);
  await sql`drop function if exists emas_seed_akun_hutang(text)`.execute(db);
  await db.schema.alterTable('hutang_barang').dropColumn('kode_barcode').execute();
  await replaceCheck(db, `jenis in (${PREVIOUS})`);
}
