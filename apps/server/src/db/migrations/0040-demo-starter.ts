import { sql, type Kysely } from 'kysely';

/**
 * What a fresh demo chain needs to be tried in its first hour (docs/decisions.md "Demo chain's first hour"):
 * - Journal parameters SALDO AWAL (CASH and BANK): the opening balance of a drawer or a bank account is money
 *   in against the owner's capital (3-1100 MODAL), for every store now and (trigger toko_akun_saldo_awal, after
 *   toko_akun) for every store added later.
 * - whatsapp_setting.jenis: HTTP (the WhatsApp backend at base_url) or STANDIN, the stand-in the product ships:
 *   it sends nothing and records each message in whatsapp_standin, so promos, invoices and reminders can be
 *   tried without a real gateway. A repeat with the same idempotency key is recorded once (as a gateway that
 *   drops repeats would).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function emas_seed_akun_saldo_awal(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into para_akun_transaksi (kode_toko, trx, type)
      select p_toko, 'SALDO AWAL', t.type
      from (values ('CASH'), ('BANK')) as t (type)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = '3-1100')
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, 'SALDO AWAL', t.type, l.urut,
             case when l.uang then t.kode_akun else 'MODAL' end,
             case when l.urut = 1 then 'DEBET' else 'KREDIT' end,
             case when l.uang then t.nomor_akun else '3-1100' end,
             l.uang
      from (values ('CASH', 'KAS', '1-1100'), ('BANK', 'BANK', '1-1200')) as t (type, kode_akun, nomor_akun)
      cross join (values (1, true), (2, false)) as l (urut, uang)
      where exists (select 1 from para_akun_transaksi h where h.kode_toko = p_toko and h.trx = 'SALDO AWAL' and h.type = t.type)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = t.nomor_akun)
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_saldo_awal() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_saldo_awal(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_saldo_awal after insert on toko for each row execute function emas_toko_akun_saldo_awal()`.execute(db);
  await sql`select emas_seed_akun_saldo_awal(kode_toko) from toko`.execute(db);

  await db.schema
    .alterTable('whatsapp_setting')
    .addColumn('jenis', 'text', (c) => c.notNull().defaultTo('HTTP').check(sql`jenis in ('HTTP', 'STANDIN')`))
    .execute();
  await db.schema
    .createTable('whatsapp_standin')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index whatsapp_standin_toko_idx on whatsapp_standin (kode_toko, id desc)`.execute(db);
  await sql`create unique index whatsapp_standin_key_idx on whatsapp_standin (kode_toko, idempotency_key) where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_standin').execute();
  await db.schema.alterTable('whatsapp_setting').dropColumn('jenis').execute();
  await sql`drop trigger if exists toko_akun_saldo_awal on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_saldo_awal()`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx = 'SALDO AWAL'`.execute(db);
  await sql`delete from para_akun_transaksi where trx = 'SALDO AWAL'`.execute(db);
  await sql`drop function if exists emas_seed_akun_saldo_awal(text)`.execute(db);
}
